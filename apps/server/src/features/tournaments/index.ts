/** Tournaments: brackets of every game type, their competitors, seeding, skips and results. Depends on accounts, games, search and teams. */
export { tournamentsRoutes } from './tournaments.routes.ts';
