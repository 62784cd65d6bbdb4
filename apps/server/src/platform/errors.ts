/**
 * Domain errors: services throw them, the one error handler maps them to `{ error, code, params? }` and a status.
 * Every error has a code of `@caps/domain/i18n/error-codes`; `error` is the code's English text (error-messages/en.ts),
 * so clients that read only `error` see what they always saw, and translated clients show the code's message.
 */
import { errorText, type ErrorCode, type TCodedError, type TErrorParams } from '@caps/domain';

/** A code, or a code with its message's parameters. */
export type TCoded = ErrorCode | TCodedError;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: TErrorParams | undefined;
  constructor(
    readonly status: number,
    coded: TCoded,
    /** More fields of the answer, beside `error` and `code`. */
    readonly extra: Record<string, string> = {},
  ) {
    const { code, params } = typeof coded === 'string' ? { code: coded, params: undefined } : coded;
    super(errorText(code, params));
    this.code = code;
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
  }
}
export class Invalid extends AppError {
  constructor(coded: TCoded) {
    super(400, coded);
  }
}
export class Unauthorized extends AppError {
  constructor(coded: TCoded = 'NOT_SIGNED_IN') {
    super(401, coded);
  }
}
export class Forbidden extends AppError {
  constructor(coded: TCoded = 'FORBIDDEN') {
    super(403, coded);
  }
}
export class NotFound extends AppError {
  constructor(coded: TCoded = 'NOT_FOUND') {
    super(404, coded);
  }
}
export class Conflict extends AppError {
  constructor(coded: TCoded) {
    super(409, coded);
  }
}
/** A post identical to one of the poster's pending games: the answer names that game (the client treats it as done). */
export class AlreadyPosted extends AppError {
  constructor(id: string) {
    super(409, 'GAME_ALREADY_POSTED', { id });
  }
}
/** A limit of how much one caller may do in a while (429). */
export class TooManyRequests extends AppError {
  constructor(coded: TCoded) {
    super(429, coded);
  }
}
