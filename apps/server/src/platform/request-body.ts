/**
 * What every request body goes through before its endpoint's guard and validation: a multipart body becomes its fields
 * (the routes take no files), and NUL characters are refused up front (PostgreSQL text cannot hold them) instead of
 * failing deep in a query.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../context.ts';
import { AppError, Invalid } from './errors.ts';

/** The preValidation hook, written with `done` so that the usual request, which is not multipart, costs no promise. */
export function registerBodyChecks(app: App): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const check = () =>
      hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params)
        ? new Invalid('NUL_CHARACTER')
        : undefined;
    if (!request.isMultipart()) return done(check());
    readMultipartFields(request).then(
      (fields) => {
        request.body = fields;
        done(check());
      },
      (error: Error) => done(error),
    );
  });
}

/**
 * A multipart form's fields as a plain body (a repeated name gives an array). Read here rather than by the plugin's
 * attachFieldsToBody, whose parse errors (no boundary, a form that never ends) are plain errors that became 500s:
 * anything wrong with the form is the client's, a 400, or a 413 past a limit.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer(); // a file breaks the files limit (0): drained so the limit's error comes through
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(413, 'BODY_TOO_LARGE');
      const previous = fields.get(part.fieldname);
      fields.set(
        part.fieldname,
        previous === undefined ? part.value : [...(Array.isArray(previous) ? previous : [previous]), part.value],
      );
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_FILES_LIMIT') throw new Invalid('FILES_NOT_ALLOWED');
    if (statusCode === 413) throw new AppError(413, 'BODY_TOO_LARGE');
    throw new Invalid('INVALID_MULTIPART');
  }
  return Object.fromEntries(fields);
}

function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNulCharacter(v, depth + 1));
}
