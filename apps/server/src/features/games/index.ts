/**
 * Games: posting solo and doubles games, accepting and rejecting them (settled by league), the lists, details,
 * stakes and head-to-head. Depends on accounts, league, notifications and teams.
 */
// Reopening a tournament match voids its games (and those of what depended on it) through the games' corrections.
export { voidReopenedResults } from './corrections.service.ts';
export { doublesGameRecord, soloGameRecord, storedDoublesBody, type GameRecord } from './game-records.ts';
export { gamesRoutes } from './games.routes.ts';
export { autoAcceptDueGames, decideReportedGame, insertAcceptedGame, latestGames } from './games.service.ts';
// Tournament results reported by their competitors (issue 27): pending games of the tournament.
export { insertReportedGame, withdrawReportedGames } from './reported-results.ts';
// The bench generator writes games as posting and deciding do.
// A void or a correction of a tournament result reaches its bracket through the tournaments feature.
export { ACTIVE_REQUEST } from './games.texts.ts';
