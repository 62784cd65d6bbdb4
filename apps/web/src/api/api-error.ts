/** Errors of calls to /api, carrying the HTTP status and the server's readable `error` text. */
import { z } from 'zod';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string, fallback?: string) {
    super(serverMessage ?? fallback ?? (status === 0 ? 'Cannot reach the server, check your connection' : `Request failed (${status})`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The session could not be kept (refresh refused or token unreadable); the user has been signed out. */
export class SessionEndedError extends ApiError {
  constructor(message: string) {
    super(401, undefined, message);
    this.name = 'SessionEndedError';
  }
}

const ZFrameworkError = z.object({ statusCode: z.number(), message: z.string() });
const ZAppError = z.object({ error: z.string() });

/** Reads `{error}` (or a framework error's `message`) from a failed response. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const framework = ZFrameworkError.safeParse(body);
  if (framework.success) return new ApiError(response.status, framework.data.message);
  const app = ZAppError.safeParse(body);
  return new ApiError(response.status, app.success ? app.data.error : undefined);
}

/** The server's text if any, otherwise the given fallback (SPEC.md §8 "server error text, otherwise ..."). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
