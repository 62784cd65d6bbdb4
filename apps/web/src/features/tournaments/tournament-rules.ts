/** Labels of the tournament screens (SPEC.md §4 status, §5 creation); what a caller may do comes from the server. */
import type {
  TBracketEntryView,
  TGameType,
  TSeedType,
  TTournamentSize,
  TTournamentType,
  TTournamentView,
} from '@caps/domain';
import { FORMAT_SETUPS } from '@caps/domain/brackets/formats/setups';
import { bracketSize } from '@caps/domain/brackets/sizes';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { translate } from '../../i18n/i18n.ts';

/** A tournament's status (SPEC.md §4): in preparation until seeded, then in progress until finished. */
export function tournamentStatus(t: { seeded: boolean; finished: boolean }): 'preparation' | 'progress' | 'finished' {
  if (!t.seeded) return 'preparation';
  return t.finished ? 'finished' : 'progress';
}

/** 'In preparation', 'In progress' or 'Finished'. */
export function statusLabel(t: { seeded: boolean; finished: boolean }): string {
  return translate(`tournaments.status.${tournamentStatus(t)}`);
}

/** A format's name ('Single elimination'). */
export function formatLabel(tournamentType: TTournamentType): string {
  return translate(`format.${tournamentType}`);
}

/** A seed type's name ('Random seed'). */
export function seedTypeLabel(seedType: TSeedType): string {
  return translate(`tournaments.seed.${seedType}`);
}

/** The create dialog's choices that depend on each other. */
export interface TSetupChoice {
  tournamentType: TTournamentType;
  /** Bracket places: 8, 16, 32 or 64 (ignored by formats without a size choice). */
  places: number;
  seedType: TSeedType;
}

/** Bracket places the format offers (its setup's size choices): none when its size code only names the column. */
export function placesFor(type: TTournamentType): number[] {
  return FORMAT_SETUPS[type].sizeChoices.map(bracketSize);
}

/**
 * Switching the type keeps what still fits: double elimination turns 32/64 into 16 (SPEC.md §5), and a seed type
 * the new type does not offer becomes its first one.
 */
export function changeTournamentType(choice: TSetupChoice, tournamentType: TTournamentType): TSetupChoice {
  const places = placesFor(tournamentType);
  const keepPlaces =
    places.length === 0 || places.includes(choice.places)
      ? choice.places
      : Math.max(...places.filter((p) => p <= choice.places));
  const seeds = FORMAT_SETUPS[tournamentType].seedTypes;
  return {
    tournamentType,
    places: keepPlaces,
    seedType: seeds.includes(choice.seedType) ? choice.seedType : (seeds[0] ?? 'RANDOM'),
  };
}

/** The size code the server expects for a choice: the chosen places, or the format's first code when it offers no choice. */
export function sizeCodeOf(choice: TSetupChoice): TTournamentSize {
  const setup = FORMAT_SETUPS[choice.tournamentType];
  return setup.sizeChoices.find((s) => bracketSize(s) === choice.places) ?? setup.sizes[0] ?? 'RO_8';
}

/**
 * The competitors and, for a bracket, its size: '27 players · 32 bracket' (or teams). Said once, so that the size
 * code's 32 never stands beside the list's 27 as a second player count; a format without a size choice has none.
 */
export function competitorCountLabel(
  t: { gameType: TGameType; tournamentType: TTournamentType; size: TTournamentSize },
  competitors: number,
): string {
  const count = translate(t.gameType === 'DOUBLES' ? 'tournaments.teams' : 'tournaments.players', {
    count: competitors,
  });
  return FORMAT_SETUPS[t.tournamentType].sizeChoices.length === 0
    ? count
    : translate('tournaments.withBracket', { count, size: bracketSize(t.size) });
}

/** /{gamePath}/tournament/{id}. */
export function tournamentUrl(gameType: TGameType, id: string): string {
  return `/${GAME_TYPE_PATHS[gameType]}/tournament/${id}`;
}

/** /stream/{gamePath}/tournament/{id}. */
export function streamUrl(gameType: TGameType, id: string): string {
  return `/stream${tournamentUrl(gameType, id)}`;
}

/** A competitor as the screens draw it. */
export interface TCompetitor {
  id: string;
  name: string;
  avatarHash: string | null;
  isTeam: boolean;
}

/** The competitors in the order they were added. */
export function competitorsOf(t: TTournamentView): TCompetitor[] {
  if (t.teams) return t.teams.map(({ team }) => ({ id: team.id, name: team.name, avatarHash: null, isTeam: true }));
  return (t.players ?? []).map(({ user }) => ({
    id: user.id,
    name: user.username,
    avatarHash: user.avatarHash,
    isTeam: false,
  }));
}

/** Competitor 1 or 2 of an entry, or null for an empty slot. */
export function entrySide(entry: TBracketEntryView, side: 1 | 2): TCompetitor | null {
  const user = side === 1 ? entry.player1 : entry.player2;
  if (user) return { id: user.id, name: user.username, avatarHash: user.avatarHash, isTeam: false };
  const team = side === 1 ? entry.team1 : entry.team2;
  return team ? { id: team.id, name: team.name, avatarHash: null, isTeam: true } : null;
}

/** Each competitor's seed number (1 = top seed), from the server's seed order; empty until seeded. */
export function seedNumbers(t: Pick<TTournamentView, 'seedOrder'>): ReadonlyMap<string, number> {
  return new Map(t.seedOrder.map((id, i) => [id, i + 1]));
}
