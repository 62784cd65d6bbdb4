/**
 * Cached reads. The league is read far more often than it changes: the same leaderboard page, profile or bracket is
 * served to many visitors between two accepted games. Routes that opt in (`config: cachedRead`) keep their serialized
 * 200 responses in memory until the league next changes, and sessions are remembered the same way.
 *
 * What counts as a change: every request that is not a read (any POST, PUT, PATCH or DELETE, whatever its outcome),
 * and every background job that writes (`changed()`). A change empties the cache of this instance before the write's
 * response leaves, so a client always reads its own writes. Other instances on the same PostgreSQL hear of it by
 * NOTIFY; if that connection is down they stop caching until it is back. Entries also expire after a few seconds,
 * as a last line of defence.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 200 response depends only on the URL (never on the caller), so it may be served from the read cache. */
    cachedRead?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this read started; a response is cached only if no change happened meanwhile. */
    readGeneration: number | undefined;
  }
}

/** Route options of a read whose response depends only on its URL. */
export const cachedRead = { config: { cachedRead: true } } as const;

type Entry = { generation: number; expiresAt: number; value: unknown; bytes: number };
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

  /** The current generation; pass it to `set` with a value read after this call. */
  get current(): number {
    return this.generation;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.expiresAt <= Date.now()) {
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
    this.entries.set(key, { generation, expiresAt: Date.now() + this.ttlMs, value, bytes });
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

/**
 * Serves opted-in reads from the cache and records every change. Register before compression, so the cache holds
 * the plain JSON text (compression still applies to what is sent).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache, database: Database): { changed: () => Promise<void> } {
  const instance = crypto.randomUUID();
  const listener = database.listen?.(CHANNEL, {
    message: (from) => {
      if (from !== instance) cache.changed();
    },
    listening: (up) => cache.pause(!up),
  });
  if (listener) {
    cache.pause(true); // until the listener is up
    app.addHook('onClose', () => listener.close());
  }
  // Announcements are grouped: while one NOTIFY is on its way, the changes made meanwhile wait for the next one,
  // which leaves after it (each change is announced by a NOTIFY sent after it; a busy server sends two at a time).
  let sending: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const notify = (): Promise<void> => {
    queued = undefined;
    const sent = database.db.execute(sql`select pg_notify(${CHANNEL}, ${instance})`).then(() => undefined);
    sending = sent;
    void sent
      .catch(() => undefined)
      .then(() => {
        if (sending === sent) sending = undefined;
      });
    return sent;
  };
  const announce = (): Promise<void> => {
    if (queued) return queued;
    if (!sending) return notify();
    queued = sending.catch(() => undefined).then(notify);
    return queued;
  };
  const changed = async () => {
    cache.changed();
    if (listener) await announce();
  };
  const isWrite = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);

  app.decorateRequest('readGeneration', undefined);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cachedRead) return;
    const hit = cache.get<string>(request.url);
    if (hit === undefined) {
      request.readGeneration = cache.current;
      return;
    }
    return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWrite(request)) {
      await changed().catch((err: unknown) => request.log.warn({ err }, 'could not announce a change'));
    } else if (request.readGeneration !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, payload, request.readGeneration, payload.length);
    }
    return payload;
  });
  return { changed };
}
