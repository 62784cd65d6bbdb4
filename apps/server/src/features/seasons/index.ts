/**
 * Seasons (issue #25): /api/seasons, which ladder a read is about (`ladderOf`), and the current season's points
 * (points at stake, win probabilities, Elo seeding). Depends on notifications only; games, teams, tournaments and
 * users use it.
 */
export { findCurrentSeasonPoints } from './seasons.repository.ts';
export { seasonsRoutes } from './seasons.routes.ts';
// bench/season-start.ts times a season start directly.
export { ladderOf, startSeason } from './seasons.service.ts';
export { boardCount, boardPage } from './board-sections.ts';
