import type { SQL } from 'drizzle-orm';
import type { Rows, Tx } from './client.ts';
import { nameStatement } from './statement-names.ts';

/**
 * Runs a statement built with `sql` (or a builder's `.getSQL()`) as a named statement: PostgreSQL parses it once
 * per connection and, once the plan settles, plans it once too. Same answer as `tx.execute`. For the statements of
 * the write path, whose text takes a few fixed shapes (rows travel as one JSON parameter, see `json-rows.ts`) and
 * which would otherwise spend as long being parsed and planned as being run. Works inside transactions, where
 * `prepared()` cannot keep its query. The name is given by the pool's connections (`statement-names.ts`); the
 * embedded database has none and runs it as `tx.execute` does.
 */
export async function executeNamed<R = unknown>(tx: Tx, statement: SQL): Promise<Rows<R>> {
  const query = tx.execute(statement);
  nameStatement(query.getQuery().sql);
  const { rows } = await query;
  return { rows: rows as R[] };
}
