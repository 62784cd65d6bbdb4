/** The brackets module's refusals as HTTP errors: invalid → 400, conflict → 409, not-found → 404. */
import { BracketError, type TBracketRefusal } from '@caps/domain';
import { Conflict, Invalid, NotFound, type AppError } from '../../platform/errors.ts';

/** The HTTP error of a refusal. */
function refusalError(refusal: TBracketRefusal): AppError {
  switch (refusal.kind) {
    case 'conflict':
      return new Conflict(refusal);
    case 'not-found':
      return new NotFound(refusal);
    default:
      return new Invalid(refusal);
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
    if (err instanceof BracketError) throw refusalError(err.refusal);
    throw err;
  }
}
