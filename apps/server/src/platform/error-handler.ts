/** One error handler: domain errors, validation, malformed bodies and limits become `{ error }` with a 4xx; nothing leaks. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GameRuleError } from '@caps/domain';
import { AppError } from './errors.ts';

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Invalid content type'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Unsupported content type'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The request body is too large'],
  FST_PARTS_LIMIT: [413, 'The request body is too large'],
  FST_FIELDS_LIMIT: [413, 'The request body is too large'],
  FST_ERR_BAD_URL: [400, 'Malformed URL'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request'],
};

/** Postgres errors that bad input can still reach (a race on a unique key, a value out of range). */
const PG_CODES: Record<string, [number, string]> = {
  '23505': [409, 'This already exists'],
  '23503': [409, 'A referenced item does not exist'],
  '22P02': [400, 'Invalid value'],
  '22003': [400, 'A number is out of range'],
  '22001': [400, 'A value is too long'],
  '40001': [409, 'The request conflicted with another one; try again'],
  '40P01': [409, 'The request conflicted with another one; try again'],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send({ ...err.extra, error: err.message });
    if (err instanceof GameRuleError) return reply.status(400).send({ error: err.message });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({ path: `${err.validationContext ?? ''}${v.instancePath}`, message: v.message ?? 'Invalid value' }));
      return reply.status(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    const pgCode = postgresCode(err);
    const mapped = (err.code && FASTIFY_CODES[err.code]) || (pgCode && PG_CODES[pgCode]) || undefined;
    if (mapped) return reply.status(mapped[0]).send({ error: mapped[1] });
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.statusCode === 429 ? 'Too many requests, try again later' : err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side' });
  });
}

/** The SQLSTATE of a database error, also when drizzle wraps it as the cause. */
export function postgresCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a unique violation hit, also when wrapped. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
  }
  return undefined;
}
