/** Opens the configured database (locking DATA_DIR for the embedded one) and brings its schema up to date. */
import path from 'node:path';
import type { TConfig } from '../config.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './lock.ts';

export async function openConfiguredDatabase(config: TConfig): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, config.databasePoolSize);
    await migrateDatabase(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
