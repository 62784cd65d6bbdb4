import { eq } from 'drizzle-orm';
import type { TPost, TPostInput } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { posts } from '../../db/schema.ts';

type PostRow = typeof posts.$inferSelect;

function toPost(row: PostRow): TPost {
  return { id: row.id, title: row.title, description: row.description, signature: row.signature, date: row.date.toISOString() };
}

/** All posts, newest first. */
export async function findPosts(tx: Tx): Promise<TPost[]> {
  const rows = await tx.select().from(posts).orderBy(descNullsLast(posts.date)).limit(200);
  return rows.map(toPost);
}

export async function insertPost(tx: Tx, input: TPostInput & { authorId: string | null; date?: Date }): Promise<TPost> {
  const [row] = await tx.insert(posts).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return toPost(row);
}

export async function updatePost(tx: Tx, id: string, input: TPostInput): Promise<TPost | undefined> {
  const [row] = await tx.update(posts).set(input).where(eq(posts.id, id)).returning();
  return row && toPost(row);
}

export async function deletePost(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}
