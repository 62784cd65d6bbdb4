import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from '../src/backup-cli.ts';
import { migrateDatabase, openPglite } from '../src/db/client.ts';
import { posts } from '../src/db/schema.ts';
import { tempDir } from './support/process.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded backups', () => {
  it('restores a copy that serves the same data', async () => {
    const source = tempDir();
    const target = tempDir();
    dirs.push(source, target);
    const db = await openPglite(path.join(source, 'pglite'));
    await migrateDatabase(db);
    await db.db.insert(posts).values([{ title: 'Kept', description: 'in the backup', signature: 'test' }]);
    await db.close();

    const file = path.join(source, 'backup.tar.gz');
    expect(await backupEmbedded(source, file)).toBeGreaterThan(1000);
    await restoreEmbedded(target, file);
    await expect(restoreEmbedded(target, file)).rejects.toThrow(/already holds a database/);

    const restored = await openPglite(path.join(target, 'pglite'));
    await migrateDatabase(restored);
    const rows = await restored.db.select().from(posts);
    expect(rows.map((r) => r.title)).toEqual(['Kept']);
    await restored.close();
  }, 120_000);
});
