/** Shapes shared by every resource: errors, ids, pages. */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { LIMITS } from '../limits.ts';

/**
 * A refusal: `error` is the English text (what every earlier client shows), `code` one of `i18n/error-codes.ts` for a
 * client to show in its language, `params` the values of the code's message placeholders (`{max}`), when it has some.
 */
export const ZError = z.object({
  error: z.string(),
  code: z
    .string()
    .describe('A stable code of @caps/domain/i18n/error-codes (the client shows its message in the chosen language)'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The values of the code's message placeholders"),
});
export type TError = z.infer<typeof ZError>;

/**
 * The 409 of posting a game: `id` is there when the post was refused as identical to the poster's pending game
 * posted in the last 5 minutes ("This game was already posted"). A retrying client treats that as done; a person may
 * open that game, or post again with `confirmRepeat: true` when the repeat is meant (a rematch with the same result).
 */
export const ZPostConflict = ZError.extend({
  id: z
    .string()
    .optional()
    .describe('The pending game an identical post already stored (error "This game was already posted")'),
});

export const ZId = z.uuid({ error: codeMessage('INVALID_ID') });
export const ZIdParams = z.object({ id: ZId });

/** Query of a paged list: 0-based pageNumber, pageSize capped. */
export function pageQuery(defaultSize: number) {
  return z.object({
    pageNumber: z.coerce
      .number({ error: codeMessage('FIELD_NUMBER', { field: 'pageNumber' }) })
      .int(codeMessage('FIELD_INTEGER', { field: 'pageNumber' }))
      .min(0, codeMessage('FIELD_MIN', { field: 'pageNumber', min: 0 }))
      .max(1_000_000, codeMessage('FIELD_TOO_LARGE', { field: 'pageNumber' }))
      .default(0),
    pageSize: z.coerce
      .number({ error: codeMessage('FIELD_NUMBER', { field: 'pageSize' }) })
      .int(codeMessage('FIELD_INTEGER', { field: 'pageSize' }))
      .min(1, codeMessage('FIELD_AT_LEAST', { field: 'pageSize', min: 1 }))
      .max(LIMITS.maxPageSize, codeMessage('FIELD_AT_MOST', { field: 'pageSize', max: LIMITS.maxPageSize }))
      .default(defaultSize),
  });
}

/** Paged response of SERVER-RULES.md §1. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export type TPage<T> = {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
  first: boolean;
  last: boolean;
};

/** Builds a page object from one page of items and the total count. */
export function toPage<T>(content: T[], totalElements: number, pageNumber: number, pageSize: number): TPage<T> {
  const totalPages = Math.ceil(totalElements / pageSize);
  return {
    content,
    totalPages,
    totalElements,
    number: pageNumber,
    size: pageSize,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
  };
}
