/**
 * Counts attempts per key in a fixed window (e.g. failed logins per account, whatever the address).
 * @fastify/rate-limit runs one limit per route, so the per-address limit stays with it and this adds the per-account
 * one, on the same shared counters.
 */
import type { RateCounter } from './rate-counter.ts';

export class AttemptLimiter {
  constructor(
    private readonly counter: RateCounter,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async retryAfterMs(key: string): Promise<number> {
    const w = await this.counter.peek(`${this.name}|${key}`);
    return w && w.count >= this.max ? Math.max(0, w.resetAt - Date.now()) : 0;
  }

  /** Records one attempt of the key. */
  async hit(key: string): Promise<void> {
    await this.counter.hit(`${this.name}|${key}`, this.windowMs);
  }
}
