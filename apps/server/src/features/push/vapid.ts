/** The server's VAPID key pair: from the configuration, or made on first start and kept in DATA_DIR/vapid-keys.json. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { TConfig } from '../../config.ts';

const VAPID_KEYS_FILE = 'vapid-keys.json';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The key pair of `config`, or the one in its data directory (made there, readable by the owner only, if there is
 * none). Written under a temporary name and linked into place, so servers starting together share one pair.
 */
export function vapidKeysOf(config: TConfig): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const draft = `${file}.${crypto.randomUUID()}`;
    fs.writeFileSync(draft, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process made it first: use theirs
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID key pair: delete it to have a new one made, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
