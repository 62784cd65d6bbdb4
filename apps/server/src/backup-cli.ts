/**
 * Backups of the embedded database: `npm run backup -- [file]` writes a compressed copy of DATA_DIR's database,
 * `npm run restore -- <file>` puts one back into an empty DATA_DIR. Run them while the server is stopped (the data
 * directory lock refuses otherwise). For PostgreSQL use pg_dump / pg_restore (see the README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from './config.ts';
import { PGLITE_EXTENSIONS } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';

/** Writes a gzip-compressed dump of the embedded database to `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = path.join(dataDir, 'pglite');
    if (!fs.existsSync(dbDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
    const client = await PGlite.create(dbDir, { extensions: PGLITE_EXTENSIONS });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    unlock();
  }
}

/** Restores a dump into DATA_DIR, which must not hold a database yet. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = path.join(dataDir, 'pglite');
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0)
      throw new Error(`${dbDir} already holds a database: move it away first.`);
    const blob = new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create(dbDir, { loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await client.query('select 1');
    await client.close();
  } finally {
    unlock();
  }
}

async function main(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
    process.exit(2);
  }
  if (command === 'backup') {
    const file =
      fileArg ?? path.join('backups', `caps-league-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const size = await backupEmbedded(config.dataDir, file);
    console.log(`Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`);
  } else if (command === 'restore' && fileArg) {
    await restoreEmbedded(config.dataDir, fileArg);
    console.log(`Restored ${fileArg} into ${config.dataDir}.`);
  } else {
    console.error('Usage: npm run backup -- [file]   |   npm run restore -- <file>');
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
