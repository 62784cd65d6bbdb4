/** Players, as other features show them: the player leaderboard (GET /api/users) and the player search field. */
export { LeaderboardTab } from './leaderboard/LeaderboardTab.tsx';
export { OpponentSearch } from './OpponentSearch.tsx';
