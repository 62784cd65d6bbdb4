/**
 * The accounts cache. Accounts (session checks: a token's user, role and email as stored; the players' rows a post
 * reads) are remembered in a second response store, emptied the same ways as the reads but only by changes to
 * accounts: writes of routes marked `changesAccounts`. Posting and deciding games, the bulk of all writes, leave them
 * cached.
 */
import type { ResponseStore } from './response-store.ts';

export class AccountsCache {
  constructor(readonly store: ResponseStore) {}

  /** A session's check (`check()`), remembered per user, role and session until accounts change. */
  session<T>(auth: { userId: string; role: string; sessionId: string }, check: () => Promise<T>): Promise<T> {
    return this.store.remember(`session:${auth.userId}:${auth.role}:${auth.sessionId}`, check);
  }

  /**
   * Players' rows by id: the remembered ones, and `load(missing)` for the rest (a post reads its two players every
   * time). A remembered row's last-seen time may be a few seconds old.
   */
  async players<Row>(
    ids: readonly string[],
    load: (missing: readonly string[]) => Promise<Map<string, Row>>,
  ): Promise<Map<string, Row>> {
    const found = new Map<string, Row>();
    const missing = ids.filter((id) => {
      const hit = this.store.get<Row>(`player:${id}`);
      if (hit) found.set(id, hit);
      return !hit;
    });
    if (missing.length === 0) return found;
    const generation = this.store.current;
    for (const [id, row] of await load(missing)) {
      found.set(id, row);
      this.store.set(`player:${id}`, row, generation);
    }
    return found;
  }
}
