/** The brackets module's refusals as HTTP errors: invalid → 400, conflict → 409, not-found → 404. */
import { BracketError, type TBracketRefusal } from '@caps/domain';
import { coded, Conflict, Invalid, NotFound, type AppError } from '../../platform/errors.ts';

/** The HTTP error of a refusal. */
function refusalError(refusal: TBracketRefusal): AppError {
  switch (refusal.kind) {
    case 'conflict':
      return new Conflict(coded(refusal.message, 'REQUEST_CONFLICT'));
    case 'not-found':
      return new NotFound(coded(refusal.message, 'NOT_FOUND'));
    default:
      return new Invalid(coded(refusal.message, 'INVALID_VALUE'));
  }
}

/** Throws the HTTP error of a refusal, if any. */
export function assertNoRefusal(refusal: TBracketRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}

/** Runs a bracket mutator, turning its BracketError into the matching HTTP error. */
export function bracketStep<T>(step: () => T): T {
  try {
    return step();
  } catch (err) {
    if (err instanceof BracketError) throw refusalError({ kind: err.kind, message: err.message });
    throw err;
  }
}
