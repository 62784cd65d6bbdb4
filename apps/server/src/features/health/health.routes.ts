import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { pingDatabase } from './health.repository.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'health.live', () => ({ status: 'ok' as const }));
  implement(app, ctx, 'health.ready', async () => {
    await pingDatabase(ctx.db);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}
