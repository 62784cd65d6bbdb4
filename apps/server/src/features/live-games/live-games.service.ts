/**
 * Shared live games: the owner's phone sends its event log in batches (each replaces the log from `from` on; a
 * batch whose `seq` the server already passed changes nothing, so retries and late batches are harmless); the log is
 * read by the domain's rules (`summarizeWatchEvents`), which refuse one no live game writes. Every change adds a
 * `live-game` event in its transaction, so watch pages move within a second: a move for the streams that watch the
 * game, a start or an end for every stream ("Live now" changed).
 *
 * A player has at most `LIMITS.liveGamesOpen` games going and starts at most `LIMITS.liveGamesStartedPerHour` an
 * hour; their batches are rate limited, and one batch moves `seq` on by at most `LIMITS.liveGameSeqStep`, so no one
 * can pin a log by jumping to the highest `seq`. "Live now" lists each player's newest-moved game only.
 */
import {
  LIMITS,
  summarizeWatchEvents,
  type TGameMode,
  type TLiveGameListItem,
  type TLiveGameView,
  type TWatchEvent,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { insertEvent } from '../events/index.ts';
import {
  countOpenLiveGames,
  endLiveGame,
  findLiveGame,
  findLiveGamesSince,
  insertLiveGame,
  isGamePostedBy,
  lockLiveGame,
  saveLiveGameEvents,
  type LiveGameRow,
} from './live-games.repository.ts';

/** A game not moved for this long is no longer "live now". */
const LIVE_WINDOW_MS = 15 * 60_000;
const LISTED = 20;

/** The stream event of a change (TLiveGameEvent): a move is heard by the game's watchers, a start or an end by all. */
const eventOf = (id: string, seq: number, change: 'started' | 'moved' | 'ended') => ({
  userId: null,
  type: 'live-game',
  data: change === 'moved' ? { id, seq } : { id, seq, [change]: true },
});

const HOUR_MS = 3_600_000;

/** Counts a hit of `key`; 429 with `code` once more than `max` came within the window. */
async function limit(
  ctx: AppContext,
  key: string,
  windowMs: number,
  max: number,
  code: 'LIVE_GAMES_TOO_MANY_STARTED' | 'LIVE_GAME_TOO_MANY_BATCHES',
): Promise<void> {
  const window = await ctx.rateCounter.hit(key, windowMs);
  if (window.count > max) throw new AppError(429, { code, params: { max } });
}

export async function createLiveGame(ctx: AppContext, ownerId: string, gameMode: TGameMode): Promise<{ id: string }> {
  const startKey = `live-games:start:${ownerId}`;
  await limit(ctx, startKey, HOUR_MS, LIMITS.liveGamesStartedPerHour, 'LIVE_GAMES_TOO_MANY_STARTED');
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      if ((await countOpenLiveGames(tx, ownerId, new Date(now.getTime() - LIVE_WINDOW_MS))) >= LIMITS.liveGamesOpen)
        throw new AppError(429, { code: 'LIVE_GAMES_TOO_MANY_OPEN', params: { max: LIMITS.liveGamesOpen } });
      const id = await insertLiveGame(tx, ownerId, gameMode, now);
      await insertEvent(tx, eventOf(id, 0, 'started'));
      return { id };
    });
  } catch (err) {
    await ctx.rateCounter.undo(startKey); // only games that started count
    throw err;
  }
}

/** The owner's game, locked; 404 unknown, 403 another's. */
async function ownedGame(tx: Tx, id: string, ownerId: string): Promise<LiveGameRow> {
  const row = await lockLiveGame(tx, id);
  if (!row) throw new NotFound('LIVE_GAME_NOT_FOUND');
  if (row.ownerId !== ownerId) throw new Forbidden('LIVE_GAME_NOT_SCORER');
  return row;
}

export async function pushLiveEvents(
  ctx: AppContext,
  id: string,
  ownerId: string,
  batch: { seq: number; from: number; events: TWatchEvent[]; gameMode: TGameMode },
) {
  await limit(
    ctx,
    `live-games:batches:${ownerId}`,
    LIMITS.liveGamePushWindowSeconds * 1000,
    LIMITS.liveGamePushes,
    'LIVE_GAME_TOO_MANY_BATCHES',
  );
  return ctx.db.transaction(async (tx) => {
    const row = await ownedGame(tx, id, ownerId);
    const stored = row.events as TWatchEvent[];
    if (row.endedAt) throw new AppError(409, 'LIVE_GAME_ENDED');
    if (batch.seq <= row.seq) return { seq: row.seq, events: stored.length }; // sent again, or overtaken by a newer batch
    const furthest = row.seq + LIMITS.liveGameSeqStep;
    if (batch.seq > furthest)
      throw new AppError(
        409,
        { code: 'LIVE_GAME_SEQ_TOO_FAR', params: { max: furthest, seq: row.seq } },
        { seq: String(row.seq) },
      );
    if (batch.from > stored.length)
      throw new AppError(
        409,
        { code: 'LIVE_GAME_SEND_FROM', params: { events: stored.length } },
        { events: String(stored.length) },
      );
    const events = [...stored.slice(0, batch.from), ...batch.events];
    summarizeWatchEvents(events, batch.gameMode); // a log no live game writes is a 400
    await saveLiveGameEvents(tx, id, { events, seq: batch.seq, gameMode: batch.gameMode, now: ctx.now() });
    await insertEvent(tx, eventOf(id, batch.seq, 'moved'));
    return { seq: batch.seq, events: events.length };
  });
}

export async function endSharedGame(
  ctx: AppContext,
  id: string,
  ownerId: string,
  posted: { gameId?: string; gameType?: string },
): Promise<TLiveGameView> {
  if (Boolean(posted.gameId) !== Boolean(posted.gameType)) throw new Invalid('LIVE_GAME_ID_AND_TYPE');
  await ctx.db.transaction(async (tx) => {
    const row = await ownedGame(tx, id, ownerId);
    if (posted.gameId && posted.gameType && !(await isGamePostedBy(tx, posted.gameId, posted.gameType, ownerId)))
      throw new Invalid('LIVE_GAME_NOT_POSTED_BY_YOU');
    if (row.endedAt && !posted.gameId) return; // ended already: nothing to add
    await endLiveGame(
      tx,
      id,
      ctx.now(),
      posted.gameId && posted.gameType ? { id: posted.gameId, gameType: posted.gameType } : null,
    );
    await insertEvent(tx, eventOf(id, row.seq, 'ended'));
  });
  return getLiveGame(ctx, id);
}

async function listItem(ctx: AppContext, row: LiveGameRow): Promise<TLiveGameListItem> {
  const owner = (await ctx.findPlayers([row.ownerId])).get(row.ownerId);
  return {
    id: row.id,
    owner: { id: row.ownerId, username: owner?.username ?? 'A player', avatarHash: owner?.avatarHash ?? null },
    gameMode: row.gameMode,
    summary: summarizeWatchEvents(row.events as TWatchEvent[], row.gameMode),
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getLiveGame(ctx: AppContext, id: string): Promise<TLiveGameView> {
  const row = await findLiveGame(ctx.db, id);
  if (!row) throw new NotFound('LIVE_GAME_NOT_FOUND');
  return {
    ...(await listItem(ctx, row)),
    events: row.events as TWatchEvent[],
    seq: row.seq,
    endedAt: row.endedAt?.toISOString() ?? null,
    postedGame:
      row.postedGameId && row.postedGameType
        ? { id: row.postedGameId, gameType: row.postedGameType as 'SINGLES' }
        : null,
  };
}

export async function listLiveGames(ctx: AppContext): Promise<TLiveGameListItem[]> {
  const rows = await findLiveGamesSince(ctx.db, new Date(ctx.now().getTime() - LIVE_WINDOW_MS), LISTED);
  return Promise.all(rows.map((row) => listItem(ctx, row)));
}
