/**
 * Applying an accepted game to the league: stats, points, last game, achievements and their notifications, written
 * in the statement that claims the acceptance. Used by acceptance (by the opponent or the auto-accept job) and by
 * tournament results.
 */
import type { SQL } from 'drizzle-orm';
import { ACHIEVEMENT_NAMES, achievementsForSettlement, settleAcceptedGame, type TAcceptedGame, type TGameSettlement } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import type { Guarded } from '../../db/write-together.ts';
import type { games } from '../../db/schema.ts';
import { notificationsInsert } from '../notifications/index.ts';
import { achievementsInsert } from './achievements.repository.ts';
import { acceptLines, touchLastGame } from './settlement.repository.ts';
import { savePlayerStats, saveTeamStats, type StatsAsRead } from './stats.repository.ts';

/** The stored body of a game as the rules replay it. */
export function acceptedGameOf(game: Pick<typeof games.$inferSelect, 'id' | 'gameType' | 'body'>): TAcceptedGame {
  return game.gameType === 'DOUBLES'
    ? { id: game.id, gameType: 'DOUBLES', body: game.body as Extract<TAcceptedGame, { gameType: 'DOUBLES' }>['body'] }
    : { id: game.id, gameType: game.gameType, body: game.body as Extract<TAcceptedGame, { gameType: 'SINGLES' }>['body'] };
}

export function playerIdsOf(game: TAcceptedGame): string[] {
  return game.gameType === 'DOUBLES' ? game.body.playerStatsDtos.map((s) => s.playerId) : [game.body.player1Stats.playerId, game.body.player2Stats.playerId];
}

/** The players and teams whose stats a settlement writes: the keys it is serialised on (db/write-together.ts). */
export function settlementKeys(read: StatsAsRead): string[] {
  return [...read.players.keys(), ...read.teams.keys()];
}

/**
 * An accepted game (whose id is known) settled against its stats as read: the writes that store stats, points, the
 * lines' points changes, last game, the achievements earned and their notifications, for `claimTogether` beside the
 * claim of the acceptance. Stats and awards are guarded writes, so the statement lands only if nothing changed them
 * since they were read: an acceptance that read stale stats fails whole and reads again (`settleUntilLanded`). That also
 * keeps acceptance order (the claim's number) equal to the order in which each row's stats were applied, which
 * recomputation replays: a settlement that succeeds read its rows after every earlier one touching them committed.
 */
export function settlementWrites(tx: Tx, game: TAcceptedGame & { id: string }, read: StatsAsRead, at: Date): { settlement: TGameSettlement; writes: Array<SQL | Guarded> } {
  const stats = new Map([...read.players].map(([id, p]) => [id, p.stats]));
  const teamStats = new Map([...read.teams].map(([id, t]) => [id, t.stats]));
  const settlement = settleAcceptedGame(game, stats, teamStats);
  const earned = achievementsForSettlement(settlement, (id) => read.players.get(id)?.held ?? []);
  const awards = [...earned].flatMap(([userId, kinds]) => kinds.map((achievement) => ({ userId, achievement, gameType: game.gameType, gameId: game.id, dateAchieved: at })));
  return {
    settlement,
    writes: [
      savePlayerStats(
        game.gameType,
        settlement.players.map((p) => ({ playerId: p.playerId, stats: p.after })),
        at,
      ),
      acceptLines(tx, game.id, settlement.players),
      ...[...settlement.teams].sort((a, b) => (a.teamId < b.teamId ? -1 : 1)).map((t) => saveTeamStats(tx, t.teamId, t.after)),
      touchLastGame(
        tx,
        settlement.players.map((p) => p.playerId),
        at,
      ),
      ...(awards.length ? [achievementsInsert(awards)] : []),
      ...notificationsInsert(awards.map((a) => ({ userId: a.userId, type: 'ACHIEVEMENT_UNLOCKED' as const, text: ACHIEVEMENT_NAMES[a.achievement], gameId: a.gameId, date: at }))),
    ],
  };
}
