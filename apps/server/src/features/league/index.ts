/**
 * League: the standings that accepted games make (stats, points, achievements), and the settlement module that owns
 * every write of results (settlement.ts: deciding games, tournament results, voids and corrections with their replay,
 * and the recomputation of everything from history). Depends on notifications and seasons (their awards); games and
 * tournaments call it (league never reads the games feature: what it needs of the games tables it queries itself).
 */
export { toAchievementView } from './league.view.ts';
export { diffLeague, rebuildLeague } from './recompute.ts';
export { changeHistory, type ChangeWrite, type ChangedGame, type PointsMove, type ReplayOutcome } from './replay.ts';
export { acceptedGameOf, playerIdsOf, settlementKeys, settlementWrites } from './settle.ts';
export { claimSettlement, lockSettlementKeys, REPLAY_LIMITS, settleUntilLanded, type Guarded } from './settlement.ts';
export { statsAsRead, statsByType, statsOfGame, type StatsAsRead } from './stats.repository.ts';
