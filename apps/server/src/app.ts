/**
 * buildApp(deps): the whole HTTP application on a given database; tests build it with a fresh one. It is a list of
 * registrations, each in its own function or platform module: the server, the security headers, the framework's
 * plugins, the route table, the bearer token, the body checks, the context with its ports, the features' routes (in
 * their order of dependency) and the built client.
 */
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@caps/domain';
import type { TConfig } from './config.ts';
import type { App, AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './platform/auth-guard.ts';
import { assertAllImplemented } from './platform/endpoints.ts';
import { answerClientError } from './platform/client-errors.ts';
import { codedRefusal, registerErrorHandler } from './platform/error-handler.ts';
import { answerLanguage } from './platform/language.ts';
import { registerHttpPlugins } from './platform/http-plugins.ts';
import { Later, type Schedule } from './platform/later.ts';
import { registerBodyChecks } from './platform/request-body.ts';
import { RequestLog } from './platform/request-log.ts';
import { secureHeaderSet } from './platform/secure-headers.ts';
import { registerClient } from './platform/serve-client.ts';
import { TokenService } from './platform/tokens.ts';
import { DatabaseRateCounter, MemoryRateCounter, type RateCounter } from './platform/rate-counter.ts';
import { checkSession } from './features/auth/index.ts';
import { findPlayersByIds } from './features/accounts/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { eventsRoutes } from './features/events/index.ts';
import { notificationsRoutes } from './features/notifications/index.ts';
import { pushRoutes } from './features/push/index.ts';
import { liveGamesRoutes } from './features/live-games/index.ts';
import { searchRoutes } from './features/search/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { seasonsRoutes } from './features/seasons/index.ts';
import { teamsRoutes } from './features/teams/index.ts';
import { usersRoutes } from './features/users/index.ts';
import { gamesRoutes } from './features/games/index.ts';
import { tournamentResults, tournamentsRoutes } from './features/tournaments/index.ts';
import { postsRoutes } from './features/dashboard/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for jobs and commands that run beside the HTTP routes. */
    appContext: AppContext;
    /** Every API route (method and URL pattern); the authorization and fuzz tests walk it. */
    routeTable: RouteInfo[];
  }
}

type RouteInfo = { method: string; url: string };

export type AppDeps = {
  config: TConfig;
  database: Database;
  /** Called after a transaction queued mail; main wires it to the mail job. */
  nudgeMail?: () => void;
  now?: () => Date;
  logger?: boolean;
  /** When work started after an answer runs (`platform/later.ts`); tests hold it to see what comes before the answer. */
  schedule?: Schedule;
  /**
   * Tests only: addresses where a test's stand-in push service listens (loopback, over http), which push endpoints
   * may then name. main never passes it, and no setting or mode turns it on.
   */
  pushTestAddresses?: readonly string[];
};

const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_BAD_URL: [400, 'MALFORMED_URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL_TOO_LONG'],
};

/**
 * The features' routes, in the one order of dependency between features: each imports only features listed before
 * it, and only through their `index.ts` (a feature's repositories, services and views are its own).
 *   health, events, notifications, push, accounts (user rows; no routes), search; live games (events)
 *   <- auth (accounts) <- teams (accounts, search) <- league (notifications; no routes)
 *   <- users (accounts, auth, league, search, teams: owns /api/users/*)
 *   <- games (accounts, league, notifications, teams) <- tournaments (accounts, games, notifications, search, teams)
 *   <- dashboard (games)
 * Each URL prefix belongs to one feature; /api/{type}/tournaments/* is tournaments' and the rest of /api/{type}/* games'.
 * What games needs of tournaments it gets as a port in the context (`tournamentResults`, built by tournaments).
 */
const FEATURES: Array<(app: App, ctx: AppContext) => void> = [
  healthRoutes,
  eventsRoutes,
  notificationsRoutes,
  pushRoutes,
  liveGamesRoutes,
  searchRoutes,
  authRoutes,
  seasonsRoutes,
  teamsRoutes,
  usersRoutes,
  gamesRoutes,
  tournamentsRoutes,
  postsRoutes,
];

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const headers = securityHeaders(config);
  const app = createServer(config, headers.private, deps.logger !== false);
  registerSecurityHeaders(app, headers);
  const rateCounter = database.kind === 'postgres' ? new DatabaseRateCounter(database.db) : new MemoryRateCounter();
  await registerHttpPlugins(app, { database, readCacheMs: config.readCacheMs, rateCounter });
  registerRouteTable(app);
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSec);
  registerAuth(app, tokens);
  registerBodyChecks(app);
  const ctx = buildContext(app, deps, tokens, rateCounter);
  app.addHook('onClose', async () => ctx.later.settled());
  for (const register of FEATURES) register(app, ctx);
  assertAllImplemented(app);
  app.decorate('appContext', ctx);
  registerClient(app, config);
  return app;
}

type HeaderSet = ReturnType<typeof secureHeaderSet>;

/** The security headers of every answer, and those of a private one (also never stored: `no-store`). */
function securityHeaders(config: TConfig): { public: HeaderSet; private: HeaderSet } {
  const avatarOrigin = new URL(config.avatarUrl).origin;
  const secureHeaders = secureHeaderSet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', avatarOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production',
  });
  return { public: secureHeaders, private: { ...secureHeaders, 'cache-control': 'no-store' } };
}

/** Fastify with its limits and timeouts, the zod type provider and the error handler (`logs`: one line per request). */
function createServer(config: TConfig, privateHeaders: HeaderSet, logs: boolean): App {
  const app = Fastify({
    logger: logs ? { level: config.logLevel } : false,
    logController: new RequestLog(), // one line per request
    bodyLimit: 256 * 1024,
    // A request (headers and body) must arrive within this time; Node checks every connection at the interval, so a
    // body sent a byte at a time is cut off within about 1.25 times the limit (issue 37 item 23).
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4))) },
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A URL the router cannot take (bad percent-encoding, an overlong id) is refused before any hook runs: it gets
    // the same headers and `{ error }` as every other refusal.
    frameworkErrors: (error, request, reply) => {
      const [status, code] = FRAMEWORK_ERRORS[error.code] ?? [400, 'BAD_REQUEST'];
      void (reply as FastifyReply)
        .headers(privateHeaders)
        .status(status)
        .send(codedRefusal(answerLanguage(request), code));
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Node checks the request time only when the time for the headers is no longer than it.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
}

/**
 * Every answer gets the security headers. An API answer that is not a public read (cachedRead) may be private: a
 * user's own account, notifications, tokens; browsers and proxies must not keep it, or the next person on a shared
 * machine or behind the proxy could see it. A hook that finishes at once (no promise) is the cheapest kind.
 */
function registerSecurityHeaders(app: App, headers: { public: HeaderSet; private: HeaderSet }): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') && !request.routeOptions.config?.cachedRead ? headers.private : headers.public,
    );
    done();
  });
}

/** Every API route as it is registered (`app.routeTable`). */
function registerRouteTable(app: App): void {
  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
        routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
}

/** The features' context: platform services, the accounts caches, and the ports one feature gives another. */
function buildContext(app: App, deps: AppDeps, tokens: TokenService, rateCounter: RateCounter): AppContext {
  const { config, database } = deps;
  const { cache } = app;
  return {
    db: database.db,
    database,
    config,
    tokens,
    checkSession: (auth) => cache.accounts.session(auth, () => checkSession(database.db, auth)),
    findPlayers: (ids) => cache.accounts.players(ids, (missing) => findPlayersByIds(database.db, missing)),
    leagueChanged: () => cache.changes.changed('league'),
    accountsChanged: () => cache.changes.changed('accounts'),
    nudgeMail: deps.nudgeMail ?? (() => undefined),
    now: deps.now ?? (() => new Date()),
    rateCounter,
    later: new Later((err, name) => app.log.error({ err }, `${name} failed after its answer`), deps.schedule),
    tournamentResults,
    ...(deps.pushTestAddresses ? { pushTestAddresses: deps.pushTestAddresses } : {}),
  };
}
