/**
 * Cached reads, as one Fastify plugin. Routes whose endpoint is declared `cache: 'public'` (route config `cachedRead`, set by platform/endpoints.ts) are served from the response store
 * (response-store.ts) until the league next changes; misses of one URL share a load (coalescing.ts); sessions and
 * players' rows sit in the accounts cache (accounts-cache.ts); every change reaches every instance through the change
 * feed (change-feed.ts), which other parts of the server may subscribe to (`app.cache.changes.onChange`).
 *
 * What counts as a change: every request that is not a read (any POST, PUT, PATCH or DELETE) and was not refused
 * (a 4xx, which includes paths that match no route), and every background job that writes (`changed()`). A change
 * empties the stores of this instance before the write's response leaves, so a client always reads its own writes.
 * While changes made elsewhere might go unheard (the LISTEN connection is down), nothing is cached.
 *
 * Register before compression, so the store holds the plain JSON. It keeps it as UTF-8 bytes, encoded once (sending a
 * cached string encodes it again on every hit, which for a 150 KB answer, a 64-player Swiss tournament, cost four times
 * the CPU of the rest of the request), and with it the answer's brotli and gzip forms, each compressed once, when a
 * client first asks for it (cached-answer.ts): a hit goes out with its Content-Encoding and Vary set, and the
 * compression plugin leaves it alone. Every other response, and a cached read while the store is not caching, is
 * compressed by the plugin as usual.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { AccountsCache } from './accounts-cache.ts';
import { acceptedEncoding, CachedAnswer, COMPRESSION_THRESHOLD } from './cached-answer.ts';
import { openChangeFeed, type ChangeFeed } from './change-feed.ts';
import { RequestCoalescer, type Loading } from './coalescing.ts';
import { ResponseStore } from './response-store.ts';

export { announceOutsideChange } from './change-feed.ts';
export { ResponseStore } from './response-store.ts';
export { COMPRESSION_THRESHOLD } from './cached-answer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 200 response depends only on the URL (never on the caller), so it may be served from the read cache. */
    cachedRead?: boolean;
    /** The write may change accounts (a user's name, role or email): it empties the accounts cache too. */
    changesAccounts?: boolean;
    /**
     * What else a write changes: 'nothing' any cache holds or any screen shows (a stream ticket, push settings), or
     * only what live events tell ('liveEvents': announced, so every instance's event streams hear it, but no cache is
     * emptied). Absent: the league.
     */
    changes?: 'nothing' | 'liveEvents';
  }
  interface FastifyRequest {
    /** The cache generation when this read started; a response is cached only if no change happened meanwhile. */
    readGeneration: number | undefined;
    /** Set while this request loads a cached read that others may be waiting for. */
    readLoading: Loading | undefined;
  }
  interface FastifyInstance {
    /** The cache plugin's parts (platform/cache). */
    cache: Cache;
  }
}

type Cache = {
  /** The serialized 200 answers of cached reads (UTF-8 bytes and their compressed forms), by URL. */
  reads: ResponseStore;
  /** Session checks and players' rows. */
  accounts: AccountsCache;
  /** Every change of the league, this instance's and others'; `changes.changed(kind)` records one made outside a request (a job). */
  changes: ChangeFeed;
  /** The URL patterns of the GET routes whose answers are cached, in the order they were registered. */
  routes: readonly string[];
};

export type CacheOptions = { database: Database; ttlMs: number };

/**
 * A cached answer's body as the request accepts it: its kept brotli or gzip form with Content-Encoding and Vary set
 * (the compression plugin passes an encoded body on), else the plain bytes for the plugin to treat as any response.
 */
function encodedFor(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer {
  const encoding = answer.body.length < COMPRESSION_THRESHOLD ? undefined : acceptedEncoding(request.headers);
  if (!encoding) return answer.body;
  const vary = reply.getHeader('vary');
  const varies = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!varies.some((v) => /accept-encoding/i.test(v))) reply.header('vary', [...varies, 'accept-encoding'].join(', '));
  reply.header('content-encoding', encoding);
  return answer.encodedAs(encoding);
}

/**
 * The two response stores and the change feed that empties them; with a feed shared between instances they serve
 * nothing while it is not heard (another instance's change could be missed).
 */
function openStores(database: Database, ttlMs: number) {
  const reads = new ResponseStore({ ttlMs });
  // Session checks and players' account rows: emptied only by changes to accounts (and after READ_CACHE_SECONDS).
  const accounts = new ResponseStore({ ttlMs });
  const changes = openChangeFeed(database);
  changes.onChange(({ kind }) => {
    if (kind === 'events') return; // no cached read holds what live events alone tell
    reads.changed();
    if (kind === 'accounts') accounts.changed();
  });
  if (changes.shared) {
    const pause = (paused: boolean) => {
      reads.pause(paused);
      accounts.pause(paused);
    };
    pause(true); // until the listener is up
    changes.onHearing((hearing) => pause(!hearing));
  }
  return { reads, accounts, changes };
}

/** Serves opted-in reads from the response store and records every change; decorates the app with `cache`. */
export const cachePlugin = fp<CacheOptions>(
  async (app, { database, ttlMs }) => {
    const { reads, accounts, changes } = openStores(database, ttlMs);
    app.addHook('onClose', () => changes.close());

    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.cachedRead && methods.includes('GET')) routes.push(route.url);
    });
    app.decorate('cache', { reads, accounts: new AccountsCache(accounts), changes, routes });

    const isWrite = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    // A refusal changes nothing (every route checks before it writes, and the fuzzer holds them to it), and a path that
    // matched no route is a 404: neither may empty the cache, or anyone could keep it empty with bad requests. A 5xx
    // still counts as a change: it may come after a commit.
    const refused = (status: number) => status >= 400 && status < 500;

    const coalescer = new RequestCoalescer();
    const finish = (request: FastifyRequest, payload: CachedAnswer | undefined) => {
      const load = request.readLoading;
      if (!load) return;
      request.readLoading = undefined;
      coalescer.finish(load, payload);
    };

    app.decorateRequest('readGeneration', undefined);
    app.decorateRequest('readLoading', undefined);
    // The hooks below run for every request, so they are written with `done` rather than async: the usual request,
    // which the cache has nothing to do with, then costs no promise.
    app.addHook('preHandler', (request, reply, done) => {
      if (request.method !== 'GET' || !request.routeOptions.config.cachedRead) return done();
      const send = (answer: CachedAnswer, how: string) =>
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('x-cache', how)
          .send(encodedFor(request, reply, answer));
      const hit = reads.get<CachedAnswer>(request.url);
      if (hit !== undefined) return send(hit, 'hit');
      const generation = reads.current;
      const current = coalescer.running(request.url, generation);
      if (!current) {
        if (reads.caching) request.readLoading = coalescer.start(request.url, generation);
        request.readGeneration = generation;
        return done();
      }
      current.answer.then((shared) => {
        if (shared !== undefined) return send(shared, 'shared');
        request.readGeneration = generation;
        done();
      }, done);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const config = request.routeOptions.config; // a request that matched no route has none
      if (isWrite(request) && !refused(reply.statusCode) && config?.changes !== 'nothing') {
        const kind = config?.changesAccounts ? 'accounts' : config?.changes === 'liveEvents' ? 'events' : 'league';
        changes
          .changed(kind)
          .catch((err: unknown) => request.log.warn({ err }, 'could not announce a change'))
          .then(() => done(null, payload), done);
        return;
      }
      if (request.readGeneration !== undefined) {
        const ok = reply.statusCode === 200 && typeof payload === 'string';
        const answer = ok ? new CachedAnswer(Buffer.from(payload)) : undefined;
        if (answer) reads.set(request.url, answer, request.readGeneration, answer.bytes);
        finish(request, answer); // an error is not shared: the waiting requests read for themselves
        if (answer) return done(null, reads.caching ? encodedFor(request, reply, answer) : answer.body);
      }
      done(null, payload);
    });
    // Whatever becomes of the loading request (a lost client, a failed send), the ones waiting for it go on.
    app.addHook('onResponse', (request, _reply, done) => {
      finish(request, undefined);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      finish(request, undefined);
      done();
    });
  },
  { name: 'cache', fastify: '5.x' },
);
