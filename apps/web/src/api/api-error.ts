/**
 * Errors of calls to /api, carrying the HTTP status and the server's readable text: the message of its error `code` in
 * the user's language (the catalogue's `error.<CODE>`, packages/domain/src/i18n), else its English `error`.
 */
import { translate, translateIfKnown } from '../i18n/i18n.ts';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The parsed error body, for answers that carry more than a message (a 409 names the game already posted). */
  readonly body: unknown;
  /** The server's stable error code (`NOT_FOUND`, `USERNAME_TOO_LONG`...), when it sent one. */
  readonly code: string | undefined;

  constructor(status: number, serverMessage?: string, fallback?: string, body?: unknown, code?: string) {
    super(
      serverMessage ?? fallback ?? (status === 0 ? translate('api.unreachable') : translate('api.failed', { status })),
    );
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    this.code = code;
  }
}

/** The session could not be kept (refresh refused or token unreadable); the user has been signed out. */
export class SessionEndedError extends ApiError {
  constructor(message: string) {
    super(401, undefined, message);
    this.name = 'SessionEndedError';
  }
}

/** `{ error, code, params }`'s code and its parameters, when the body has them. */
function codeOf(body: object): { code: string; params: Record<string, string | number> } | undefined {
  if (!('code' in body) || typeof body.code !== 'string') return undefined;
  const params =
    'params' in body && typeof body.params === 'object' && body.params !== null
      ? (body.params as Record<string, string | number>)
      : {};
  return { code: body.code, params };
}

/**
 * The readable text of an error body: its code's message in the user's language, else `{error}`, or a framework
 * error's `{statusCode, message}`.
 */
function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const coded = codeOf(body);
  const translated = coded && translateIfKnown(`error.${coded.code}`, coded.params);
  if (translated) return translated;
  // Framework errors (e.g. rate limiting) carry a generic `error` ("Too Many Requests") and the detail in `message`.
  if (
    'statusCode' in body &&
    typeof body.statusCode === 'number' &&
    'message' in body &&
    typeof body.message === 'string'
  )
    return body.message;
  return 'error' in body && typeof body.error === 'string' ? body.error : undefined;
}

/** Reads the server's message from a failed response. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const code = typeof body === 'object' && body !== null ? codeOf(body)?.code : undefined;
  return new ApiError(response.status, errorMessageOf(body), undefined, body, code);
}

/** The server's text if any, otherwise the given fallback (SPEC.md §8 "server error text, otherwise ..."). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * True when a read of one thing by its address found nothing: a 404, or a 400 for an id that cannot exist (the server
 * refuses a malformed id before looking), which the pages show alike as their "not found" card.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
