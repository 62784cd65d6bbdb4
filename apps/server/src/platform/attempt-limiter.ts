/**
 * Counts attempts per key in a fixed window (e.g. failed logins per account, whatever the address).
 * @fastify/rate-limit runs one limit per route, so the per-address limit stays with it and this adds the per-account one.
 * Memory is bounded; with several instances each keeps its own count (the per-address limit still applies).
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.max ? entry.resetAt - now : 0;
  }

  /** Records one attempt of the key. */
  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value ?? '');
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count++;
    }
  }
}
