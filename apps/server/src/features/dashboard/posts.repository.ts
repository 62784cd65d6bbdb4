/** Queries of the news feed's posts. */
import { eq, sql } from 'drizzle-orm';
import type { TPost, TPostInput, TPostMessageKey } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { meta, posts } from '../../db/schema.ts';
import { toPost } from './posts.view.ts';

/** All posts, newest first. */
export async function findPosts(tx: Tx): Promise<TPost[]> {
  const rows = await tx.select().from(posts).orderBy(descNullsLast(posts.date)).limit(200);
  return rows.map(toPost);
}

export async function insertPost(
  tx: Tx,
  input: TPostInput & { authorId: string | null; date?: Date; messageKey?: TPostMessageKey },
): Promise<TPost> {
  const [row] = await tx.insert(posts).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return toPost(row);
}

/** An admin's edit: the post is their words from now on, shown as written (no longer the server's, worded per reader). */
export async function updatePost(tx: Tx, id: string, input: TPostInput): Promise<TPost | undefined> {
  const [row] = await tx
    .update(posts)
    .set({ ...input, messageKey: null })
    .where(eq(posts.id, id))
    .returning();
  return row && toPost(row);
}

export async function deletePost(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}

/** Records in `meta` that the welcome post was seeded; false when it had been already (deleting it keeps it deleted). */
export async function claimWelcomePost(tx: Tx): Promise<boolean> {
  const inserted = await tx
    .insert(meta)
    .values({ key: 'welcome-post', value: sql`'true'::jsonb` })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}
