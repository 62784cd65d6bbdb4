/** Rows as JSON: inserts whose rows travel as one parameter, and rows read back from JSON subqueries. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An insert whose rows travel as one JSON parameter, expanded by `json_populate_recordset`. Drizzle's insert builder
 * spends CPU on every value (a third of the server's time on the write mix went to building SQL); this builds a
 * statement of a few parts whatever the rows, and PostgreSQL parses one parameter instead of one per value.
 *
 * The columns inserted are those any row sets: columns no row sets get their defaults, and a row that leaves out a
 * column another row sets stores null there.
 * Dates travel as ISO strings and jsonb columns as nested JSON, which the record's column types read back exactly.
 * `tail` is appended (e.g. an ON CONFLICT clause).
 */
export function insertJson<T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>, tail?: SQL): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = keys.map((key) => columns[key]!.name);
  const json = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [names[i], toJson((row as Record<string, unknown>)[key])])),
  );
  const list = sql.raw(names.map((name) => `"${name}"`).join(', ')); // our own column names: one chunk, not 2n
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)${tail ?? sql``}`;
}

function toJson(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Rows of a table read back from JSON (`json_agg(t)` of whole rows in a subquery), as drizzle would map them: keys
 * by property name, timestamps as Dates. Lets one query carry a parent with its children's rows.
 */
export function rowsFromJson<T extends PgTable>(
  table: T,
  json: ReadonlyArray<Record<string, unknown>> | null,
): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  return (json ?? []).map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name] ?? null;
          return [key, value !== null && column.columnType === 'PgTimestamp' ? new Date(value as string) : value];
        }),
      ) as T['$inferSelect'],
  );
}
