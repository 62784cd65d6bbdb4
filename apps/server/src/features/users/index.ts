/**
 * Users: everything under /api/users (the leaderboard, player search, profiles, plots, an account and its edit, and
 * sign-up and passwords through auth's services). Depends on accounts, auth, league, search and teams.
 */
export { usersRoutes } from './users.routes.ts';
// bench/season-start.ts reads boards while a season starts.
export { leaderboard } from './users.service.ts';
