/** How a post of the news feed shows in API answers. */
import type { TPost } from '@caps/domain';
import type { posts } from '../../db/schema.ts';

export function toPost(row: typeof posts.$inferSelect): TPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    signature: row.signature,
    date: row.date.toISOString(),
    messageKey: row.messageKey,
  };
}
