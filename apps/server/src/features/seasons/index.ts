/**
 * Seasons (issue #25): /api/seasons, which ladder a read is about (`ladderOf`), the current season's points (points
 * at stake, win probabilities, Elo seeding), and the season awards of ended seasons' final tables (season-awards.ts:
 * granted when a season ends, reviewed when the league replays an ended season's games). Depends on notifications
 * only; league, games, teams, tournaments and users use it.
 */
export { findCurrentSeasonPoints } from './seasons.repository.ts';
export { seasonsRoutes } from './seasons.routes.ts';
// bench/season-start.ts times a season start directly.
export { ladderOf, startSeason } from './seasons.service.ts';
export { boardCount, boardPage } from './board-sections.ts';
export { reviewSeasonAwards } from './season-awards.ts';
