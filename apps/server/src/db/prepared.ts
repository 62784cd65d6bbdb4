import type { Tx } from './client.ts';

let counter = 0;

/**
 * A query prepared once per database (or transaction) instead of built on every call: drizzle builds its SQL once,
 * and PostgreSQL parses it once per connection (a named statement) and can keep its plan. For the hot reads, where
 * building and parsing cost more than running the query. Values are `sql.placeholder`s, given at execution; lists
 * travel as arrays (`= any(${sql.placeholder('ids')}::uuid[])`).
 *
 * `build` gets the database and a unique statement name to pass to `.prepare(name)`.
 */
export function prepared<Q>(label: string, build: (tx: Tx, name: string) => Q): (tx: Tx) => Q {
  const name = `${label}_${++counter}`;
  // Built queries, not data: nothing a change of the league does can make them stale.
  const byDatabase = new WeakMap<Tx, Q>();
  return (tx) => {
    let query = byDatabase.get(tx);
    if (!query) {
      query = build(tx, name);
      byDatabase.set(tx, query);
    }
    return query;
  };
}
