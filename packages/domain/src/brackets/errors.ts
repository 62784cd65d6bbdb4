/** Why a bracket action is refused: its error code, whether it is bad input or a state conflict, and its English text. */
import type { ErrorCode } from '../i18n/error-codes.ts';
import { errorText, type TErrorParams } from '../i18n/error-text.ts';

/** `invalid` maps to 400 (bad input), `conflict` to 409 (wrong state for the action), `not-found` to 404. */
export type TRefusalKind = 'invalid' | 'conflict' | 'not-found';

export interface TBracketRefusal {
  kind: TRefusalKind;
  code: ErrorCode;
  params?: TErrorParams;
  /** The code's English text (what the server answers in `error`). */
  message: string;
}

/** Builds a refusal of a code (and the parameters of its message). */
export function refuse(kind: TRefusalKind, code: ErrorCode, params?: TErrorParams): TBracketRefusal {
  const message = errorText(code, params);
  return params ? { kind, code, params, message } : { kind, code, message };
}

/** Thrown by the bracket mutators when their check refuses; carries the refusal. */
export class BracketError extends Error {
  readonly kind: TRefusalKind;
  readonly refusal: TBracketRefusal;

  constructor(refusal: TBracketRefusal) {
    super(refusal.message);
    this.name = 'BracketError';
    this.kind = refusal.kind;
    this.refusal = refusal;
  }
}

/** Throws a BracketError when the check refused. */
export function assertAllowed(refusal: TBracketRefusal | null): void {
  if (refusal) throw new BracketError(refusal);
}
