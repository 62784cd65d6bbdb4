/** The server's VAPID key pair: from the configuration, or made on first start and kept in DATA_DIR/vapid-keys.json. */
import path from 'node:path';
import webpush from 'web-push';
import type { TConfig } from '../../config.ts';
import { readOrMakeDataDirFile } from '../../platform/data-dir-file.ts';

const VAPID_KEYS_FILE = 'vapid-keys.json';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The key pair of `config`, or the one in its data directory (made there on first start, as the signing key is). */
export function vapidKeysOf(config: TConfig): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const text = readOrMakeDataDirFile(config.dataDir, VAPID_KEYS_FILE, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(
      `${file} holds no VAPID key pair: delete it to have a new one made, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
