/**
 * Live games anyone can watch (issue 28): the owner's phone shares its log in batches (retried, late and repeated
 * batches are harmless), watchers read the summary and hear a `live-game` event on the stream with every change, and
 * the watch page learns which game was posted.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  createLiveGame,
  LIMITS,
  toWatchEvents,
  type TLiveAction,
  type TLiveGameState,
} from '@caps/domain';
import { bearer, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { openEventStream, type OpenedStream } from './support/event-stream.ts';
import { postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
let base = '';
const streams: OpenedStream[] = [];
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => streams.forEach((s) => s.close()));

const T = '2026-11-26T10:00:00.000Z';

function play(...actions: TLiveAction[]): TLiveGameState {
  return actions.reduce(applyAction, createLiveGame('me'));
}

async function share(owner: TestUser): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/live-games',
    headers: bearer(owner.token),
    payload: { gameMode: 'SUDDEN_DEATH' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

function push(owner: TestUser, id: string, body: { seq: number; from: number; events: unknown[]; gameMode?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/live-games/${id}/events`,
    headers: bearer(owner.token),
    payload: { gameMode: 'SUDDEN_DEATH', ...body },
  });
}

const get = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/live-games/${id}` })).json();

describe('live games', () => {
  it('take the log in batches, read it by the rules, and ignore batches that were repeated or overtaken', async () => {
    const owner = await buildUser(ctx.app);
    const id = await share(owner);
    const started = play(
      { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T },
      { type: 'sink', side: 'you', time: T },
    );
    expect((await push(owner, id, { seq: 1, from: 0, events: toWatchEvents(started.events) })).json()).toEqual({
      seq: 1,
      events: 3,
    });
    // the opponent answers: the phone sends what is new
    const answered = applyAction(started, { type: 'rebut', time: T });
    const second = await push(owner, id, { seq: 2, from: 3, events: toWatchEvents(answered.events).slice(3) });
    expect(second.json()).toEqual({ seq: 2, events: 5 });
    // batch 1 again (a retry after a lost answer): nothing changes
    expect((await push(owner, id, { seq: 1, from: 0, events: toWatchEvents(started.events) })).json()).toEqual({
      seq: 2,
      events: 5,
    });
    const view = await get(id);
    expect(view.summary).toEqual({
      you: { score: 0, sinks: 1, rebuttals: 0 },
      opponent: { score: 0, sinks: 1, rebuttals: 1 },
      phase: 'rebuttal',
      lastSinker: 'opponent',
      chain: 1,
      winner: null,
    });
    expect(view.owner).toMatchObject({ id: owner.id, username: owner.username });
    expect(view.events).toHaveLength(5);
    expect(JSON.stringify(view)).not.toContain('@example.com');

    // an undo shortens the log
    expect((await push(owner, id, { seq: 3, from: 3, events: [] })).json()).toEqual({ seq: 3, events: 3 });
    expect((await get(id)).summary.opponent.sinks).toBe(0);

    // a batch from past what the server holds: 409 saying where to start
    const gap = await push(owner, id, { seq: 4, from: 10, events: [] });
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ events: '3' });
    // a log no live game writes: 400, nothing stored
    const bad = await push(owner, id, { seq: 5, from: 3, events: [{ gameEvent: 'POINT', time: T, side: 'opponent' }] });
    expect(bad.statusCode).toBe(400);
    expect((await get(id)).seq).toBe(3);
  });

  it('belong to their owner: others get 403, unknown ids 404, bad input 400', async () => {
    const [owner, other] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const id = await share(owner);
    expect((await push(other, id, { seq: 1, from: 0, events: [] })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/live-games/${id}/end`,
          headers: bearer(other.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await push(owner, '00000000-0000-4000-8000-000000000000', { seq: 1, from: 0, events: [] })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/live-games/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    for (const body of [
      { seq: 0, from: 0, events: [] },
      { seq: 1, from: -1, events: [] },
      { seq: 1, from: 0, events: [{ gameEvent: 'SINK', time: 'yesterday', side: 'you' }] },
    ]) {
      const res = await push(owner, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('are listed while they move, tell watchers on the stream, and link the posted game once done', async () => {
    const [owner, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const home = await openEventStream(base);
    streams.push(home);
    await home.next((e) => e.event === 'ready');
    const id = await share(owner);
    // every stream hears that a game started ("Live now" changed)
    await home.next((e) => e.event === 'live-game' && e.data.includes(id));
    const watcher = await openEventStream(base, { query: `watch=${id}` });
    const elsewhere = await openEventStream(base, { query: `watch=${await share(opponent)}` });
    streams.push(watcher, elsewhere);
    await watcher.next((e) => e.event === 'ready');
    await elsewhere.next((e) => e.event === 'ready');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/live-games' })).json() as Array<{ id: string }>;
    expect(list.map((g) => g.id)).toContain(id);

    let game = play({ type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T });
    const point: TLiveAction[] = [
      { type: 'sink', side: 'you', time: T },
      { type: 'miss', time: T },
    ];
    for (let i = 0; i < 11; i++) game = point.reduce(applyAction, game);
    expect(game.phase).toBe('ended');
    await push(owner, id, { seq: 1, from: 0, events: toWatchEvents(game.events) });
    const moved = await watcher.next((e) => e.event === 'live-game' && JSON.parse(e.data).seq === 1);
    expect(JSON.parse(moved.data)).toEqual({ id, seq: 1 });
    expect((await get(id)).summary).toMatchObject({ phase: 'ended', winner: 'you', you: { score: 11 } });

    const posted = (await postGame(ctx.app, owner, 'SINGLES', soloBody(owner.id, opponent.id))).json() as {
      id: string;
    };
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/live-games/${id}/end`,
      headers: bearer(owner.token),
      payload: { gameId: posted.id, gameType: 'SINGLES' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().postedGame).toEqual({ id: posted.id, gameType: 'SINGLES' });
    await watcher.next((e) => e.event === 'live-game' && JSON.parse(e.data).ended === true);
    // the end reaches every stream; the move reached only the game's watchers
    await home.next((e) => e.event === 'live-game' && JSON.parse(e.data).ended === true);
    for (const stream of [home, elsewhere])
      expect(
        stream.events.filter(
          (e) => e.event === 'live-game' && JSON.parse(e.data).seq === 1 && !e.data.includes('ended'),
        ),
      ).toEqual([]);
    // a watcher reconnecting with Last-Event-ID is replayed the moves of its game; another stream is not
    const replayed = await openEventStream(base, { query: `watch=${id}`, lastEventId: '1' });
    const notWatching = await openEventStream(base, { lastEventId: '1' });
    streams.push(replayed, notWatching);
    await replayed.next((e) => e.event === 'live-game' && e.data === JSON.stringify({ id, seq: 1 }));
    await notWatching.next((e) => e.event === 'live-game' && JSON.parse(e.data).ended === true && e.data.includes(id));
    expect(notWatching.events.filter((e) => e.data === JSON.stringify({ id, seq: 1 }))).toEqual([]);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/live-games' })).json() as Array<{ id: string }>;
    expect(after.map((g) => g.id)).not.toContain(id);
    // someone else's game cannot be claimed
    const another = await share(owner);
    const stranger = (
      await postGame(ctx.app, opponent, 'SINGLES', soloBody(opponent.id, owner.id, { s1: 11, s2: 3 }))
    ).json() as { id: string };
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: `/api/live-games/${another}/end`,
      headers: bearer(owner.token),
      payload: { gameId: stranger.id, gameType: 'SINGLES' },
    });
    expect(claimed.statusCode).toBe(400);
  });
});

describe('live games are bounded', () => {
  const create = (owner: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/live-games',
      headers: bearer(owner.token),
      payload: { gameMode: 'SUDDEN_DEATH' },
    });
  const end = (owner: TestUser, id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/live-games/${id}/end`, headers: bearer(owner.token), payload: {} });
  const started = () =>
    toWatchEvents(play({ type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T }).events);

  it(`a player has at most ${LIMITS.liveGamesOpen} going at once, and starts at most ${LIMITS.liveGamesStartedPerHour} an hour`, async () => {
    const owner = await buildUser(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.liveGamesOpen; i++) ids.push(await share(owner));
    const refused = await create(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIVE_GAMES_TOO_MANY_OPEN', error: expect.any(String) });
    // one ended: another may start
    expect((await end(owner, ids[0] ?? '')).statusCode).toBe(200);
    ids.push(await share(owner));
    // a game not moved for 15 minutes is no longer going (a phone that never said it was done)
    ctx.clock.now = new Date(Date.now() + 16 * 60_000);
    try {
      ids.push(await share(owner));
    } finally {
      ctx.clock.now = new Date();
    }
    for (const id of ids) await end(owner, id);
    // starting and ending over and over: the hourly limit
    for (let i = ids.length; i < LIMITS.liveGamesStartedPerHour; i++) await end(owner, await share(owner));
    const tooMany = await create(owner);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'LIVE_GAMES_TOO_MANY_STARTED', error: expect.any(String) });
  });

  it(`takes at most ${LIMITS.liveGamePushes} batches in ${LIMITS.liveGamePushWindowSeconds} s from one player`, async () => {
    const owner = await buildUser(ctx.app);
    const id = await share(owner);
    for (let seq = 1; seq <= LIMITS.liveGamePushes; seq++)
      expect((await push(owner, id, { seq, from: 0, events: started() })).statusCode).toBe(200);
    const refused = await push(owner, id, { seq: LIMITS.liveGamePushes + 1, from: 0, events: started() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIVE_GAME_TOO_MANY_BATCHES', error: expect.any(String) });
    expect((await get(id)).seq).toBe(LIMITS.liveGamePushes);
  });

  it('moves seq on by a bounded step: no log is pinned by a huge seq, and a phone back from hours offline is still heard', async () => {
    const owner = await buildUser(ctx.app);
    const id = await share(owner);
    for (const seq of [1_000_000_000, LIMITS.liveGameSeqStep + 1]) {
      const res = await push(owner, id, { seq, from: 0, events: started() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LIVE_GAME_SEQ_TOO_FAR', seq: '0', error: expect.any(String) });
    }
    expect((await get(id)).seq).toBe(0);
    expect((await push(owner, id, { seq: 1, from: 0, events: started() })).json()).toEqual({ seq: 1, events: 2 });
    // offline: a few hundred tries never reached the server; the queued log goes with the next one that does
    const later = toWatchEvents(
      play(
        { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T },
        { type: 'sink', side: 'you', time: T },
      ).events,
    );
    expect((await push(owner, id, { seq: 400, from: 0, events: later })).json()).toEqual({ seq: 400, events: 3 });
  });

  it("lists each player's newest-moved game only in Live now", async () => {
    const [busy, other] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const busyGames = [await share(busy), await share(busy), await share(busy)];
    const otherGame = await share(other);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000); // the middle one moves last
    await push(busy, busyGames[1] ?? '', { seq: 1, from: 0, events: started() });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/live-games' })).json() as Array<{
      id: string;
      owner: { id: string };
    }>;
    expect(list.filter((g) => g.owner.id === busy.id).map((g) => g.id)).toEqual([busyGames[1]]);
    expect(list.map((g) => g.id)).toContain(otherGame);
  });

  it('a stream may watch one live game, named by its id', async () => {
    const bad = await openEventStream(base, { query: 'watch=not-an-id' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toEqual(expect.any(String));
  });
});
