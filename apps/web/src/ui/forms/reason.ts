/** The reason every report of a problem, void, correction and reopened match carries (domain ZReason, without loading zod here). */
import { LIMITS } from '@caps/domain/limits';
import { localError } from '../../i18n/domain-messages.ts';

/** Why `reason` cannot be sent (1–500 characters once trimmed), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < 1 || length > LIMITS.reasonMax
    ? localError({ code: 'REASON_LENGTH', params: { max: LIMITS.reasonMax } })
    : undefined;
}
