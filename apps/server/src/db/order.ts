import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Descending order as our indexes store it (drizzle creates `DESC NULLS LAST`): PostgreSQL's plain `DESC` means
 * NULLS FIRST, which does not match the index and turns a ten-row page into a sort of the whole table.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
