/**
 * The live game's state as schemas (the state machine is in live-game.ts): the shape kept in local storage, validated
 * when it is restored.
 */
import { z } from 'zod';
import { ZGameEventKind, ZGameMode } from './enum-schemas.ts';
import { LIVE_SIDES } from './live-sides.ts';

export const ZLiveSide = z.enum(LIVE_SIDES);

/** rps: waiting for the rock-paper-scissors winner; main: throws; rebuttal: a sink waits for an answer; ended: over. */
export const ZLivePhase = z.enum(['rps', 'main', 'rebuttal', 'ended']);
export type TLivePhase = z.infer<typeof ZLivePhase>;

const count = z.int().min(0);

export const ZLiveSideStats = z.object({ score: count, sinks: count, rebuttals: count });
export type TLiveSideStats = z.infer<typeof ZLiveSideStats>;

/** One logged event: the user's id for their own events, null for the opponent's. */
export const ZLiveEvent = z.object({ gameEvent: ZGameEventKind, time: z.string(), userId: z.string().nullable() });
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

// Everything an action can change besides the event log; undo stores exactly these fields.
const snapshotShape = {
  gameMode: ZGameMode,
  phase: ZLivePhase,
  /** Who won rock paper scissors (and throws first). */
  rpsWinner: ZLiveSide.nullable(),
  /** In the rebuttal phase: the side that sank last; the other side must rebut. */
  lastSinker: ZLiveSide.nullable(),
  /** Rebuttals made in the current chain. */
  chain: count,
  you: ZLiveSideStats,
  opponent: ZLiveSideStats,
};

/** What undo restores: the fields before an action and the length of the event log then. */
export const ZLiveUndoEntry = z.object({ ...snapshotShape, eventCount: count });
export type TLiveUndoEntry = z.infer<typeof ZLiveUndoEntry>;

/** A live game in progress; also the shape kept in local storage (validated when restored). */
export const ZLiveGameState = z.object({
  version: z.literal(1),
  /** The signed-in player scoring the game ("You"). */
  myId: z.string(),
  ...snapshotShape,
  events: z.array(ZLiveEvent),
  history: z.array(ZLiveUndoEntry),
});
export type TLiveGameState = z.infer<typeof ZLiveGameState>;

/** A stored game if it is well formed and belongs to `myId`, otherwise null (a stale or foreign save is dropped). */
export function restoreLiveGame(stored: unknown, myId: string): TLiveGameState | null {
  const parsed = ZLiveGameState.safeParse(stored);
  return parsed.success && parsed.data.myId === myId ? parsed.data : null;
}
