/**
 * Which cached reads a write can change, by endpoint: the writes' hooks invalidate these lists (invalidateEndpoints).
 * A new read endpoint whose answer moves with games, players or teams belongs in one of them.
 */
import type { EndpointName } from '@caps/domain/api/endpoints/index';

/** Team lists and pages: their stats and players move with team edits and with accepted doubles games. */
export const TEAM_READS = [
  'teams.ofUser',
  'teams.leaderboard',
  'teams.full',
] as const satisfies readonly EndpointName[];

/** Everything an accepted (or rejected) game or a tournament result can change in game lists, details and stats. */
export const GAME_READS = [
  'games.list',
  'games.get',
  'games.stake',
  'games.history',
  'games.historyOfType',
  'dashboard.games',
  'doubles.list',
  'doubles.get',
  'doubles.stake',
  'games.comparison',
  'games.audit',
  'games.actions',
  ...TEAM_READS,
] as const satisfies readonly EndpointName[];

/** Players' leaderboards, profiles, plots and search: points, stats, teams and names move with games and team edits. */
export const PLAYER_READS = [
  'users.leaderboard',
  'users.full',
  'users.plots',
  'users.search',
] as const satisfies readonly EndpointName[];

/** The seasons: starting or renaming one changes the list (and, with it, which ladder every board shows). */
export const SEASON_READS = ['seasons.list'] as const satisfies readonly EndpointName[];

/** The admins' queue of open disputes: reporting a problem adds to it, voiding or correcting a game empties it of that game. */
export const DISPUTE_READS = [
  'games.disputes',
  'games.actions',
  'games.audit',
] as const satisfies readonly EndpointName[];

/** Tournament lists, pages, the caller's actions on them, candidates and what reopening an entry would reset. */
export const TOURNAMENT_READS = [
  'tournaments.all',
  'tournaments.open',
  'tournaments.get',
  'tournaments.actions',
  'tournaments.candidates',
  'tournaments.reopenPreview',
] as const satisfies readonly EndpointName[];

/**
 * Reopening a tournament match voids games and replays history: besides the tournament, every game, player and
 * dispute read can move (lists, stats, points, plots, the voided games' pages and trails).
 */
export const REOPEN_READS = [
  ...GAME_READS,
  ...PLAYER_READS,
  ...DISPUTE_READS,
] as const satisfies readonly EndpointName[];
