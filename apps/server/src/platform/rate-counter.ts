/**
 * Fixed-window counters behind every rate limit. On PostgreSQL they live in the database, so limits hold across all
 * server instances; the embedded database has one server process, so memory is enough there.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateWindow = { count: number; resetAt: number };

export interface RateCounter {
  /** Counts one hit of the key and returns the window after it. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's current window, without counting. */
  peek(key: string): Promise<RateWindow | undefined>;
  /** Forgets expired windows. */
  sweep(): Promise<void>;
  /** Forgets the windows of every key that starts with `prefix` (a key itself, or a key and its sub-keys). */
  forget(prefix: string): Promise<void>;
  /** Takes back one hit of the key (an attempt counted beforehand that turned out not to count). */
  undo(key: string): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, RateWindow>();
  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count++;
      return { ...current };
    }
    if (this.windows.size >= this.maxKeys) await this.sweep();
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value ?? '');
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async peek(key: string): Promise<RateWindow | undefined> {
    const current = this.windows.get(key);
    return current && current.resetAt > Date.now() ? { ...current } : undefined;
  }

  async sweep(): Promise<void> {
    const now = Date.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async forget(prefix: string): Promise<void> {
    for (const key of this.windows.keys()) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  async undo(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.count > 0) current.count--;
  }
}

export class DatabaseRateCounter implements RateCounter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    // One atomic upsert: a new window starts when the old one has run out.
    const { rows } = await this.db.execute<{ count: number; reset_at: string | Date }>(sql`
      insert into ${rateLimits} (key, count, reset_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
        reset_at = case when ${rateLimits.resetAt} <= now() then now() + ${windowMs} * interval '1 millisecond' else ${rateLimits.resetAt} end
      returning count, reset_at`);
    const row = rows[0];
    return { count: Number(row?.count ?? 1), resetAt: new Date(row?.reset_at ?? Date.now()).getTime() };
  }

  async peek(key: string): Promise<RateWindow | undefined> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    return row && row.resetAt.getTime() > Date.now() ? { count: row.count, resetAt: row.resetAt.getTime() } : undefined;
  }

  async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
  }

  async forget(prefix: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
  }

  async undo(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }
}

/** A store for @fastify/rate-limit backed by a counter; each route gets its own key space. */
export function rateLimitStore(counter: RateCounter) {
  return class CounterStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'all',
    ) {}

    incr(
      key: string,
      callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.prefix}|${key}`, timeWindow).then(
        (w) => callback(null, { current: w.count, ttl: Math.max(0, w.resetAt - Date.now()) }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: unknown) {
      // At run time the plugin passes its merged route parameters, which carry `routeInfo` (the declared type says otherwise).
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new CounterStore(undefined, `${String(info?.method ?? '')} ${info?.url ?? ''}`);
    }
  };
}
