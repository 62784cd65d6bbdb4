/** A fresh, migrated database per test file: PGlite in memory, or a new database on the PostgreSQL of DATABASE_URL. */
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

async function freshPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template && fs.existsSync(template)) {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(template)]),
      extensions: PGLITE_EXTENSIONS,
    });
    return wrapPglite(client);
  }
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  return database;
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
