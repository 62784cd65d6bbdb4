/** The reason every report of a problem, void, correction and reopened match carries (domain ZReason, without loading zod here). */
import { LIMITS } from '@caps/domain/limits';
import { localMessage } from '../../i18n/domain-messages.ts';

/** The server's message for a missing or too long reason. */
export const REASON_MESSAGE = `Give a reason of 1 to ${LIMITS.reasonMax} characters`;

/** Why `reason` cannot be sent (1–500 characters once trimmed), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < 1 || length > LIMITS.reasonMax ? localMessage(REASON_MESSAGE) : undefined;
}
