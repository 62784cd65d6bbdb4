/** buildApp(deps): the whole HTTP application on a given database; tests build it with a fresh one. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@caps/domain';
import type { TConfig } from './config.ts';
import type { App, AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './platform/auth-guard.ts';
import { assertAllImplemented } from './platform/endpoints.ts';
import { compressedPage, initialData, readRouteManifest, renderIndexHtml, type VisitorRead } from './platform/client-shell.ts';
import { cachePlugin, COMPRESSION_THRESHOLD } from './platform/cache/index.ts';
import { answerClientError } from './platform/client-errors.ts';
import { codedRefusal, registerErrorHandler } from './platform/error-handler.ts';
import { answerLanguage } from './platform/language.ts';
import { Later, type Schedule } from './platform/later.ts';
import { RequestLog } from './platform/request-log.ts';
import { secureHeaderSet } from './platform/secure-headers.ts';
import { AppError, Invalid } from './platform/errors.ts';
import { TokenService } from './platform/tokens.ts';
import { DatabaseRateCounter, MemoryRateCounter, rateLimitStore } from './platform/rate-counter.ts';
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
import { tournamentsRoutes } from './features/tournaments/index.ts';
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
  const privateHeaders = { ...secureHeaders, 'cache-control': 'no-store' };
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
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

  // Every answer gets the security headers. An API answer that is not a public read (cachedRead) may be private: a
  // user's own account, notifications, tokens; browsers and proxies must not keep it, or the next person on a shared
  // machine or behind the proxy could see it. A hook that finishes at once (no promise) is the cheapest kind.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') && !request.routeOptions.config?.cachedRead ? privateHeaders : secureHeaders);
    done();
  });
  await app.register(cachePlugin, { database, ttlMs: config.readCacheMs }); // before compression: it caches plain JSON
  const { cache } = app;
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD });
  const rateCounter = database.kind === 'postgres' ? new DatabaseRateCounter(database.db) : new MemoryRateCounter();
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(rateCounter),
    skipOnError: true, // a database hiccup must not turn every sign-in into an error
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, error: `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s` }),
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { limits: { fileSize: 1024, files: 0, fields: 10, fieldSize: 4096 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Caps League API', version: '1.0.0', description: 'League of the bottle-cap drinking game.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSec);
  registerAuth(app, tokens);
  // A multipart body becomes its fields (the routes take no files). Then: PostgreSQL text cannot hold NUL characters,
  // so they are refused up front instead of failing deep in a query. Written with `done` so that the usual request,
  // which is not multipart, costs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const check = () => (hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params) ? new Invalid('NUL_CHARACTER') : undefined);
    if (!request.isMultipart()) return done(check());
    readMultipartFields(request).then(
      (fields) => {
        request.body = fields;
        done(check());
      },
      (error: Error) => done(error),
    );
  });
  const ctx: AppContext = {
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
    ...(deps.pushTestAddresses ? { pushTestAddresses: deps.pushTestAddresses } : {}),
  };
  app.addHook('onClose', async () => ctx.later.settled());
  for (const register of FEATURES) register(app, ctx);
  assertAllImplemented(app);
  app.decorate('appContext', ctx);

  registerClient(app, config);
  return app;
}

/**
 * A multipart form's fields as a plain body (a repeated name gives an array). Read here rather than by the plugin's
 * attachFieldsToBody, whose parse errors (no boundary, a form that never ends) are plain errors that became 500s:
 * anything wrong with the form is the client's, a 400, or a 413 past a limit.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer(); // a file breaks the files limit (0): drained so the limit's error comes through
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(413, 'BODY_TOO_LARGE');
      const previous = fields.get(part.fieldname);
      fields.set(part.fieldname, previous === undefined ? part.value : [...(Array.isArray(previous) ? previous : [previous]), part.value]);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_FILES_LIMIT') throw new Invalid('FILES_NOT_ALLOWED');
    if (statusCode === 413) throw new AppError(413, 'BODY_TOO_LARGE');
    throw new Invalid('INVALID_MULTIPART');
  }
  return Object.fromEntries(fields);
}

function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNulCharacter(v, depth + 1));
}

/**
 * Serves the built client; client routes fall back to index.html, unknown /api paths stay JSON 404. index.html goes
 * out with the page's first visitor reads embedded (platform/client-shell.ts), so the page draws without a round trip.
 */
function registerClient(app: App, config: TConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const indexHtml = hasClient ? fs.readFileSync(indexFile, 'utf8') : '';
  // The client's routes (apps/web/src/app/route-manifest.ts, as its build wrote them); none without the file.
  const manifestFile = path.join(config.webDist, '.vite', 'route-manifest.json');
  const routes = readRouteManifest(fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : undefined);
  if (hasClient) {
    app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets (apps/web/vite.config.ts precompress).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Anonymous, so the embedded data is what any visitor may see and the same for every caller.
  const visitorRead: VisitorRead = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { statusCode: response.statusCode, body: response.body };
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(codedRefusal(answerLanguage(request), 'NOT_FOUND'));
    }
    if (path.extname(url)) return reply.status(404).send(codedRefusal(answerLanguage(request), 'NOT_FOUND')); // a missing asset, not a client route
    const data = request.method === 'GET' ? await initialData(url, routes, visitorRead) : {};
    reply.header('Cache-Control', 'no-cache');
    // Compressed here: the compression hook does not run for the not-found handler.
    const page = compressedPage(renderIndexHtml(indexHtml, url, routes, data), request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply.type('text/html; charset=utf-8').send(page.body);
  });
}
