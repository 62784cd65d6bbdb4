/** News feed posts (SPEC.md §3 Post). */
import { z } from 'zod';

export const ZPost = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  description: z.string(),
  signature: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostInput = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title cannot be longer than 200 characters'),
  description: z.string({ error: 'Text is required' }).trim().min(1, 'Text is required').max(10_000, 'Text cannot be longer than 10000 characters'),
  signature: z.string({ error: 'Signature is required' }).trim().min(1, 'Signature is required').max(100, 'Signature cannot be longer than 100 characters'),
});
export type TPostInput = z.infer<typeof ZPostInput>;
