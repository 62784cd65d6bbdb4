import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import * as seasons from './seasons.service.ts';

/** /api/seasons: everyone lists them; admins start and rename (the endpoints' access). */
export function seasonsRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'seasons.list', () => seasons.listSeasons(ctx));
  implement(app, ctx, 'seasons.start', ({ body }) => seasons.startSeason(ctx, body.name, body.endsSeasonId));
  implement(app, ctx, 'seasons.rename', ({ params, body }) => seasons.renameSeason(ctx, params.id, body.name));
}
