import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import * as players from './players.service.ts';

/** Everything a player looks at about players. */
export function playersRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'users.leaderboard', ({ query }) => players.leaderboard(ctx, query.gameType, query.pageNumber, query.pageSize));
  implement(app, ctx, 'users.search', ({ query }) => players.searchUsers(ctx, query.username.trim(), query.pageNumber, query.pageSize));
  implement(app, ctx, 'users.full', ({ params }) => players.fullProfile(ctx, params.id));
  implement(app, ctx, 'users.plots', ({ params, query }) => players.plots(ctx, params.id, query.gameType));
  implement(app, ctx, 'users.comparison', ({ params }) => players.compare(ctx, params.id, params.opponentId, params.gameType));
  implement(app, ctx, 'search.all', ({ query }) => players.search(ctx, query.searchType, query.searchString));
}
