/**
 * The live event stream (`GET /api/events`, text/event-stream): what each event tells a screen. Every event names
 * what changed, never what it now is (a client reads that again), so a public event carries ids and game types only:
 * never a name, an email or a text. `notification` and `acceptance` go only to their user's streams.
 */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import type { TGameType } from '../enums.ts';
import { ZId } from './common.ts';

/** The events of the stream, by their SSE `event:` name. */
export const LIVE_EVENT_TYPES = ['notification', 'acceptance', 'league', 'tournament', 'live-game'] as const;
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The user's notifications changed (a new one, or one was marked seen). Private. */
export type TNotificationEvent = Record<string, never>;
/** The user's list of games to accept changed. Private. */
export type TAcceptanceEvent = Record<string, never>;
/**
 * Something public changed: games of these types were accepted, rejected, withdrawn, voided or corrected (their ids,
 * players and teams, when few), teams were created, edited or deleted, or the news changed.
 */
export type TLeagueEvent = {
  gameTypes?: TGameType[];
  gameIds?: string[];
  playerIds?: string[];
  teamIds?: string[];
  news?: true;
};
/** A tournament was created, changed or deleted. */
export type TTournamentEvent = { id: string; gameType: TGameType };
/**
 * A live game started (`started`), moved on (the sequence number of its newest batch) or ended (`ended`). Its moves
 * go only to the streams that watch it (`watch` in the stream's query); its start and end go to every stream (the
 * "Live now" list changed).
 */
export type TLiveGameEvent = { id: string; seq?: number; started?: true; ended?: true };

/** The live game whose watchers alone hear this event (a `live-game` move), or null when every stream may. */
export function watchedGameOf(type: string, data: unknown): string | null {
  if (type !== 'live-game' || typeof data !== 'object' || data === null) return null;
  const event = data as Partial<TLiveGameEvent>;
  return typeof event.id === 'string' && !event.started && !event.ended ? event.id : null;
}

export type TLiveEventData = {
  notification: TNotificationEvent;
  acceptance: TAcceptanceEvent;
  league: TLeagueEvent;
  tournament: TTournamentEvent;
  'live-game': TLiveGameEvent;
};

/**
 * Control events, without an id: `ready` opens every stream (whose events it carries: a visitor's or a user's);
 * `reset` says some events since the client's Last-Event-ID are no longer kept, so it should read everything again.
 */
export type TStreamReady = { user: boolean };

/** A ticket that opens a signed-in stream once, within its lifetime: `GET /api/events?ticket=…`. */
export const ZEventTicket = z.object({
  ticket: z.string().describe('Single use: pass it as the `ticket` query parameter of GET /api/events'),
  expiresInSeconds: z.number().int(),
});
export type TEventTicket = z.infer<typeof ZEventTicket>;

export const ZEventStreamQuery = z.object({
  ticket: z
    .string({ error: codeMessage('FIELD_MUST_BE_STRING', { field: 'ticket' }) })
    .max(100, codeMessage('FIELD_TOO_LONG', { field: 'ticket' }))
    .optional(),
  lastEventId: z
    .string({ error: codeMessage('FIELD_MUST_BE_STRING', { field: 'lastEventId' }) })
    .max(15, { error: codeMessage('FIELD_EVENT_ID', { field: 'lastEventId' }), abort: true })
    .regex(/^\d+$/, codeMessage('FIELD_EVENT_ID', { field: 'lastEventId' }))
    .optional()
    .describe('Where a reconnecting client left off (the Last-Event-ID header says the same, and wins)'),
  watch: ZId.optional().describe(
    'The live game this screen watches: its moves come on this stream (every stream hears games start and end)',
  ),
});
