/**
 * League: the standings that accepted games make (stats, points, achievements), the settlement of an accepted game
 * and the recomputation of everything from history. Depends on notifications only; games and tournaments call it
 * (league never reads the games feature: what it needs of the games tables it queries itself).
 */
export { toAchievementView } from './league.view.ts';
export { diffLeague, rebuildLeague } from './recompute.ts';
export { acceptedGameOf, playerIdsOf, settlementKeys, settlementWrites } from './settle.ts';
export { findPlayerStats, statsAsRead, statsByType, statsOfGame, type StatsAsRead } from './stats.repository.ts';
