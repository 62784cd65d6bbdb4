/** Live games anyone can watch (issue 28): the phone shares its event log, watchers read the summary. */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { ZGameEventKind, ZGameMode, ZSoloGameType } from '../enum-schemas.ts';
import { LIVE_SIDES } from '../live-game.ts';
import { WATCH_MAX_EVENTS } from '../live-watch.ts';
import { ZId } from './common.ts';

const ZSide = z.enum(LIVE_SIDES);

export const ZWatchEvent = z.object({
  gameEvent: ZGameEventKind,
  time: z.iso.datetime({ error: codeMessage('FIELD_ISO_DATETIME', { field: 'time' }), offset: true }),
  side: ZSide,
});

export const ZLiveGameCreate = z.object({ gameMode: ZGameMode });
export const ZLiveGameCreated = z.object({ id: z.string() });

/**
 * A batch from the phone: its log from position `from` on is `events` (what came after `from` before is replaced:
 * an undo shortens the log). `seq` grows with every batch the phone sends; a batch with a `seq` the server already
 * passed changes nothing, so a batch sent again (a retry) or late (after a newer one) is harmless.
 */
export const ZLiveGamePush = z.object({
  seq: z
    .int({ error: codeMessage('FIELD_WHOLE_NUMBER', { field: 'seq' }) })
    .min(1, codeMessage('FIELD_STARTS_AT', { field: 'seq', min: 1 }))
    .max(1_000_000_000, codeMessage('FIELD_TOO_LARGE', { field: 'seq' })),
  from: z
    .int({ error: codeMessage('FIELD_WHOLE_NUMBER', { field: 'from' }) })
    .min(0, codeMessage('FIELD_MIN', { field: 'from', min: 0 }))
    .max(WATCH_MAX_EVENTS, codeMessage('FIELD_AT_MOST', { field: 'from', max: WATCH_MAX_EVENTS })),
  events: z
    .array(ZWatchEvent)
    .max(WATCH_MAX_EVENTS, codeMessage('LIVE_GAME_EVENTS_TOO_MANY', { max: WATCH_MAX_EVENTS })),
  gameMode: ZGameMode,
});
export const ZLiveGamePushed = z.object({ seq: z.number().int(), events: z.number().int() });

/** The phone is done: the game was posted (its id and type) or dropped (nothing). */
export const ZLiveGameEnd = z.object({ gameId: ZId.optional(), gameType: ZSoloGameType.optional() });

const ZSideStats = z.object({ score: z.number().int(), sinks: z.number().int(), rebuttals: z.number().int() });
const ZOwner = z.object({ id: z.string(), username: z.string(), avatarHash: z.string().nullable() });

export const ZLiveGameSummary = z.object({
  you: ZSideStats,
  opponent: ZSideStats,
  phase: z.enum(['rps', 'main', 'rebuttal', 'ended']),
  lastSinker: ZSide.nullable(),
  chain: z.number().int(),
  winner: ZSide.nullable(),
});

export const ZLiveGameListItem = z.object({
  id: z.string(),
  /** The player scoring it ("you" in the summary); the other side is their opponent. */
  owner: ZOwner,
  gameMode: ZGameMode,
  summary: ZLiveGameSummary,
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type TLiveGameListItem = z.infer<typeof ZLiveGameListItem>;

export const ZLiveGameView = ZLiveGameListItem.extend({
  events: z.array(ZWatchEvent),
  seq: z.number().int(),
  /** When the phone said it was done (posted or dropped). */
  endedAt: z.string().nullable(),
  postedGame: z.object({ id: z.string(), gameType: ZSoloGameType }).nullable(),
});
export type TLiveGameView = z.infer<typeof ZLiveGameView>;
