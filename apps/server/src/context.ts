/** What every feature gets from the app: the database, configuration and platform services. */
import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SessionCheck } from './platform/auth-guard.ts';
import type { Later } from './platform/later.ts';
import type { RateCounter } from './platform/rate-counter.ts';
import type { TokenService } from './platform/tokens.ts';
import type { PlayerRow } from './features/accounts/index.ts';

export type AppContext = {
  db: Db;
  database: Database;
  config: TConfig;
  tokens: TokenService;
  /** Confirms a token's session is live and its user still exists with that role. */
  checkSession: SessionCheck;
  /** Players by id with what games check and show of them, remembered like sessions (a post reads its two). */
  findPlayers: (ids: readonly string[]) => Promise<Map<string, PlayerRow>>;
  /** Announces a change made outside a write request (a job), so no instance serves older reads. */
  leagueChanged: () => Promise<void>;
  /** Announces a change to accounts or sessions that its request's route does not (a refresh that revoked a session). */
  accountsChanged: () => Promise<void>;
  /** Asks the mail job to run soon (after a transaction that queued mail has committed). */
  nudgeMail: () => void;
  now: () => Date;
  /** Work a request starts after its answer (`platform/later.ts`). */
  later: Later;
  /** Shared counters for rate limits (in the database on PostgreSQL, so all instances agree). */
  rateCounter: RateCounter;
  /**
   * Tests only: addresses of a local stand-in push service that push endpoints may name (see AppDeps). Never set by
   * configuration: a deployment posts pushes to public https addresses only.
   */
  pushTestAddresses?: readonly string[];
};

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
