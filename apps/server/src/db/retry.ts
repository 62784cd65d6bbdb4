import { postgresCode } from '../platform/error-handler.ts';
import { Conflict } from '../platform/errors.ts';

/** A write found the rows it was computed from changed since they were read. Nothing was written; read again and retry. */
export class StaleRead extends Error {
  constructor() {
    super('A write found its rows changed since they were read');
  }
}

/** Attempts before a write that keeps losing its race answers 409 (nothing written). */
const ATTEMPTS = 100;

/** The losses worth another attempt: a stale read, a deadlock, a serialisation failure. Nothing of the attempt landed. */
function isRetryable(err: unknown): boolean {
  if (err instanceof StaleRead) return true;
  const code = postgresCode(err);
  return code === '40P01' || code === '40001';
}

/**
 * The house's one retry: runs `attempt` again (reading afresh each time) while it loses a race, with a short random
 * pause that grows with the attempt so the other side can finish, at most `ATTEMPTS` times; then a 409
 * `TOO_MANY_CHANGES` that changed nothing. Any other error ends it at once.
 */
export async function retryOnConflict<T>(attempt: (round: number) => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt(round);
    } catch (err) {
      if (!isRetryable(err)) throw err;
      if (round >= ATTEMPTS) throw new Conflict('TOO_MANY_CHANGES');
      if (round > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * round)));
    }
  }
}
