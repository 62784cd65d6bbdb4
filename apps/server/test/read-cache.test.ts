/**
 * Cached reads: served again only until the league changes, never past a guard, and never a value read before a
 * change that finished while it was being read.
 */
import { describe, expect, it, vi } from 'vitest';
import { announceOutsideChange, ResponseStore } from '../src/platform/cache/index.ts';
import zlib from 'node:zlib';
import { groupedAnnouncer } from '../src/platform/cache/change-feed.ts';
import {
  acceptedEncoding,
  cachedAnswerCompressions,
  COMPRESSION_THRESHOLD,
} from '../src/platform/cache/cached-answer.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { bearer, buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

describe('ResponseStore', () => {
  it('keeps a value until the next change, and drops a value read across a change', () => {
    const cache = new ResponseStore();
    const before = cache.current;
    cache.set('a', 'one', before);
    expect(cache.get('a')).toBe('one');
    cache.changed();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'stale', before); // read started before the change
    expect(cache.get('b')).toBeUndefined();
  });

  it('expires entries, evicts the oldest over its limits, and caches nothing while paused', async () => {
    const cache = new ResponseStore({ ttlMs: 20, maxEntries: 2 });
    cache.set('a', 1, cache.current);
    cache.set('b', 2, cache.current);
    cache.set('c', 3, cache.current);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('c')).toBeUndefined();
    cache.pause(true);
    cache.set('d', 4, cache.current);
    expect(cache.get('d')).toBeUndefined();
    cache.pause(false);
    cache.set('d', 4, cache.current);
    expect(cache.get('d')).toBe(4);
  });

  it('remembers a loaded value (even undefined) once per generation', async () => {
    const cache = new ResponseStore();
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    await cache.remember('k', load);
    await cache.remember('k', load);
    expect(loads).toBe(1);
    cache.changed();
    await cache.remember('k', load);
    expect(loads).toBe(2);
  });

  it('keeps cached values no longer than their time when the wall clock steps back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      const cache = new ResponseStore({ ttlMs: 1000 });
      cache.set('k', 'v', cache.current);
      vi.setSystemTime(Date.now() - 3600 * 1000); // the wall clock steps back an hour
      vi.advanceTimersByTime(1001); // while the monotonic clock moves on past the entry's time
      expect(cache.get('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('groupedAnnouncer', () => {
  it('announces at once when idle, then groups a stream of changes into spaced announcements sent after them', async () => {
    const sends: Array<{ at: number; done: number; accounts: boolean }> = [];
    const announce = groupedAnnouncer(async (kind) => {
      const send = { at: performance.now(), done: Infinity, accounts: kind === 'accounts' };
      sends.push(send);
      await new Promise((r) => setTimeout(r, 2));
      send.done = performance.now();
    }, 20);
    const idle = announce('league');
    expect(sends).toHaveLength(1); // sent without waiting
    await idle;

    const made: Array<Promise<{ at: number; answered: number }>> = [];
    for (let i = 0; i < 50; i++) {
      const at = performance.now();
      made.push(announce(i === 30 ? 'accounts' : 'league').then(() => ({ at, answered: performance.now() })));
      await new Promise((r) => setTimeout(r, 1));
    }
    const changes = await Promise.all(made);
    expect(sends.length).toBeLessThan(20);
    for (let i = 1; i < sends.length; i++) expect(sends[i]!.at - sends[i - 1]!.at).toBeGreaterThanOrEqual(19);
    // every change was answered after an announcement that left at or after it had been sent
    for (const change of changes) expect(sends.some((s) => s.at >= change.at && s.done <= change.answered)).toBe(true);
    expect(sends.filter((s) => s.accounts)).toHaveLength(1);
  });

  it('does not hold changes when the wall clock steps back (spacing is on the monotonic clock)', async () => {
    let sent = 0;
    const announce = groupedAnnouncer(async () => {
      sent++;
    }, 20);
    vi.useFakeTimers({ toFake: ['Date'] }); // only Date: performance.now and setTimeout stay real
    try {
      vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
      await announce('league');
      vi.setSystemTime(Date.now() - 2 * 3600 * 1000); // NTP or a resumed VM steps the clock back two hours
      // On the wall clock these waited for the two hours to pass again (the test times out).
      await Promise.all([announce('accounts'), announce('league')]);
      expect(sent).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cached reads over HTTP', () => {
  const ctx = useTestApp();

  it('serves a read again until a write changes the league, and a signed-in read never to a visitor', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const profile = async () => ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` });
    const first = await profile();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await profile();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const game = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect(game.statusCode).toBe(201);
    expect((await decide(ctx.app, b, 'SINGLES', game.json().id, 'accept')).statusCode).toBe(200);
    const after = await profile();
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).not.toBe(first.body);

    const search = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/users/search?username=${a.username}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await search(a.token)).statusCode).toBe(200);
    expect((await search(a.token)).headers['x-cache']).toBe('hit');
    const visitor = await search();
    expect(visitor.statusCode).toBe(401);
    expect((await search('not-a-token')).statusCode).toBe(401);
  });

  it('keeps checked sessions across game writes, and checks them again after a change to accounts', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const notifications = () => ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(c.token) });
    expect((await notifications()).statusCode).toBe(200); // c's session is now checked and remembered
    // c is made an admin behind the server's back (as the admin command would): c's USER token no longer matches.
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, c.id));
    const game = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect(game.statusCode).toBe(201);
    expect((await decide(ctx.app, b, 'SINGLES', game.json().id, 'accept')).statusCode).toBe(200);
    expect((await notifications()).statusCode).toBe(200); // still the remembered session: game writes do not end it
    // b edits their account: sessions are checked afresh, and c's token is refused.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${b.id}`,
      headers: bearer(b.token),
      payload: { email: `new.${b.email}`, password: b.password },
    });
    expect(edit.statusCode).toBe(200);
    const after = await notifications();
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your session has ended, sign in again');
  });

  it('on PostgreSQL, forgets its cached reads when the admin command announces a change it made', async (test) => {
    if (!ctx.database.listen) return test.skip(); // the embedded database is locked by its server: no outside changes
    const a = await buildUser(ctx.app);
    const profile = () => ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` });
    await profile();
    expect((await profile()).headers['x-cache']).toBe('hit');
    await announceOutsideChange(ctx.database, 'league');
    const deadline = Date.now() + 2000;
    let how = (await profile()).headers['x-cache'];
    while (how === 'hit' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      how = (await profile()).headers['x-cache'];
    }
    expect(how).not.toBe('hit');
  });

  it('remembers the players a post reads until an account changes: a renamed opponent is named anew at once', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const first = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect(first.json().team2Name).toBe(b.username);
    const renamed = `${b.username.slice(0, 12)}_new`;
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${b.id}`,
      headers: bearer(b.token),
      payload: { username: renamed, password: b.password },
    });
    expect(edit.statusCode).toBe(200);
    const second = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 5 }));
    expect(second.statusCode).toBe(201);
    expect(second.json().team2Name).toBe(renamed);
    // The renamed player posting: the opponent's request names them anew (the poster gets no notification of their own post).
    expect((await postGame(ctx.app, b, 'SINGLES', soloBody(b.id, a.id))).statusCode).toBe(201);
    const toAccept = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(a.token) });
    expect(
      toAccept
        .json()
        .map((n: { text: string }) => n.text)
        .join(' '),
    ).toContain(renamed);
  });

  it('shares one load among misses of the same URL that arrive while it runs, but never an error', async () => {
    const a = await buildUser(ctx.app);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    const answers = await Promise.all([1, 2, 3].map(() => get(`/api/users/${a.id}/full`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.headers['x-cache'])).toEqual([undefined, 'shared', 'shared']);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const missing = await Promise.all([1, 2].map(() => get('/api/users/00000000-0000-4000-8000-000000000001/full')));
    expect(missing.map((r) => [r.statusCode, r.headers['x-cache']])).toEqual([
      [404, undefined],
      [404, undefined],
    ]);
  });

  it('on PostgreSQL, announces a burst of writes with a few shared NOTIFYs, each write answered after one was sent', async (test) => {
    if (!ctx.database.listen) return test.skip(); // the embedded database has no other instances to tell
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const heard: number[] = [];
    let up: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (up = resolve));
    const listener = ctx.database.listen('caps_league_changed', {
      message: () => heard.push(Date.now()),
      listening: (on) => on && up(),
    });
    try {
      await listening;
      const answered: number[] = [];
      const posts = await Promise.all(
        // 30 different games (an identical pending post would be refused as a repeat).
        Array.from({ length: 30 }, (_, i) =>
          postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: i % 10, k2: 9 + Math.floor(i / 10) })).then(
            (res) => (answered.push(Date.now()), res),
          ),
        ),
      );
      expect(posts.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
      const lastAnswer = Math.max(...answered);
      const deadline = Date.now() + 2000;
      while (!heard.some((at) => at >= lastAnswer - 50) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.length).toBeLessThan(30);
    } finally {
      await listener.close();
    }
  });

  it('keeps its reads and sessions through refused writes and requests to unknown paths, and tells no other instance', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const profile = () => ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` });
    await profile();
    expect((await profile()).headers['x-cache']).toBe('hit');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(a.token) })).statusCode,
    ).toBe(200); // a's session is remembered
    const generations = () => [ctx.app.cache.reads.current, ctx.app.cache.accounts.store.current];
    const before = generations();
    // On PostgreSQL, a refusal sends no NOTIFY either: other instances keep their caches too.
    const heard: string[] = [];
    let up: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (up = resolve));
    const listener = ctx.database.listen?.('caps_league_changed', {
      message: (from) => heard.push(from),
      listening: (on) => on && up(),
    });
    try {
      if (listener) await listening;
      const refusals = [
        await ctx.app.inject({ method: 'POST', url: '/api/teams', payload: { name: 'x', players: [] } }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/teams',
          headers: bearer(a.token),
          payload: { name: 'x', players: [] },
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/users/${a.id}`,
          headers: bearer(a.token),
          payload: { email: 'not an email', password: a.password },
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/users/${a.id}`,
          headers: bearer('not-a-token'),
          payload: { password: a.password },
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/users/${a.id}`,
          headers: bearer(b.token),
          payload: { password: b.password },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: {
            username: a.username,
            email: `other.${a.email}`,
            password: a.password,
            repeatPassword: a.password,
          },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/changePassword',
          headers: bearer(a.token),
          payload: { oldPassword: 'wrong password', newPassword: 'new password' },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/dashboard/posts',
          headers: bearer(a.token),
          payload: { title: 'T', description: 'D', signature: 'S' },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/teams',
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'x',
        }),
        await ctx.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} }),
        await ctx.app.inject({ method: 'DELETE', url: '/api/no-such-thing' }),
        await ctx.app.inject({ method: 'PATCH', url: '/api' }),
        await ctx.app.inject({ method: 'POST', url: '/%c0%ae' }),
        await ctx.app.inject({ method: 'DELETE', url: `/api/singles/${a.id}` }),
      ];
      expect(refusals.map((r) => Math.floor(r.statusCode / 100))).toEqual(refusals.map(() => 4));
      expect(new Set(refusals.map((r) => r.statusCode))).toEqual(new Set([400, 401, 403, 404, 409]));
      expect(generations()).toEqual(before);
      expect((await profile()).headers['x-cache']).toBe('hit');
      if (listener) {
        await new Promise((r) => setTimeout(r, 100));
        expect(heard).toEqual([]);
      }
      // An accepted write still empties it, and is announced.
      const game = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
      expect(game.statusCode).toBe(201);
      expect((await profile()).headers['x-cache']).toBeUndefined();
      expect(ctx.app.cache.reads.current).toBeGreaterThan(before[0]!);
      const deadline = Date.now() + 2000;
      while (listener && heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      if (listener) expect(heard.length).toBeGreaterThan(0);
    } finally {
      await listener?.close();
    }
  });

  it('tells subscribers of the change feed of every change and its kind, made here or announced from outside', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const heard: Array<{ kind: string; here: boolean }> = [];
    const stop = ctx.app.cache.changes.onChange((change) => heard.push(change));
    try {
      expect((await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).statusCode).toBe(201);
      const edit = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${a.id}`,
        headers: bearer(a.token),
        payload: { email: `new.${a.email}`, password: a.password },
      });
      expect(edit.statusCode).toBe(200);
      expect(heard).toEqual([
        { kind: 'league', here: true },
        { kind: 'accounts', here: true },
      ]);
      if (ctx.database.listen) {
        await announceOutsideChange(ctx.database, 'accounts');
        const deadline = Date.now() + 2000;
        while (heard.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(heard[2]).toEqual({ kind: 'accounts', here: false });
      }
    } finally {
      stop();
    }
    expect((await postGame(ctx.app, b, 'SINGLES', soloBody(b.id, a.id))).statusCode).toBe(201);
    expect(heard.length).toBeLessThanOrEqual(3); // no longer subscribed
  });

  it('compresses a cached answer once per encoding and sends the same bytes on every hit, with its Content-Encoding', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const url = `/api/users/${a.id}/full`; // a player's profile: over the compression threshold
    const read = (encoding?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const before = cachedAnswerCompressions();
    const hits = [
      await read('gzip, deflate, br'),
      await read('br'),
      await read('gzip'),
      await read('gzip;q=1, br;q=0.5'),
    ];
    expect(
      hits.map((r) => [r.statusCode, r.headers['x-cache'], r.headers['content-encoding'], r.headers.vary]),
    ).toEqual([
      [200, 'hit', 'br', 'accept-encoding'],
      [200, 'hit', 'br', 'accept-encoding'],
      [200, 'hit', 'gzip', 'accept-encoding'],
      [200, 'hit', 'gzip', 'accept-encoding'],
    ]);
    const [br1, br2, gzip1, gzip2] = hits.map((r) => r.rawPayload);
    expect(br2).toEqual(br1);
    expect(gzip2).toEqual(gzip1);
    expect(Number(hits[0]?.headers['content-length'])).toBe(br1?.length);
    expect(zlib.brotliDecompressSync(br1 ?? Buffer.alloc(0)).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip1 ?? Buffer.alloc(0)).toString()).toBe(plain.body);
    expect(cachedAnswerCompressions() - before).toBe(2); // one brotli, one gzip, for four hits
    // A client that accepts neither gets the plain bytes; deflate is left to the compression plugin, as before.
    const deflate = await read('deflate');
    expect([deflate.headers['x-cache'], deflate.headers['content-encoding']]).toEqual(['hit', 'deflate']);
    expect(zlib.inflateSync(deflate.rawPayload).toString()).toBe(plain.body);
    expect((await read()).body).toBe(plain.body);
    expect(cachedAnswerCompressions() - before).toBe(2);

    // After a change, the read that fills the cache compresses for its client, and the next hit reuses it.
    const game = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect((await decide(ctx.app, b, 'SINGLES', game.json().id, 'accept')).statusCode).toBe(200);
    const filling = await read('br');
    expect([filling.headers['x-cache'], filling.headers['content-encoding']]).toEqual([undefined, 'br']);
    const hit = await read('br');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.rawPayload).toEqual(filling.rawPayload);
    expect(zlib.brotliDecompressSync(hit.rawPayload).toString()).not.toBe(plain.body);
    expect(cachedAnswerCompressions() - before).toBe(3);

    // A route that is not cached is compressed by the plugin on every request, as before.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect([docs.statusCode, docs.headers['content-encoding'], docs.headers.vary]).toEqual([
      200,
      'br',
      'accept-encoding',
    ]);
    expect(cachedAnswerCompressions() - before).toBe(3);
  });

  it('picks brotli, else gzip, as the client weighs them, and leaves any other request to the compression plugin', () => {
    const pick = (value: string | undefined, more: Record<string, string> = {}) =>
      acceptedEncoding({ 'accept-encoding': value, ...more });
    expect([
      pick('gzip, deflate, br, zstd'),
      pick('br;q=0.5, gzip'),
      pick('x-gzip'),
      pick('*'),
      pick('br;q=0, *;q=0.1'),
    ]).toEqual(['br', 'gzip', 'gzip', 'br', 'gzip']);
    expect([
      pick(undefined),
      pick(''),
      pick('deflate'),
      pick('identity'),
      pick('br;q=0, gzip;q=0'),
      pick('br', { 'x-no-compression': '1' }),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('caches only successful reads', async () => {
    const url = '/api/users/00000000-0000-4000-8000-000000000000/full';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('reads with the cache off', () => {
  const ctx = useTestApp({ READ_CACHE_SECONDS: '0' });

  it('reads every request afresh, even concurrent ones of the same URL', async () => {
    const a = await buildUser(ctx.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` })),
    );
    expect(answers.map((r) => [r.statusCode, r.headers['x-cache']])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
  });

  it('leaves the compression of a cached route to the compression plugin, which compresses every request', async () => {
    const a = await buildUser(ctx.app);
    const before = cachedAnswerCompressions();
    const answers = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full`, headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(answers.map((r) => [r.statusCode, r.headers['x-cache'], r.headers['content-encoding']])).toEqual([
      [200, undefined, 'br'],
      [200, undefined, 'br'],
    ]);
    expect(cachedAnswerCompressions()).toBe(before);
  });
});
