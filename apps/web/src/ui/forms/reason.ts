/** The reason every report of a problem, void, correction and reopened match carries (domain ZReason, without loading zod here). */
import { LIMITS } from '@caps/domain/limits';

/** The server's message for a missing or too long reason. */
export const REASON_MESSAGE = `Give a reason of 1 to ${LIMITS.reasonMax} characters`;

/** Why `reason` cannot be sent (1–500 characters once trimmed), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < 1 || length > LIMITS.reasonMax ? REASON_MESSAGE : undefined;
}
