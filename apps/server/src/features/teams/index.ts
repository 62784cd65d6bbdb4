/** Teams: two-player teams for doubles, their rosters, stats columns, leaderboard and pages. Depends on accounts and search. */
export { findTeamsByIds, type TeamRow } from './teams.repository.ts';
export { teamsRoutes } from './teams.routes.ts';
export { teamFullOf } from './teams.service.ts';
export { toTeamSummary } from './teams.view.ts';
