import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';

/** Liveness and database reachability. */
export function healthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}
