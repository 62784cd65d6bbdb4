/** Environment parsed once with zod; refuses unsafe production settings. */
import path from 'node:path';
import { z } from 'zod';

export const DEV_JWT_SECRET = 'caps-league-development-secret-change-me';

const ZBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(1).default(DEV_JWT_SECRET),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Caps League <no-reply@caps-league.local>'),
  AVATAR_URL: z.string().url().default('https://www.gravatar.com/avatar/'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(30 * 24 * 3600),
  AUTO_ACCEPT_HOURS: z.coerce.number().positive().default(24),
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(30),
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZBool.default(false),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  WEB_DIST: z.string().optional(),
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
  rateLimitAuth: number;
  /** Longest time a cached read is served (0 turns the read cache off); a change ends it sooner. */
  readCacheMs: number;
  logLevel: string;
  trustProxy: boolean;
  admin: { username: string; email: string; password: string } | undefined;
  webDist: string;
};

/** Parses the environment; throws with a readable message on anything unsafe or malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && (e.JWT_SECRET === DEV_JWT_SECRET || e.JWT_SECRET.length < 32)) {
    throw new Error('Refusing to start in production without a real JWT_SECRET (at least 32 characters, not the default).');
  }
  const adminVars = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  if (adminVars.some(Boolean) && !adminVars.every(Boolean)) {
    throw new Error('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    avatarUrl: e.AVATAR_URL,
    accessTokenTtlSec: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSec: e.REFRESH_TOKEN_TTL,
    autoAcceptHours: e.AUTO_ACCEPT_HOURS,
    rateLimitAuth: e.RATE_LIMIT_AUTH,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    admin: e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
