/** Files the server makes for itself in DATA_DIR on first start (its signing key, its VAPID key pair). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The text of DATA_DIR/`name`, made by `make` if there is none, readable by the owner only. Written under a temporary
 * name and linked into place, so processes starting together all end up with the one complete file.
 */
export function readOrMakeDataDirFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${crypto.randomUUID()}`;
    fs.writeFileSync(draft, `${make()}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process made it first: use theirs
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
