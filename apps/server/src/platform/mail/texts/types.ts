import type { TGameType } from '@caps/domain';

/** What an email says, before the layout (layout.ts) renders it. */
export type TEmailText = { subject: string; heading: string; paragraphs: string[]; action?: string };

/** Who posted a game: a player, or (doubles) a team. */
export type TPoster = { kind: 'player' | 'team'; name: string };

/** Every email the server sends, in one language (server-side only: the client never loads these). */
export interface TEmailCatalogue {
  footer: string;
  welcome: (p: { username: string }) => TEmailText;
  reset: (p: { username: string }) => TEmailText;
  emailChanged: (p: { username: string; newEmail: string }) => TEmailText;
  passwordChanged: (p: { username: string }) => TEmailText;
  gameToAccept: (p: { username: string; poster: TPoster; gameType: TGameType; autoAcceptHours: number }) => TEmailText;
}
