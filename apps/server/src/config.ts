/** Environment parsed once with zod; refuses unsafe production settings. */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readOrMakeDataDirFile } from './platform/data-dir-file.ts';

/** Where a server started without JWT_SECRET keeps the key it made for itself (inside DATA_DIR). */
export const JWT_SECRET_FILE = 'jwt-secret';
/** The shortest JWT_SECRET accepted in production, and the least a key file must hold. */
const MIN_SECRET_LENGTH = 32;
/**
 * SHA-256 of signing keys that are public (the development default the repository's history still shows): anyone
 * could sign tokens with them, so they are refused in every mode. Kept as hashes so this file does not print them again.
 */
const PUBLISHED_SECRET_HASHES = new Set(['8374f4776b0510d9b1500a6a9f4787e2fab144ce9cb3e97086e8d0b86fa6d2c9']);

/** Whether `secret` is a key published in the repository's history. */
function isPublishedSecret(secret: string): boolean {
  return PUBLISHED_SECRET_HASHES.has(crypto.createHash('sha256').update(secret.trim()).digest('hex'));
}

const ZBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Reachable from this machine only unless HOST says otherwise (a container or a host behind a proxy sets it).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Caps League <no-reply@caps-league.local>'),
  AVATAR_URL: z.string().url().default('https://www.gravatar.com/avatar/'),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  AUTO_ACCEPT_HOURS: z.coerce.number().positive().default(24),
  INACTIVE_DAYS: z.coerce.number().int().positive().default(28),
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(30),
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** Time a client has to send a whole request, headers and body: a body that trickles in is cut off (408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZBool.default(false),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  WEB_DIST: z.string().optional(),
  // Web push: the VAPID key pair (base64url, as web-push generates it). Without them, a pair is made on first start
  // and kept in DATA_DIR/vapid-keys.json (features/push).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Event streams one client address may hold open at once (a tab holds one). */
  EVENTS_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Who the push services may contact about this server: a mailto: or https: URL (default: mailto: the MAIL_FROM address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .optional(),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  avatarUrl: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  autoAcceptHours: number;
  /** A player or team without an accepted game of the type for longer is inactive: hidden from the current season's board (issue #25). */
  inactiveDays: number;
  rateLimitAuth: number;
  /** Longest time a cached read is served (0 turns the read cache off); a change ends it sooner. */
  readCacheMs: number;
  /** Time a client has to send a whole request (headers and body). */
  requestTimeoutMs: number;
  logLevel: string;
  trustProxy: boolean;
  admin: { username: string; email: string; password: string } | undefined;
  webDist: string;
  /** The web push key pair from the environment; undefined: the push feature keeps one in DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Event streams one client address may hold open at once. */
  streamsPerAddress: number;
};

/**
 * Parses the environment; throws with a readable message on anything unsafe or malformed. Without JWT_SECRET (outside
 * production) the key is the one kept in DATA_DIR, made on first use: never a value anyone else could know.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.JWT_SECRET !== undefined && isPublishedSecret(e.JWT_SECRET)) {
    throw new Error(
      "Invalid configuration:\n  JWT_SECRET is the old development key, public in the repository's history: anyone could sign sessions with it. Set a random one (e.g. `openssl rand -hex 32`), or unset it outside production to have one made in DATA_DIR.",
    );
  }
  if (e.NODE_ENV === 'production' && (e.JWT_SECRET === undefined || e.JWT_SECRET.length < MIN_SECRET_LENGTH)) {
    throw new Error(
      `Refusing to start in production without a real JWT_SECRET (at least ${MIN_SECRET_LENGTH} characters).`,
    );
  }
  const adminVars = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  if (adminVars.some(Boolean) && !adminVars.every(Boolean)) {
    throw new Error('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
  const dataDir = path.resolve(e.DATA_DIR);
  const mailAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? dataDirJwtSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    avatarUrl: e.AVATAR_URL,
    accessTokenTtlSec: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSec: e.REFRESH_TOKEN_TTL,
    autoAcceptHours: e.AUTO_ACCEPT_HOURS,
    inactiveDays: e.INACTIVE_DAYS,
    rateLimitAuth: e.RATE_LIMIT_AUTH,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddress.trim()}`,
    streamsPerAddress: e.EVENTS_STREAMS_PER_ADDRESS,
  };
}

/** The key in DATA_DIR/jwt-secret, made on first use: 32 random bytes, readable by the owner only. */
function dataDirJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const secret = readOrMakeDataDirFile(dataDir, JWT_SECRET_FILE, () => crypto.randomBytes(32).toString('hex')).trim();
  if (secret.length < MIN_SECRET_LENGTH || isPublishedSecret(secret)) {
    throw new Error(
      `Invalid configuration:\n  ${file} holds no usable key (at least ${MIN_SECRET_LENGTH} characters, and not a published one): delete it to have a new one made, or set JWT_SECRET.`,
    );
  }
  return secret;
}
