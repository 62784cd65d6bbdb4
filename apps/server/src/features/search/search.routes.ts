import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { search } from './search.service.ts';

/** Players and teams by name, for everyone. */
export function searchRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'search.all', ({ query }) => search(ctx, query.searchType, query.searchString));
}
