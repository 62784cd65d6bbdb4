/**
 * Totals of big lists (all accepted games of a type, all qualified players) are cached for a moment: counting a
 * million rows on every page view would dominate the request, and a total that is two seconds old is still right
 * for paging. Lists of one player or one team are always counted exactly.
 */
const TTL_MS = 2_000;
type Entry = { value: number; expiresAt: number; pending?: Promise<number> };
/** One cache per database handle, so two databases in one process never share totals. */
const caches = new WeakMap<object, Map<string, Entry>>();

/** The cached total for `key`, counting again (once, for all concurrent callers) when it is older than the TTL. */
export async function cachedCount(db: object, key: string, countNow: () => Promise<number>): Promise<number> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value;
  if (entry?.pending) return entry.pending;
  const pending = countNow().then(
    (value) => {
      entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
      return value;
    },
    (err: unknown) => {
      entries.delete(key);
      throw err;
    },
  );
  entries.set(key, { value: entry?.value ?? 0, expiresAt: 0, pending });
  return pending;
}
