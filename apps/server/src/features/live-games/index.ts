/** Live games: games being scored that anyone can watch (issue 28). Depends on events. */
export { liveGamesRoutes } from './live-games.routes.ts';
