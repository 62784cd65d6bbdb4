import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { createLiveGame, endSharedGame, getLiveGame, listLiveGames, pushLiveEvents } from './live-games.service.ts';

/** Live games anyone can watch (issue 28). */
export function liveGamesRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'liveGames.create', ({ body, auth }) => createLiveGame(ctx, auth.userId, body.gameMode));
  implement(app, ctx, 'liveGames.push', ({ params, body, auth }) => pushLiveEvents(ctx, params.id, auth.userId, body));
  implement(app, ctx, 'liveGames.end', ({ params, body, auth }) => endSharedGame(ctx, params.id, auth.userId, body));
  implement(app, ctx, 'liveGames.list', () => listLiveGames(ctx));
  implement(app, ctx, 'liveGames.get', ({ params }) => getLiveGame(ctx, params.id));
}
