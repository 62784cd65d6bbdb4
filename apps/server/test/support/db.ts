/**
 * A fresh, migrated database per test file: PGlite in memory, or a new database on the PostgreSQL of DATABASE_URL.
 *
 * Starting a PGlite from the migrated template costs ~0.7 s of CPU, more than many test files spend on their tests.
 * In a project whose files share their worker (`isolate: false`, which provides `reuseDatabases`), closing a test
 * file's PGlite empties it back to the template's contents instead (every table emptied, the template's rows put
 * back, every sequence where the template had it), and the worker's next file gets it: the same database a fresh
 * copy would be (the server project: 125 s of CPU before, 84 s after).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  migrateDatabase,
  openPglite,
  openPostgres,
  PGLITE_EXTENSIONS,
  wrapPglite,
  type Database,
} from '../../src/db/client.ts';

/** What the template holds besides its schema: the rows of its non-empty tables and where its sequences stand. */
type Contents = {
  rows: Array<{ table: string; columns: string; json: string }>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
};

/** This worker's emptied PGlites, waiting for the next test file. */
const spares: PGlite[] = [];
let template: Contents | undefined;

async function freshPglite(): Promise<Database> {
  const reuse = inject('reuseDatabases') === true;
  const spare = reuse ? spares.pop() : undefined;
  if (spare) return lend(spare);
  const file = inject('pgliteTemplate');
  if (file && fs.existsSync(file)) {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    if (!reuse) return wrapPglite(client);
    template ??= await readContents(client);
    return lend(client);
  }
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  return database;
}

/** The database of one test file; closing it empties it back to the template and keeps it for the next file. */
function lend(client: PGlite): Database {
  const database = wrapPglite(client);
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await restore(client, template as Contents);
      } catch (error) {
        await client.close();
        throw error;
      }
      spares.push(client);
    },
  };
}

async function readContents(client: PGlite): Promise<Contents> {
  const rows: Contents['rows'] = [];
  for (const table of await publicTables(client)) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = found[0]?.json;
    if (!json) continue;
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(column_name) as name from information_schema.columns
       where format('%I.%I', table_schema, table_name) = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    rows.push({ table, columns: columns.map((column) => column.name).join(', '), json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
       last_value is not null as called
     from pg_sequences where schemaname = 'public'`,
  );
  return { rows, sequences };
}

async function publicTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Empties every table and puts the template's rows and sequences back, without firing the tables' triggers. */
async function restore(client: PGlite, contents: Contents): Promise<void> {
  const tables = await publicTables(client);
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    await tx.exec(`truncate ${tables.join(', ')} restart identity cascade`);
    for (const { table, columns, json } of contents.rows)
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    for (const { name, value, called } of contents.sequences)
      await tx.query(`select setval($1, $2::bigint, $3)`, [name, value, called]);
  });
}

async function freshPostgres(url: string): Promise<Database> {
  const name = `caps_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 20);
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Opens a fresh database for one test file; close it in afterAll. */
export function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}
