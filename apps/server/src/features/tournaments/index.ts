/** Tournaments: brackets of every game type, their competitors, seeding, skips, results and reopened matches. Depends on accounts, games, notifications, search and teams. */
export { tournamentsRoutes } from './tournaments.routes.ts';
export { tournamentResults } from './tournaments.port.ts';
