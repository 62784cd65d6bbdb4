/**
 * Counts attempts per key in a fixed window (e.g. sign-ins of one account from one address). An attempt is counted
 * before it is evaluated, so a parallel burst cannot slip past the limit: of N attempts at once, at most `max` go on.
 * @fastify/rate-limit runs one limit per route and address; this adds the limits per account, on the same shared
 * counters (in PostgreSQL when there is one, so every instance agrees).
 */
import { AppError } from './errors.ts';
import type { RateCounter } from './rate-counter.ts';

export class AttemptLimiter {
  constructor(
    private readonly counter: RateCounter,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt of the key; refuses it with 429 (the wait, and `code` saying what else to do) when the key has used up its window. */
  async attempt(
    key: string,
    code: 'TOO_MANY_REQUESTS_WAIT' | 'TOO_MANY_ATTEMPTS_WAIT' = 'TOO_MANY_REQUESTS_WAIT',
  ): Promise<void> {
    const w = await this.counter.hit(this.key(key), this.windowMs);
    if (w.count > this.max)
      throw new AppError(429, { code, params: { seconds: Math.max(1, Math.ceil((w.resetAt - Date.now()) / 1000)) } });
  }

  /** Takes back one attempt of the key (it turned out to be the owner's). */
  async undo(key: string): Promise<void> {
    await this.counter.undo(this.key(key));
  }

  /** Counts one use of the key (no limit applies; see `seen`). */
  async record(key: string): Promise<void> {
    await this.counter.hit(this.key(key), this.windowMs);
  }

  /** Whether the key was counted in its current window. */
  async seen(key: string): Promise<boolean> {
    return (await this.counter.peek(this.key(key))) !== undefined;
  }

  /** Forgets the key's attempts, and those of every key that starts with it followed by `|`. */
  async forget(key: string): Promise<void> {
    await this.counter.forget(this.key(key));
  }

  /** Ends with the separator, so a key is never the prefix of another one (10.0.0.1 of 10.0.0.10) but is of its sub-keys. */
  private key(key: string): string {
    return `${this.name}|${key}|`;
  }
}
