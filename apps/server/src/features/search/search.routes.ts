import { z } from 'zod';
import { ZError, ZSearchQuery, ZSearchResult } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/read-cache.ts';
import { search } from './search.service.ts';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/** The search page's players and teams. */
export function searchRoutes(app: App, ctx: AppContext): void {
  app.get('/api/search', { ...cachedRead, schema: { tags: ['search'], querystring: ZSearchQuery, response: { 200: z.array(ZSearchResult), ...errors } } }, (req) =>
    search(ctx, req.query.searchType, req.query.searchString),
  );
}
