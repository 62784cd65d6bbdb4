/**
 * Applying an accepted game to the league: stats, points, last game, achievements and their notifications, in the
 * caller's transaction. Used by acceptance (by the opponent or the auto-accept job) and by tournament results.
 */
import type { SQL } from 'drizzle-orm';
import {
  ACHIEVEMENT_NAMES,
  achievementsForSettlement,
  settleAcceptedGame,
  type TAcceptedGame,
  type TAchievement,
  type TGameSettlement,
  type TGameType,
  type TStats,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import type { GameRow } from '../games/games.repository.ts';
import { acceptLines, touchLastGame } from '../games/games.repository.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { insertAchievements } from './achievements.repository.ts';
import { lockPlayerStats, lockTeamStats, savePlayerStats, saveTeamStats, type LockedPlayer } from './stats.repository.ts';

/** The stored body of a game as the rules replay it. */
export function acceptedGameOf(game: Pick<GameRow, 'id' | 'gameType' | 'body'>): TAcceptedGame {
  return game.gameType === 'DOUBLES'
    ? { id: game.id, gameType: 'DOUBLES', body: game.body as Extract<TAcceptedGame, { gameType: 'DOUBLES' }>['body'] }
    : { id: game.id, gameType: game.gameType, body: game.body as Extract<TAcceptedGame, { gameType: 'SINGLES' }>['body'] };
}

export function playerIdsOf(game: TAcceptedGame): string[] {
  return game.gameType === 'DOUBLES' ? game.body.playerStatsDtos.map((s) => s.playerId) : [game.body.player1Stats.playerId, game.body.player2Stats.playerId];
}

export type LockedStats = { players: Map<string, LockedPlayer>; teams: Map<string, TStats> };

/** Locks the stats the game will change; call before claiming the decision so acceptance order equals apply order. */
export async function lockStatsFor(tx: Tx, game: TAcceptedGame): Promise<LockedStats> {
  const players = await lockPlayerStats(tx, playerIdsOf(game), game.gameType);
  const teams = game.gameType === 'DOUBLES' ? await lockTeamStats(tx, [game.body.team1, game.body.team2]) : new Map<string, TStats>();
  return { players, teams };
}

/** An accepted game's settlement and the writes that store it, for the caller to run together with its own. */
export type SettlementWrites = { settlement: TGameSettlement; writes: SQL[]; awards: Award[] };
type Award = { userId: string; achievement: TAchievement; gameType: TGameType; gameId: string | null; dateAchieved: Date };

/**
 * Settles an accepted game (whose id is known) against its locked stats: the writes that store stats, points, the
 * lines' points changes and last game (run them with `writeTogether`), and the achievements earned (`saveAwards`).
 */
export function settlementWrites(tx: Tx, game: TAcceptedGame & { id: string }, locked: LockedStats, at: Date): SettlementWrites {
  const stats = new Map([...locked.players].map(([id, p]) => [id, p.stats]));
  const settlement = settleAcceptedGame(game, stats, locked.teams);
  const earned = achievementsForSettlement(settlement, (id) => locked.players.get(id)?.held ?? []);
  return {
    settlement,
    writes: [
      savePlayerStats(game.gameType, settlement.players.map((p) => ({ playerId: p.playerId, stats: p.after })), at),
      acceptLines(tx, game.id, settlement.players),
      ...settlement.teams.map((t) => saveTeamStats(tx, t.teamId, t.after)),
      touchLastGame(tx, settlement.players.map((p) => p.playerId), at),
    ],
    awards: [...earned].flatMap(([userId, kinds]) => kinds.map((achievement) => ({ userId, achievement, gameType: game.gameType, gameId: game.id, dateAchieved: at }))),
  };
}

/** Stores new achievements (rare: each is earned once) and notifies their holders; a repeated award is skipped. */
export async function saveAwards(tx: Tx, awards: Award[]): Promise<void> {
  const inserted = await insertAchievements(tx, awards);
  await insertNotifications(
    tx,
    inserted.map((a) => ({ userId: a.userId, type: 'ACHIEVEMENT_UNLOCKED' as const, text: ACHIEVEMENT_NAMES[a.achievement], gameId: a.gameId, date: a.dateAchieved })),
  );
}
