/** The readiness probe's query. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The smallest round trip: resolves when the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
