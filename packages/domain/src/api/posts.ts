/** News feed posts (SPEC.md §3 Post). */
import { z } from 'zod';
import { POST_MESSAGE_KEYS } from '../enums.ts';
import { codeMessage } from '../i18n/coded-message.ts';

export const ZPost = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  description: z.string(),
  signature: z.string(),
  messageKey: z
    .enum(POST_MESSAGE_KEYS)
    .nullable()
    .describe(
      "A post the server wrote: the client shows its own words for it in the reader's language (title, description and signature hold the English); null for an admin's post",
    ),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostInput = z.object({
  title: z
    .string({ error: codeMessage('POST_TITLE_REQUIRED') })
    .trim()
    .min(1, codeMessage('POST_TITLE_REQUIRED'))
    .max(200, codeMessage('POST_TITLE_TOO_LONG', { max: 200 })),
  description: z
    .string({ error: codeMessage('POST_TEXT_REQUIRED') })
    .trim()
    .min(1, codeMessage('POST_TEXT_REQUIRED'))
    .max(10_000, codeMessage('POST_TEXT_TOO_LONG', { max: 10_000 })),
  signature: z
    .string({ error: codeMessage('POST_SIGNATURE_REQUIRED') })
    .trim()
    .min(1, codeMessage('POST_SIGNATURE_REQUIRED'))
    .max(100, codeMessage('POST_SIGNATURE_TOO_LONG', { max: 100 })),
});
export type TPostInput = z.infer<typeof ZPostInput>;
