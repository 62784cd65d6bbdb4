/** The team leaderboard (GET /api/teams), the Teams tab of /doubles. */
export { TeamLeaderboard } from './TeamLeaderboard.tsx';
