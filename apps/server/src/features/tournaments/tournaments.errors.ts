/** The brackets module's refusals as HTTP errors: invalid → 400, conflict → 409, not-found → 404. */
import { BracketError, type TBracketRefusal } from '@caps/domain';
import { Conflict, Invalid, NotFound, type AppError } from '../../platform/errors.ts';

export const TOURNAMENT_MESSAGES = {
  notFound: 'Tournament not found',
  entryNotFound: 'Entry not found',
  notOwner: 'Only the owner of this tournament can change it',
  userNotFound: 'User not found',
  adminPlayer: 'Admins do not play games',
  teamNotFound: 'Team not found',
  teamDeleted: 'This team was deleted',
  sharedPlayer: 'Cannot add team containing player that is already in the tournament',
  notCompetitor: 'You can only report your own matches',
} as const;

/** The HTTP error of a refusal. */
function refusalError(refusal: TBracketRefusal): AppError {
  switch (refusal.kind) {
    case 'conflict':
      return new Conflict(refusal.message);
    case 'not-found':
      return new NotFound(refusal.message);
    default:
      return new Invalid(refusal.message);
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
