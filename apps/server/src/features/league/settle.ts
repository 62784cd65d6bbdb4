/**
 * Applying an accepted game to the league: stats, points, last game, achievements and their notifications, in the
 * caller's transaction. Used by acceptance (by the opponent or the auto-accept job) and by tournament results.
 */
import { ACHIEVEMENT_NAMES, achievementsForSettlement, settleAcceptedGame, type TAcceptedGame, type TGameSettlement, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import type { GameRow } from '../games/games.repository.ts';
import { setPointsChanges, touchLastGame } from '../games/games.repository.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { findHeldAchievements, insertAchievements } from './achievements.repository.ts';
import { lockPlayerStats, lockTeamStats, savePlayerStats, saveTeamStats } from './stats.repository.ts';

/** The stored body of a game as the rules replay it. */
export function acceptedGameOf(game: Pick<GameRow, 'id' | 'gameType' | 'body'>): TAcceptedGame {
  return game.gameType === 'DOUBLES'
    ? { id: game.id, gameType: 'DOUBLES', body: game.body as Extract<TAcceptedGame, { gameType: 'DOUBLES' }>['body'] }
    : { id: game.id, gameType: game.gameType, body: game.body as Extract<TAcceptedGame, { gameType: 'SINGLES' }>['body'] };
}

export function playerIdsOf(game: TAcceptedGame): string[] {
  return game.gameType === 'DOUBLES' ? game.body.playerStatsDtos.map((s) => s.playerId) : [game.body.player1Stats.playerId, game.body.player2Stats.playerId];
}

export type LockedStats = { players: Map<string, TStats>; teams: Map<string, TStats> };

/** Locks the stats the game will change; call before claiming the decision so acceptance order equals apply order. */
export async function lockStatsFor(tx: Tx, game: TAcceptedGame): Promise<LockedStats> {
  const players = await lockPlayerStats(tx, playerIdsOf(game), game.gameType);
  const teams = game.gameType === 'DOUBLES' ? await lockTeamStats(tx, [game.body.team1, game.body.team2]) : new Map<string, TStats>();
  return { players, teams };
}

/** Writes the settlement of an accepted game whose stats rows are locked. */
export async function applyAcceptedGame(tx: Tx, game: TAcceptedGame, locked: LockedStats, at: Date): Promise<TGameSettlement> {
  const settlement = settleAcceptedGame(game, locked.players, locked.teams);
  for (const p of settlement.players) await savePlayerStats(tx, p.playerId, game.gameType, p.after, at);
  if (game.id) await setPointsChanges(tx, game.id, settlement.players);
  for (const t of settlement.teams) await saveTeamStats(tx, t.teamId, t.after);
  await touchLastGame(tx, settlement.players.map((p) => p.playerId), at);

  const held = await findHeldAchievements(tx, settlement.players.map((p) => p.playerId));
  const earned = achievementsForSettlement(settlement, (id) => held.get(id) ?? []);
  const awards = [...earned].flatMap(([userId, kinds]) => kinds.map((achievement) => ({ userId, achievement, gameType: game.gameType, gameId: game.id ?? null, dateAchieved: at })));
  const inserted = await insertAchievements(tx, awards);
  await insertNotifications(
    tx,
    inserted.map((a) => ({ userId: a.userId, type: 'ACHIEVEMENT_UNLOCKED' as const, text: ACHIEVEMENT_NAMES[a.achievement], gameId: game.id ?? null, date: at })),
  );
  return settlement;
}
