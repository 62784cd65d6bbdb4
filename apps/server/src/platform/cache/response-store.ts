/**
 * The response store. The league is read far more often than it changes: the same leaderboard page, profile or
 * bracket is served to many visitors between two accepted games. Routes that opt in (`config: cachedRead`) keep their
 * serialized 200 responses here until the league next changes.
 *
 * Every value belongs to a generation; a change (`changed()`) starts a new one, and nothing read before it is served
 * again. Entries also expire after READ_CACHE_SECONDS, as a last line of defence against changes made behind the
 * server's back (SQL by hand). The app keeps a second store, for accounts (see accounts-cache.ts).
 */

/** `expiresAt` is on the monotonic clock (performance.now), so a wall clock stepped back does not keep entries longer. */
type Entry = { generation: number; expiresAt: number; value: unknown; bytes: number };
export type ResponseStoreOptions = { ttlMs?: number; maxEntries?: number; maxBytes?: number };

export class ResponseStore {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private enabled = true;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: ResponseStoreOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** Whether values are kept at all (not turned off, not paused). */
  get caching(): boolean {
    return this.enabled && this.ttlMs > 0;
  }

  /** The current generation; pass it to `set` with a value read after this call. */
  get current(): number {
    return this.generation;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.expiresAt <= performance.now()) {
      this.drop(key, entry);
      return undefined;
    }
    return entry.value as T;
  }

  /** Keeps a value read since `generation` began; ignored if the league changed in the meantime. */
  set(key: string, value: unknown, generation: number, bytes = 64): void {
    if (!this.enabled || this.ttlMs <= 0 || generation !== this.generation || bytes > this.maxBytes / 16) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { generation, expiresAt: performance.now() + this.ttlMs, value, bytes });
    this.bytes += bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  /** The cached value of `key`, or `load()`'s result, kept until the next change. */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get<{ value: T }>(key);
    if (hit) return hit.value;
    const generation = this.generation;
    const value = await load();
    this.set(key, { value }, generation);
    return value;
  }

  /** The league changed: nothing read before now may be served again. */
  changed(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Stops caching (true) while changes made elsewhere might go unheard, and starts again (false). */
  pause(paused: boolean): void {
    this.enabled = !paused;
    this.changed();
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
