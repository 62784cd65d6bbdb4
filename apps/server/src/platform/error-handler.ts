/**
 * One error handler: domain errors, validation, malformed bodies and limits become `{ error, code, params? }` with a
 * 4xx; nothing leaks. `code` is one of `@caps/domain/i18n/error-codes`; `error` is its text in the request's
 * `Accept-Language`, English without one (what earlier clients always read; see ARCHITECTURE.md, "Errors and languages").
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codedIssue, GameRuleError, type ErrorCode, type TErrorParams, type TLanguage } from '@caps/domain';
import { errorTextIn } from '@caps/domain/i18n/word-text';
import { AppError } from './errors.ts';
import { answerLanguage } from './language.ts';

const FASTIFY_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'EMPTY_BODY'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_CONTENT_LENGTH'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'INVALID_CONTENT_TYPE'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'BODY_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'BODY_TOO_LARGE'],
  FST_ERR_BAD_URL: [400, 'MALFORMED_URL'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST'],
};

/** Postgres errors that bad input can still reach (a race on a unique key, a value out of range). */
const PG_CODES: Record<string, [number, ErrorCode]> = {
  '23505': [409, 'ALREADY_EXISTS'],
  '23503': [409, 'REFERENCE_MISSING'],
  '22P02': [400, 'INVALID_VALUE'],
  '22003': [400, 'NUMBER_OUT_OF_RANGE'],
  '22001': [400, 'VALUE_TOO_LONG'],
  '40001': [409, 'REQUEST_CONFLICT'],
  '40P01': [409, 'REQUEST_CONFLICT'],
};

/** The answer of a refusal: the English text, its code, and the parameters of the code's message when it has some. */
export function refusalBody(
  error: string,
  code: ErrorCode,
  params?: TErrorParams,
): { error: string; code: ErrorCode; params?: TErrorParams } {
  return params && Object.keys(params).length > 0 ? { error, code, params } : { error, code };
}

/** The answer of a refusal by its code, worded in `language`. */
export function codedRefusal(
  language: TLanguage,
  code: ErrorCode,
  params?: TErrorParams,
): { error: string; code: ErrorCode; params?: TErrorParams } {
  return refusalBody(errorTextIn(language, code, params), code, params);
}

/** A validation issue: a domain schema's coded message, or zod's own wording (a schema without a message of ours). */
function issueOf(
  language: TLanguage,
  message: string | undefined,
): { text: string; code: ErrorCode; params?: TErrorParams } {
  const coded = message === undefined ? undefined : codedIssue(message);
  if (coded) return { text: errorTextIn(language, coded.code, coded.params), ...coded };
  return { text: message ?? errorTextIn(language, 'INVALID_VALUE'), code: 'INVALID_VALUE' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    const language = answerLanguage(request);
    // In English an error keeps its own message (a live log's refusal says which event is wrong).
    const worded = (e: AppError | GameRuleError) =>
      language === 'en' ? refusalBody(e.message, e.code, e.params) : codedRefusal(language, e.code, e.params);
    if (err instanceof AppError) return reply.status(err.status).send({ ...err.extra, ...worded(err) });
    if (err instanceof GameRuleError) return reply.status(400).send(worded(err));
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A domain schema's message carries its code; zod's own wording is INVALID_VALUE, its text kept.
      const read = err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath}`,
        ...issueOf(language, v.message),
      }));
      const issues = read.map(({ path, text }) => ({ path, message: text }));
      const first = read[0];
      const body = first
        ? refusalBody(first.text, first.code, first.params)
        : codedRefusal(language, 'INVALID_REQUEST');
      return reply.status(400).send({ issues, ...body });
    }
    const pgCode = postgresCode(err);
    const mapped = (err.code && FASTIFY_CODES[err.code]) || (pgCode && PG_CODES[pgCode]) || undefined;
    if (mapped) return reply.status(mapped[0]).send(codedRefusal(language, mapped[1]));
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      if (err.statusCode === 429) return reply.status(429).send(codedRefusal(language, 'TOO_MANY_REQUESTS'));
      return reply.status(err.statusCode).send(refusalBody(err.message, 'BAD_REQUEST'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(codedRefusal(language, 'SERVER_ERROR'));
  });
}

/** The SQLSTATE of a database error, also when drizzle wraps it as the cause. */
export function postgresCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a unique violation hit, also when wrapped. */
export function violatedConstraint(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
  }
  return undefined;
}
