/**
 * The live event stream (issue 28): tickets (single use, short-lived), what a visitor and each user hear, replay
 * with Last-Event-ID, the headers and plumbing of a stream (no compression, the security headers), slow clients, and
 * two instances on one PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/context.ts';
import { migrateDatabase, openPostgres } from '../src/db/client.ts';
import { EventHub, StreamClient } from '../src/features/events/index.ts';
import { bearer, buildAdmin, buildUser, testConfig, useTestApp, type TestUser } from './support/app.ts';
import { openEventStream, type OpenedStream, type StreamEvent } from './support/event-stream.ts';
import { decide, postGame, soloBody } from './support/games.ts';
import { scratchPostgres } from './support/process.ts';

const ctx = useTestApp();
let base = '';
const streams: OpenedStream[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => streams.forEach((s) => s.close()));

async function ticketOf(app: App, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(user.token) });
  expect(res.statusCode).toBe(201);
  return (res.json() as { ticket: string }).ticket;
}

async function open(options: Parameters<typeof openEventStream>[1] = {}, at = base): Promise<OpenedStream> {
  const stream = await openEventStream(at, options);
  streams.push(stream);
  if (stream.status === 200) await stream.next((e) => e.event === 'ready');
  return stream;
}

const of = (type: string) => (e: StreamEvent) => e.event === type;

describe('event stream tickets', () => {
  it('are for signed-in callers, open one stream once, and expire', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    const user = await buildUser(ctx.app);
    const ticket = await ticketOf(ctx.app, user);
    const first = await open({ ticket });
    expect(first.status).toBe(200);
    expect(JSON.parse((await first.next(of('ready'))).data)).toEqual({ user: true });

    const reused = await open({ ticket });
    expect(reused.status).toBe(401);
    expect(JSON.parse(reused.body).error).toMatch(/ticket/);
    expect((await open({ ticket: 'made-up-ticket' })).status).toBe(401);

    const late = await ticketOf(ctx.app, user);
    const realNow = ctx.clock.now;
    ctx.clock.now = new Date(realNow.getTime() + 31_000);
    try {
      expect((await open({ ticket: late })).status).toBe(401);
    } finally {
      ctx.clock.now = realNow;
    }
  });

  it('lets visitors in without one, and refuses a client that does not ask for a stream', async () => {
    const visitor = await open();
    expect(visitor.status).toBe(200);
    expect(JSON.parse((await visitor.next(of('ready'))).data)).toEqual({ user: false });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().error).toMatch(/event stream/);
  });

  it('is sent uncompressed, unbuffered, with the security headers and no-store', async () => {
    const stream = await open({ headers: { 'accept-encoding': 'gzip, br' } });
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toBeDefined();
    expect(stream.raw()).toMatch(/^retry: \d+\nevent: ready\n/);
  });
});

describe('what each stream hears', () => {
  it("tells a user of their own notifications and games to accept, everyone of the league's changes, and nothing private to others", async () => {
    const [poster, opponent, bystander] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const visitor = await open();
    const mine = await open({ ticket: await ticketOf(ctx.app, opponent) });
    const theirs = await open({ ticket: await ticketOf(ctx.app, bystander) });

    const game = (await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id))).json() as {
      id: string;
    };
    await mine.next(of('notification'));
    await mine.next(of('acceptance'));
    expect((await decide(ctx.app, opponent, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
    const isThisGame = (e: StreamEvent) =>
      e.event === 'league' && (JSON.parse(e.data) as { gameIds?: string[] }).gameIds?.includes(game.id) === true;
    const league = JSON.parse((await visitor.next(isThisGame)).data);
    expect(league).toEqual({
      gameTypes: ['SINGLES'],
      gameIds: [game.id],
      playerIds: expect.arrayContaining([poster.id, opponent.id]),
    });
    await theirs.next(isThisGame);
    // the accepted game left the opponent's list
    await mine.next((e) => e.event === 'acceptance' && Number(e.id) > Number(mine.events.find(of('acceptance'))?.id));

    for (const other of [visitor, theirs]) {
      expect(other.events.filter((e) => e.event === 'notification' || e.event === 'acceptance')).toEqual([]);
    }
    for (const stream of [visitor, mine, theirs]) {
      expect(stream.raw()).not.toMatch(/@example\.com/);
      expect(stream.raw()).not.toContain(poster.username);
    }
  });

  it('hears a tournament change with its id, and a team change', async () => {
    const visitor = await open();
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const team = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(a.token),
      payload: { name: 'Stream Team', players: [a.id, b.id] },
    });
    expect(team.statusCode).toBe(201);
    const teamId = (team.json() as { id: string }).id;
    await visitor.next(
      (e) => e.event === 'league' && (JSON.parse(e.data) as { teamIds?: string[] }).teamIds?.includes(teamId) === true,
    );
    const admin = await buildAdmin(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles/tournaments',
      headers: bearer(admin.token),
      payload: { tournamentName: 'Stream Cup', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect(JSON.parse((await visitor.next((e) => e.event === 'tournament' && e.data.includes(id))).data)).toEqual({
      id,
      gameType: 'SINGLES',
    });
  });

  it('replays what a reconnecting client missed (Last-Event-ID), and only what it may hear', async () => {
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const first = await open({ ticket: await ticketOf(ctx.app, opponent) });
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    const seen = await first.next(of('notification'));
    first.close();

    // while away: a game to accept, and a public change
    const missed = (await postGame(ctx.app, poster, 'EASY_CAPS', soloBody(poster.id, opponent.id))).json() as {
      id: string;
    };
    await decide(ctx.app, opponent, 'EASY_CAPS', missed.id, 'accept');

    const again = await open({ ticket: await ticketOf(ctx.app, opponent), lastEventId: seen.id });
    await again.next(of('notification'));
    await again.next((e) => e.event === 'league' && e.data.includes(missed.id));
    expect(again.events.every((e) => e.id === undefined || Number(e.id) > Number(seen.id))).toBe(true);

    // the same through the query parameter; a visitor replaying the same span hears only the public part
    const visitor = await open({ query: `lastEventId=${seen.id}` });
    await visitor.next((e) => e.event === 'league' && e.data.includes(missed.id));
    expect(visitor.events.filter((e) => e.event === 'notification' || e.event === 'acceptance')).toEqual([]);
  });

  it("a ticket, push settings and a live game's moves leave the read cache as it is (a live game still reaches the streams)", async () => {
    const user = await buildUser(ctx.app);
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/users?gameType=SINGLES' });
    await read();
    expect((await read()).headers['x-cache']).toBe('hit');
    await ticketOf(ctx.app, user);
    await ctx.app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user.token) });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user.token),
      payload: { acceptRequest: false, decided: true, achievement: true, tournamentMatch: true, corrections: true },
    });
    const visitor = await open();
    const shared = await ctx.app.inject({
      method: 'POST',
      url: '/api/live-games',
      headers: bearer(user.token),
      payload: { gameMode: 'SUDDEN_DEATH' },
    });
    const id = (shared.json() as { id: string }).id;
    await visitor.next((e) => e.event === 'live-game' && e.data.includes(id));
    expect((await read()).headers['x-cache']).toBe('hit');
  });

  it('refuses a malformed Last-Event-ID parameter with a 400', async () => {
    const res = await openEventStream(base, { query: 'lastEventId=abc' });
    expect(res.status).toBe(400);
  });
});

describe('the hub', () => {
  it('says reset to a client that left off before what is kept', async () => {
    const hub = new EventHub(
      ctx.database.db,
      () => new Date(),
      { warn: () => undefined },
      { ...ctx.app.events.options, maxBuffered: 2 },
    );
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    await hub.read();
    for (let i = 0; i < 3; i++) await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    await hub.read();
    const written: string[] = [];
    const res = fakeResponse(written);
    await hub.open(res as never, null, 1);
    expect(written.join('')).toContain('event: reset');
    hub.close();
  });

  it('drops a client that stops reading once too much waits for it, and one that never drains', () => {
    const written: string[] = [];
    const res = fakeResponse(written);
    let dropped = 0;
    const client = new StreamClient(res as never, null, 1000, () => dropped++);
    expect(client.send('x'.repeat(500))).toBe(true);
    res.writableLength = 900; // the peer reads nothing
    expect(client.send('x'.repeat(500))).toBe(false);
    expect(res.destroyed).toBe(true);
    expect(dropped).toBe(1);
    expect(client.send('more')).toBe(false);

    const stuck = fakeResponse([]);
    const other = new StreamClient(stuck as never, null, 1_000_000, () => dropped++);
    stuck.writableNeedDrain = true;
    other.heartbeat();
    expect(stuck.destroyed).toBe(false);
    other.heartbeat();
    expect(stuck.destroyed).toBe(true);
    expect(dropped).toBe(2);
  });
});

function fakeResponse(written: string[]) {
  return {
    writableLength: 0,
    writableNeedDrain: false,
    destroyed: false,
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    end() {},
    destroy() {
      this.destroyed = true;
    },
    on() {},
  };
}

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  it('a change made on A reaches a stream on B, and B replays it', async () => {
    const scratch = await scratchPostgres(url ?? '');
    const [dbA, dbB] = [openPostgres(scratch.url, 4), openPostgres(scratch.url, 4)];
    await migrateDatabase(dbA);
    const config = testConfig({ DATABASE_URL: scratch.url });
    const [a, b] = [
      await buildApp({ config, database: dbA, logger: false }),
      await buildApp({ config, database: dbB, logger: false }),
    ];
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      await a.ready();
      const onB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
      const [poster, opponent] = [await buildUser(a), await buildUser(a)];
      const stream = await open({ ticket: await ticketOf(a, opponent) }, onB);
      const visitor = await open({}, onB);
      const game = (await postGame(a, poster, 'SINGLES', soloBody(poster.id, opponent.id))).json() as { id: string };
      const told = await stream.next(of('notification'));
      await stream.next(of('acceptance'));
      expect((await decide(a, opponent, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
      await visitor.next((e) => e.event === 'league' && e.data.includes(game.id));
      // a live game's move on A (which empties no cache) reaches B's streams too
      const live = (
        await a.inject({
          method: 'POST',
          url: '/api/live-games',
          headers: bearer(poster.token),
          payload: { gameMode: 'SUDDEN_DEATH' },
        })
      ).json() as { id: string };
      await visitor.next((e) => e.event === 'live-game' && e.data.includes(live.id));
      // a ticket from A opens a stream on B, and B replays from an id that A's stream gave
      const replay = await open({ ticket: await ticketOf(a, opponent), lastEventId: told.id }, onB);
      await replay.next((e) => e.event === 'league' && e.data.includes(game.id));
    } finally {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
      await scratch.drop();
    }
  }, 60_000);
});

describe('streams per address', () => {
  const limited = useTestApp({ EVENTS_STREAMS_PER_ADDRESS: '2' });
  it('are capped: one more than allowed gets 429, and a closed one makes room', async () => {
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    const at = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`;
    const [first, second] = [await open({}, at), await open({}, at)];
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openEventStream(at);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body).error).toMatch(/Too many open streams/);
    first.close();
    for (let i = 0; i < 50 && (await openEventStream(at).then((s) => (s.close(), s.status))) !== 200; i++)
      await new Promise((r) => setTimeout(r, 20));
    second.close();
  });
});
