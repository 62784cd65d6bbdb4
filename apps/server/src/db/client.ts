/** Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { runNamedStatements } from './statement-names.ts';

type Schema = typeof schema;
/** What `execute` answers on both drivers: the rows, typed by `tx.execute<Row>(...)` (the rest differs by driver). */
export type Rows<T> = { rows: T[] };
interface RowsResult extends PgQueryResultHKT {
  type: Rows<Assume<this['row'], Record<string, unknown>>>;
}
/** The drizzle database both drivers give; code never needs to know which one it has. */
export type Db = PgDatabase<RowsResult, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: hears NOTIFY on a channel from every server instance (see `listenPostgres`). */
  listen?: (channel: string, events: ListenEvents) => Listener;
  /** Applies pending migrations with this driver's migrator (see `migrateDatabase`). */
  migrate: () => Promise<void>;
};

type ListenEvents = {
  message: (payload: string) => void;
  /** Called with false when the listening connection is lost (notifications may be missed) and true once listening. */
  listening: (up: boolean) => void;
};
type Listener = { close: () => Promise<void> };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Every PGlite open must pass the same extensions, or trigram indexes fail later. */
export const PGLITE_EXTENSIONS = { pg_trgm };

// int8 (count, sum) as a JS number from pg, as PGlite already does.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens (creating if needed) an embedded database; `dataDir` undefined means in memory. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** Wraps an existing PGlite instance (tests clone a migrated one). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
  };
}

/** Connects to PostgreSQL with a pool. */
export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined); // an idle client's error must not crash the process; queries report their own
  keepConnectionsOnRefusals(pool);
  pool.on('connect', runNamedStatements);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: () => drained(pool).then(() => pool.end()),
    listen: (channel, events) => listenPostgres(url, channel, events),
    migrate: () => migratePostgres(pool),
  };
}

/**
 * pg-pool ends a connection whenever a query on it fails. But after an error PostgreSQL answered (a refused statement:
 * a lost claim or a stale read that the settlement's statement, features/league/settlement.ts, makes fail on
 * purpose, a unique key) the connection is sound and ready for the next query; ending it costs a new backend and preparing every
 * named statement again, which made each routine 409 of the write path as dear as a new connection. Such a connection
 * goes back to the pool; any other failure (a lost connection, a client-side error) still ends it.
 */
function keepConnectionsOnRefusals(pool: pg.Pool): void {
  pool.query = (async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await client.query(config, values);
    } catch (err) {
      if (!(err instanceof pg.DatabaseError)) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(broken);
    }
  }) as typeof pool.query;
}

/**
 * Resolves once no query has been running for a moment (at most 10 s): requests whose client went away are still
 * finishing when the server has stopped listening, and must not meet a closed pool.
 */
async function drained(pool: pg.Pool): Promise<void> {
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0;
  let quietSince = Date.now();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A dedicated connection LISTENing on `channel`; it reconnects (after a second) whenever the connection is lost. */
function listenPostgres(url: string, channel: string, events: ListenEvents): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      events.listening(false);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => events.message(n.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '')}"`);
      if (closed) await next.end();
      else events.listening(true);
    } catch {
      lost();
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Key of the PostgreSQL advisory lock that instances take in turn to migrate ("caps" in ASCII, then 1). */
const MIGRATION_LOCK = '7161128521719349249'; // 0x6361707300000001

/**
 * Applies pending migrations (the same folder serves both drivers). On PostgreSQL, instances starting together take
 * turns: each migrates under an advisory lock held on its own connection, so the first applies the migrations and
 * the others find nothing left to do (concurrent CREATE SCHEMA or CREATE EXTENSION IF NOT EXISTS otherwise collide on
 * a duplicate key). The embedded database is locked by its one process already.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
}

async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => (broken = true));
    }
  } catch (err) {
    broken = true; // a session lock ends with its connection: never hand a connection that may still hold it back
    throw err;
  } finally {
    client.release(broken);
  }
}
