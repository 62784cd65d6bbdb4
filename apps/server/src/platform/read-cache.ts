/**
 * Cached reads. The league is read far more often than it changes: the same leaderboard page, profile or bracket is
 * served to many visitors between two accepted games. Routes that opt in (`config: cachedRead`) keep their serialized
 * 200 responses in memory until the league next changes.
 *
 * What counts as a change: every request that is not a read (any POST, PUT, PATCH or DELETE) and was not refused
 * (a 4xx, which includes paths that match no route), and every background job that writes (`changed()`). A change
 * empties the cache of this instance before the write's response leaves, so a client always reads its own writes.
 * Other instances on the same PostgreSQL hear of it by NOTIFY; if that connection is down they stop caching until it
 * is back. The admin command announces its changes the same way (`announceOutsideChange`). Entries also expire after
 * READ_CACHE_SECONDS, as a last line of defence against changes made behind the server's back (SQL by hand).
 *
 * Accounts (session checks: a token's user, role and email as stored; the players' rows a post reads) are remembered
 * in a second cache, emptied the same ways but only by changes to accounts: writes of routes marked `changesAccounts`.
 * Posting and deciding games, the bulk of all writes, leave them cached.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 200 response depends only on the URL (never on the caller), so it may be served from the read cache. */
    cachedRead?: boolean;
    /** The write may change accounts (a user's name, role or email): it empties the accounts cache too. */
    changesAccounts?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this read started; a response is cached only if no change happened meanwhile. */
    readGeneration: number | undefined;
    /** Set while this request loads a cached read that others may be waiting for. */
    readLoading: Loading | undefined;
  }
}

/** Route options of a read whose response depends only on its URL. */
export const cachedRead = { config: { cachedRead: true } } as const;

/** Route options of a write that may change a user's role or email (see `changesAccounts`). */
export const changesAccounts = { config: { changesAccounts: true } } as const;

/** `expiresAt` is on the monotonic clock (performance.now), so a wall clock stepped back does not keep entries longer. */
type Entry = { generation: number; expiresAt: number; value: unknown; bytes: number };
/** A read being loaded: the requests that miss the same URL meanwhile wait for `answer` (undefined: load yourself). */
type Loading = { generation: number; answer: Promise<string | undefined>; resolve: (payload: string | undefined) => void };
export type ReadCacheOptions = { ttlMs?: number; maxEntries?: number; maxBytes?: number };

export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private enabled = true;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** Whether values are kept at all (not turned off, not paused). */
  get caching(): boolean {
    return this.enabled && this.ttlMs > 0;
  }

  /** The current generation; pass it to `set` with a value read after this call. */
  get current(): number {
    return this.generation;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.expiresAt <= performance.now()) {
      this.drop(key, entry);
      return undefined;
    }
    return entry.value as T;
  }

  /** Keeps a value read since `generation` began; ignored if the league changed in the meantime. */
  set(key: string, value: unknown, generation: number, bytes = 64): void {
    if (!this.enabled || this.ttlMs <= 0 || generation !== this.generation || bytes > this.maxBytes / 16) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { generation, expiresAt: performance.now() + this.ttlMs, value, bytes });
    this.bytes += bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  /** The cached value of `key`, or `load()`'s result, kept until the next change. */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get<{ value: T }>(key);
    if (hit) return hit.value;
    const generation = this.generation;
    const value = await load();
    this.set(key, { value }, generation);
    return value;
  }

  /** The league changed: nothing read before now may be served again. */
  changed(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Stops caching (true) while changes made elsewhere might go unheard, and starts again (false). */
  pause(paused: boolean): void {
    this.enabled = !paused;
    this.changed();
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

const CHANNEL = 'caps_league_changed';
/** The least time between two NOTIFYs of one server (see `groupedAnnouncer`). */
const ANNOUNCE_SPACING_MS = 10;
/** Ends a NOTIFY payload whose change touched accounts (its receivers empty their accounts cache too). */
const ACCOUNTS = ':accounts';

/**
 * Tells every server on this PostgreSQL database that a process other than a server (the admin command) changed
 * the league, or accounts too. The embedded database is locked by its server, so nothing else can change it.
 */
export async function announceOutsideChange(database: Database, kind: ChangeKind): Promise<void> {
  if (database.kind === 'postgres') await notifyChange(database, 'outside', kind === 'accounts');
}

/** The NOTIFY of a change, sent by `from` (a server instance, or "outside"); its receivers ignore their own. */
function notifyChange(database: Database, from: string, accounts: boolean): Promise<void> {
  return database.db.execute(sql`select pg_notify(${CHANNEL}, ${accounts ? from + ACCOUNTS : from})`).then(() => undefined);
}

/** What changed: the league only, or accounts as well. */
export type ChangeKind = 'league' | 'accounts';

/**
 * Announcements of changes, grouped: at most one is on its way, and the next leaves no sooner than `spacingMs` after
 * the one before, carrying every change made meanwhile (on a busy server, a NOTIFY per write cost as much as the
 * write's own statements). Each change resolves once an announcement sent after it has been sent; on an idle server
 * that is at once. An announcement says "accounts" if any change it stands for touched them. Spacing is measured on
 * the monotonic clock: a wall clock stepped back (NTP, a resumed VM) would otherwise hold every write's answer for
 * as long as the step.
 */
export function groupedAnnouncer(send: (accounts: boolean) => Promise<void>, spacingMs: number): (kind: ChangeKind) => Promise<void> {
  let sending: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let queuedAccounts = false;
  let lastSentAt = -Infinity;
  const sendNow = (): Promise<void> => {
    const accounts = queuedAccounts;
    queued = undefined;
    queuedAccounts = false;
    lastSentAt = performance.now();
    const sent = send(accounts);
    sending = sent;
    void sent
      .catch(() => undefined)
      .then(() => {
        if (sending === sent) sending = undefined;
      });
    return sent;
  };
  const sendLater = async (): Promise<void> => {
    await sending?.catch(() => undefined);
    const wait = lastSentAt + spacingMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return sendNow();
  };
  return (kind) => {
    queuedAccounts ||= kind === 'accounts';
    if (queued) return queued;
    if (!sending && performance.now() >= lastSentAt + spacingMs) return sendNow();
    queued = sendLater();
    return queued;
  };
}

/**
 * Serves opted-in reads from the cache and records every change. Register before compression, so the cache holds
 * the plain JSON text (compression still applies to what is sent).
 */
export function registerReadCache(app: FastifyInstance, caches: { reads: ReadCache; accounts: ReadCache }, database: Database): { changed: (kind?: ChangeKind) => Promise<void> } {
  const { reads: cache, accounts } = caches;
  const instance = crypto.randomUUID();
  const forget = (kind: ChangeKind) => {
    cache.changed();
    if (kind === 'accounts') accounts.changed();
  };
  const listener = database.listen?.(CHANNEL, {
    message: (from) => {
      if (!from.startsWith(instance)) forget(from.endsWith(ACCOUNTS) ? 'accounts' : 'league');
    },
    listening: (up) => {
      cache.pause(!up);
      accounts.pause(!up);
    },
  });
  if (listener) {
    cache.pause(true); // until the listener is up
    accounts.pause(true);
    app.addHook('onClose', () => listener.close());
  }
  const announce = groupedAnnouncer((accounts) => notifyChange(database, instance, accounts), ANNOUNCE_SPACING_MS);
  const changed = async (kind: ChangeKind = 'league') => {
    forget(kind);
    if (listener) await announce(kind);
  };
  const isWrite = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  // A refusal changes nothing (every route checks before it writes, and the fuzzer holds them to it), and a path that
  // matched no route is a 404: neither may empty the cache, or anyone could keep it empty with bad requests. A 5xx
  // still counts as a change: it may come after a commit.
  const refused = (status: number) => status >= 400 && status < 500;

  // Misses of the same URL in the same generation share one load: the first request reads, the ones that arrive
  // while it does wait for its answer (after every change, the popular pages are all missed at once). Not while the
  // cache is off: then every request reads.
  const loading = new Map<string, Loading>();
  const finish = (request: FastifyRequest, payload: string | undefined) => {
    const load = request.readLoading;
    if (!load) return;
    request.readLoading = undefined;
    if (loading.get(request.url) === load) loading.delete(request.url);
    load.resolve(payload);
  };

  app.decorateRequest('readGeneration', undefined);
  app.decorateRequest('readLoading', undefined);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cachedRead) return;
    const send = (payload: string, how: string) => reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', how).send(payload);
    const hit = cache.get<string>(request.url);
    if (hit !== undefined) return send(hit, 'hit');
    const generation = cache.current;
    const current = loading.get(request.url);
    if (current && current.generation === generation) {
      const shared = await current.answer;
      if (shared !== undefined) return send(shared, 'shared');
    } else if (cache.caching) {
      let resolve: (payload: string | undefined) => void = () => undefined;
      const answer = new Promise<string | undefined>((r) => (resolve = r));
      request.readLoading = { generation, answer, resolve };
      loading.set(request.url, request.readLoading);
    }
    request.readGeneration = generation;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWrite(request) && !refused(reply.statusCode)) {
      // A request that matched no route has no config.
      const kind = request.routeOptions.config?.changesAccounts ? 'accounts' : 'league';
      await changed(kind).catch((err: unknown) => request.log.warn({ err }, 'could not announce a change'));
    } else if (request.readGeneration !== undefined) {
      const ok = reply.statusCode === 200 && typeof payload === 'string';
      if (ok) cache.set(request.url, payload, request.readGeneration, payload.length);
      finish(request, ok ? payload : undefined); // an error is not shared: the waiting requests read for themselves
    }
    return payload;
  });
  // Whatever becomes of the loading request (a lost client, a failed send), the ones waiting for it go on.
  app.addHook('onResponse', async (request) => finish(request, undefined));
  app.addHook('onRequestAbort', async (request) => finish(request, undefined));
  return { changed };
}
