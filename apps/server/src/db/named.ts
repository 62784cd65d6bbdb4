import type { Query, SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** The parts of drizzle's session that running a statement under a name needs (public at run time, not typed). */
type NamingSession = {
  dialect: { sqlToQuery(statement: SQL): Query };
  prepareQuery(query: Query, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<unknown> };
};

/** Distinct statement texts that get a name; beyond it, statements run unnamed (still correct, parsed each time). */
const MAX_NAMES = 500;
// A memo of immutable data (a statement's text and the name given to it), not a cache of the league: nothing makes it stale.
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `named_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built with `sql` (or a builder's `.getSQL()`) as a named statement: PostgreSQL parses it once
 * per connection and, once the plan settles, plans it once too. Same answer as `tx.execute`. For the statements of
 * the write path, whose text takes a few fixed shapes (rows travel as one JSON parameter, see `json-rows.ts`) and
 * which would otherwise spend as long being parsed and planned as being run. Works inside transactions, where
 * `prepared()` cannot keep its query. The embedded database ignores the name.
 */
export async function executeNamed<R = unknown>(tx: Tx, statement: SQL): Promise<{ rows: R[] }> {
  const session = tx._.session as unknown as NamingSession;
  const query = session.dialect.sqlToQuery(statement);
  return (await session.prepareQuery(query, undefined, nameOf(query.sql), false).execute()) as { rows: R[] };
}
