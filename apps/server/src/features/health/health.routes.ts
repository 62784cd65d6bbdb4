import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { pingDatabase } from './health.repository.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(app: App, ctx: AppContext): void {
  // Does no work at all: a probe for load balancers, and the benchmark's baseline.
  app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await pingDatabase(ctx.db);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}
