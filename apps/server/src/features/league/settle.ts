/**
 * Applying an accepted game to the league: stats, points, last game, achievements and their notifications, written
 * in the statement that claims the acceptance. Used by acceptance (by the opponent or the auto-accept job) and by
 * tournament results.
 */
import type { SQL } from 'drizzle-orm';
import {
  emptyPlayerStats,
  foldAcceptedGame,
  foldSeasonGame,
  playersOfAcceptedGame,
  type TAcceptedGame,
  type TGameSettlement,
  type TLeagueState,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import type { Guarded } from './settlement.ts';
import type { games } from '../../db/schema.ts';
import { achievementNote, notificationsInsertSql } from '../notifications/index.ts';
import { achievementsInsert } from './achievements.repository.ts';
import { acceptLines, touchLastGame } from './settlement.repository.ts';
import {
  currentSeasonHeld,
  savePlayerStats,
  saveSeasonTeamStats,
  saveTeamStats,
  type StatsAsRead,
} from './stats.repository.ts';

/** The stored body of a game as the rules replay it. */
export function acceptedGameOf(game: Pick<typeof games.$inferSelect, 'id' | 'gameType' | 'body'>): TAcceptedGame {
  return game.gameType === 'DOUBLES'
    ? { id: game.id, gameType: 'DOUBLES', body: game.body as Extract<TAcceptedGame, { gameType: 'DOUBLES' }>['body'] }
    : {
        id: game.id,
        gameType: game.gameType,
        body: game.body as Extract<TAcceptedGame, { gameType: 'SINGLES' }>['body'],
      };
}

export const playerIdsOf = playersOfAcceptedGame;

/** The players and teams whose stats a settlement writes: the keys it is serialised on (settlement.ts). */
export function settlementKeys(read: StatsAsRead): string[] {
  return [...read.players.keys(), ...read.teams.keys()];
}

/**
 * An accepted game (whose id is known) settled against its stats as read, by the league's one fold step: the writes
 * that store stats, points, the lines' points changes, last game, the achievements earned and their notifications,
 * for `claimSettlement` beside the claim of the acceptance. They are guarded (stats rows, awards, and the players' and
 * teams' league versions), so the statement lands only if nothing changed them since they were read: an acceptance
 * that read stale stats fails whole and reads again (`settleUntilLanded`). That also keeps acceptance order (the
 * claim's number) equal to the order in which each row's stats were applied, which recomputation replays: a
 * settlement that succeeds read its rows after every earlier one touching them committed.
 */
export function settlementWrites(
  tx: Tx,
  game: TAcceptedGame & { id: string },
  read: StatsAsRead,
  at: Date,
): { settlement: TGameSettlement; writes: Array<SQL | Guarded> } {
  const { settlement, awards } = foldAcceptedGame(stateAsRead(game, read), game, 0);
  // The season's ladder moves by the same step from its own values (domain seasons.ts).
  const season = foldSeasonGame(seasonStateAsRead(game, read), game);
  const version = (teamId: string) => read.teams.get(teamId)?.version ?? 0;
  return {
    settlement,
    writes: [
      savePlayerStats(
        null,
        game.gameType,
        settlement.players.map((p) => ({ playerId: p.playerId, stats: p.after })),
        at,
      ),
      acceptLines(tx, game.id, settlement.players, season.players),
      ...[...settlement.teams]
        .sort((a, b) => (a.teamId < b.teamId ? -1 : 1))
        .map((t) => saveTeamStats(tx, t.teamId, t.after, version(t.teamId))),
      currentSeasonHeld(read.seasonId),
      savePlayerStats(
        read.seasonId,
        game.gameType,
        season.players.map((p) => ({ playerId: p.playerId, stats: p.after })),
        at,
      ),
      ...[...season.teams]
        .sort((a, b) => (a.teamId < b.teamId ? -1 : 1))
        .map((t) => saveSeasonTeamStats(read.seasonId, t.teamId, t.after, at)),
      touchLastGame(
        settlement.players.map((p) => ({ playerId: p.playerId, version: read.players.get(p.playerId)?.version ?? 0 })),
        at,
      ),
      ...(awards.length
        ? [
            achievementsInsert(
              awards.map((a) => ({
                userId: a.playerId,
                achievement: a.achievement,
                gameType: a.gameType,
                gameId: game.id,
                dateAchieved: at,
              })),
            ),
          ]
        : []),
      ...notificationsInsertSql(
        awards.map((a) => ({
          userId: a.playerId,
          type: 'ACHIEVEMENT_UNLOCKED' as const,
          message: achievementNote(a.achievement),
          gameId: game.id,
          date: at,
        })),
      ),
    ],
  };
}

/** The season ladder as a settlement read it (no awards: they are all-time). */
function seasonStateAsRead(game: TAcceptedGame, read: StatsAsRead): TLeagueState {
  return {
    players: new Map([...read.players].map(([id, p]) => [id, { ...emptyPlayerStats(), [game.gameType]: p.season }])),
    teams: new Map([...read.teams].map(([id, t]) => [id, t.season])),
    achievements: new Map(),
  };
}

/** The league's state as a settlement read it: the fold starts from it (domain `foldAcceptedGame`). */
function stateAsRead(game: TAcceptedGame, read: StatsAsRead): TLeagueState {
  return {
    players: new Map([...read.players].map(([id, p]) => [id, { ...emptyPlayerStats(), [game.gameType]: p.stats }])),
    teams: new Map([...read.teams].map(([id, t]) => [id, t.stats])),
    achievements: new Map(
      [...read.players].map(([id, p]) => [
        id,
        p.held.map((achievement) => ({ playerId: id, achievement, gameType: game.gameType, gameIndex: -1 })),
      ]),
    ),
  };
}
