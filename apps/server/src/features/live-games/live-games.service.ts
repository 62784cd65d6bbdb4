/**
 * Shared live games: the owner's phone sends its event log in batches (each replaces the log from `from` on; a
 * batch whose `seq` the server already passed changes nothing, so retries and late batches are harmless); the log is
 * read by the domain's rules (`summarizeWatchEvents`), which refuse one no live game writes. Every change adds a
 * public `live-game` event in its transaction, so watch pages move within a second.
 */
import { summarizeWatchEvents, type TGameMode, type TLiveGameListItem, type TLiveGameView, type TWatchEvent } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { insertEvent } from '../events/index.ts';
import { endLiveGame, findLiveGame, findLiveGamesSince, insertLiveGame, isGamePostedBy, lockLiveGame, saveLiveGameEvents, type LiveGameRow } from './live-games.repository.ts';

/** A game not moved for this long is no longer "live now". */
const LIVE_WINDOW_MS = 15 * 60_000;
const LISTED = 20;

const eventOf = (id: string, seq: number, ended = false) => ({ userId: null, type: 'live-game', data: ended ? { id, seq, ended: true } : { id, seq } });

export async function createLiveGame(ctx: AppContext, ownerId: string, gameMode: TGameMode): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const id = await insertLiveGame(tx, ownerId, gameMode, ctx.now());
    await insertEvent(tx, eventOf(id, 0));
    return { id };
  });
}

/** The owner's game, locked; 404 unknown, 403 another's. */
async function ownedGame(tx: Tx, id: string, ownerId: string): Promise<LiveGameRow> {
  const row = await lockLiveGame(tx, id);
  if (!row) throw new NotFound('LIVE_GAME_NOT_FOUND');
  if (row.ownerId !== ownerId) throw new Forbidden('LIVE_GAME_NOT_SCORER');
  return row;
}

export async function pushLiveEvents(ctx: AppContext, id: string, ownerId: string, batch: { seq: number; from: number; events: TWatchEvent[]; gameMode: TGameMode }) {
  return ctx.db.transaction(async (tx) => {
    const row = await ownedGame(tx, id, ownerId);
    const stored = row.events as TWatchEvent[];
    if (row.endedAt) throw new AppError(409, 'LIVE_GAME_ENDED');
    if (batch.seq <= row.seq) return { seq: row.seq, events: stored.length }; // sent again, or overtaken by a newer batch
    if (batch.from > stored.length) throw new AppError(409, { code: 'LIVE_GAME_SEND_FROM', params: { events: stored.length } }, { events: String(stored.length) });
    const events = [...stored.slice(0, batch.from), ...batch.events];
    summarizeWatchEvents(events, batch.gameMode); // a log no live game writes is a 400
    await saveLiveGameEvents(tx, id, { events, seq: batch.seq, gameMode: batch.gameMode, now: ctx.now() });
    await insertEvent(tx, eventOf(id, batch.seq));
    return { seq: batch.seq, events: events.length };
  });
}

export async function endSharedGame(ctx: AppContext, id: string, ownerId: string, posted: { gameId?: string; gameType?: string }): Promise<TLiveGameView> {
  if (Boolean(posted.gameId) !== Boolean(posted.gameType)) throw new Invalid('LIVE_GAME_ID_AND_TYPE');
  await ctx.db.transaction(async (tx) => {
    const row = await ownedGame(tx, id, ownerId);
    if (posted.gameId && posted.gameType && !(await isGamePostedBy(tx, posted.gameId, posted.gameType, ownerId))) throw new Invalid('LIVE_GAME_NOT_POSTED_BY_YOU');
    if (row.endedAt && !posted.gameId) return; // ended already: nothing to add
    await endLiveGame(tx, id, ctx.now(), posted.gameId && posted.gameType ? { id: posted.gameId, gameType: posted.gameType } : null);
    await insertEvent(tx, eventOf(id, row.seq, true));
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
    postedGame: row.postedGameId && row.postedGameType ? { id: row.postedGameId, gameType: row.postedGameType as 'SINGLES' } : null,
  };
}

export async function listLiveGames(ctx: AppContext): Promise<TLiveGameListItem[]> {
  const rows = await findLiveGamesSince(ctx.db, new Date(ctx.now().getTime() - LIVE_WINDOW_MS), LISTED);
  return Promise.all(rows.map((row) => listItem(ctx, row)));
}
