/**
 * Seasons (issue #25): /api/seasons, which ladder a read is about (`ladderOf`), and the ranks of a season's final
 * tables. Depends on notifications only; league (the season ledgers), teams and users use it.
 */
export { findCurrentSeasonPoints } from './seasons.repository.ts';
export { seasonsRoutes } from './seasons.routes.ts';
export { ladderOf, type Ladder } from './seasons.service.ts';
