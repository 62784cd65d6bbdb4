/**
 * Disputes (issue 37, items 2 and 22): the other side hears of a report (in their language, pushed as their settings
 * say), reports are limited per player, admins are not told once per report of a flood, the admins' queue is paged,
 * an admin may dismiss a report with a note, and a report's reason is for the game's players and the admins only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@caps/domain';
import { pushPreferences, pushQueue, pushSubscriptions } from '../src/db/schema.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { databaseDigest } from './support/digest.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function call(who: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

async function acceptedSingles(a: TestUser, b: TestUser, s2 = 6): Promise<string> {
  const id = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2 }))).json().id as string;
  expect((await decide(ctx.app, b, 'SINGLES', id, 'accept')).statusCode).toBe(200);
  return id;
}

type Note = { notificationType: string; title: string; text: string; gameId: string | null; seen: boolean; id: string };
const notes = async (who: TestUser, gameId?: string): Promise<Note[]> =>
  ((await call(who, 'GET', '/api/notifications')).json() as Note[]).filter(
    (n) => n.notificationType === 'DISPUTE_OPENED' && (!gameId || n.gameId === gameId),
  );

async function addDevice(user: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: `https://push.example.com/${user.id}`, p256dh: 'key', auth: 'secret' })
    .returning();
  return row!.id;
}

const queuedKinds = async (subscriptionId: string) =>
  (await ctx.database.db.select().from(pushQueue).where(eq(pushQueue.subscriptionId, subscriptionId))).map(
    (p) => p.kind,
  );

describe('who hears of a report', () => {
  it("tells the other side's players in their language and pushes it as their corrections setting says; not the reporter", async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    expect((await call(b, 'PUT', `/api/users/${b.id}`, { language: 'pl' })).statusCode).toBe(200);
    const device = await addDevice(b);
    const game = await acceptedSingles(a, b);
    expect((await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'Wrong score' })).statusCode).toBe(201);
    const [told] = await notes(b, game);
    expect(told).toMatchObject({
      title: 'DISPUTE_OPENED',
      text: `${a.username} zgłosił(a) adminom problem z Twoją grą singlową: Wrong score`,
    });
    expect(await notes(a, game)).toEqual([]);
    expect(await queuedKinds(device)).toContain('DISPUTE_OPENED');

    // With corrections switched off, nothing is pushed (the bell still has it).
    const [c, d] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    await ctx.database.db.insert(pushPreferences).values({ userId: d.id, corrections: false });
    const quiet = await addDevice(d);
    const other = await acceptedSingles(c, d);
    expect((await call(c, 'POST', `/api/singles/dispute/${other}`, { reason: 'Typo' })).statusCode).toBe(201);
    expect((await notes(d, other))[0]?.text).toBe(
      `${c.username} reported a problem with your Singles game to the admins: Typo`,
    );
    expect(await queuedKinds(quiet)).not.toContain('DISPUTE_OPENED');
  });

  it('tells the players of the other team of a doubles game, not the reporter’s partner', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const id = (await postDoubles(ctx.app, a, doublesBody(home, away))).json().id as string;
    expect((await decideDoubles(ctx.app, c, id, 'accept')).statusCode).toBe(200);
    expect((await call(d, 'POST', `/api/doubles/dispute/${id}`, { reason: 'We lost 11-5' })).statusCode).toBe(201);
    for (const player of [a, b])
      expect((await notes(player, id)).map((n) => n.text)).toEqual([
        `${d.username} reported a problem with your Doubles game to the admins: We lost 11-5`,
      ]);
    for (const player of [c, d]) expect(await notes(player, id)).toEqual([]);
  });

  it('tells each admin once while their dispute notice is unseen, not once per report of a flood', async () => {
    const admin = await buildAdmin(ctx);
    const reporters = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const opponent = await buildUser(ctx.app);
    const before = (await notes(admin)).filter((n) => !n.seen);
    for (const seen of before) await call(admin, 'PUT', `/api/notifications/seen/${seen.id}`);
    for (const reporter of reporters) {
      const game = await acceptedSingles(reporter, opponent);
      expect((await call(reporter, 'POST', `/api/singles/dispute/${game}`, { reason: 'flood' })).statusCode).toBe(201);
    }
    const unseen = (await notes(admin)).filter((n) => !n.seen);
    expect(unseen).toHaveLength(1);
    // Once seen, the next report is told again.
    await call(admin, 'PUT', `/api/notifications/seen/${unseen[0]!.id}`);
    const game = await acceptedSingles(opponent, reporters[0]!);
    expect((await call(opponent, 'POST', `/api/singles/dispute/${game}`, { reason: 'next' })).statusCode).toBe(201);
    expect((await notes(admin)).filter((n) => !n.seen).map((n) => n.text)).toEqual([
      `${opponent.username} reported a problem with a Singles game: next`,
    ]);
  });
});

describe('limits', () => {
  it(`refuses a player's report beyond ${LIMITS.disputesPerDay} a day with 429 {error} and changes nothing; refused reports do not count`, async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const games: string[] = [];
    for (let i = 0; i <= LIMITS.disputesPerDay; i++) games.push(await acceptedSingles(a, b, i % 10));
    const first = games[0]!;
    expect((await call(a, 'POST', `/api/singles/dispute/${first}`, { reason: 'one' })).statusCode).toBe(201);
    // A second open report of the same game is refused and not counted.
    expect((await call(a, 'POST', `/api/singles/dispute/${first}`, { reason: 'again' })).statusCode).toBe(409);
    for (const game of games.slice(1, LIMITS.disputesPerDay))
      expect((await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'more' })).statusCode).toBe(201);
    const before = await databaseDigest(ctx.database.db);
    const refused = await call(a, 'POST', `/api/singles/dispute/${games[LIMITS.disputesPerDay]}`, {
      reason: 'too many',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'DISPUTES_PER_DAY', params: { max: LIMITS.disputesPerDay } });
    expect(typeof refused.json().error).toBe('string');
    expect(await databaseDigest(ctx.database.db)).toBe(before);
    // The other player's own limit is untouched.
    expect(
      (await call(b, 'POST', `/api/singles/dispute/${games[LIMITS.disputesPerDay]}`, { reason: 'mine' })).statusCode,
    ).toBe(201);
  });
});

describe("the admins' queue", () => {
  it('is paged in the shape of every paged list, oldest first', async () => {
    const admin = await buildAdmin(ctx);
    const opponent = await buildUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const reporter = await buildUser(ctx.app);
      const game = await acceptedSingles(reporter, opponent);
      expect((await call(reporter, 'POST', `/api/singles/dispute/${game}`, { reason: `report ${i}` })).statusCode).toBe(
        201,
      );
    }
    const all = (await call(admin, 'GET', '/api/admin/disputes?pageSize=100')).json();
    const total = all.totalElements as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const page = await call(admin, 'GET', '/api/admin/disputes?pageNumber=1&pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      totalElements: total,
      totalPages: Math.ceil(total / 2),
      number: 1,
      size: 2,
      first: false,
    });
    expect(page.json().content.map((d: { id: string }) => d.id)).toEqual(
      all.content.slice(2, 4).map((d: { id: string }) => d.id),
    );
    expect(all.content[0]).toMatchObject({ canDismiss: true, game: { status: 'ACCEPTED' } });
    const past = (await call(admin, 'GET', '/api/admin/disputes?pageNumber=1000')).json();
    expect(past).toMatchObject({ content: [], totalElements: total, last: true });
    expect((await call(admin, 'GET', '/api/admin/disputes?pageSize=0')).statusCode).toBe(400);
  });
});

describe('dismissing a report', () => {
  it('closes it with a note, keeps the game, records it and tells its players (not "corrected"); only admins, only once', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    expect((await call(a, 'PUT', `/api/users/${a.id}`, { language: 'pl' })).statusCode).toBe(200);
    const game = await acceptedSingles(a, b);
    const dispute = (await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'Wrong score' })).json()
      .id as string;
    const gameBefore = (await call(undefined, 'GET', `/api/singles/${game}`)).json();
    const before = await databaseDigest(ctx.database.db);
    for (const [who, url, body, status] of [
      [a, `/api/admin/disputes/${dispute}/dismiss`, { note: 'ok' }, 403],
      [undefined, `/api/admin/disputes/${dispute}/dismiss`, { note: 'ok' }, 401],
      [admin, `/api/admin/disputes/${dispute}/dismiss`, { note: ' ' }, 400],
      [admin, `/api/admin/disputes/${UNKNOWN}/dismiss`, { note: 'ok' }, 404],
      [admin, '/api/admin/disputes/not-an-id/dismiss', { note: 'ok' }, 400],
    ] as const) {
      const res = await call(who, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await databaseDigest(ctx.database.db)).toBe(before);

    expect(
      (
        await call(admin, 'POST', `/api/admin/disputes/${dispute}/dismiss`, {
          note: 'The score was agreed at the table',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call(admin, 'POST', `/api/admin/disputes/${dispute}/dismiss`, { note: 'again' })).statusCode).toBe(
      409,
    );
    expect(
      (await call(admin, 'GET', '/api/admin/disputes?pageSize=100')).json().content.map((d: { id: string }) => d.id),
    ).not.toContain(dispute);
    expect((await call(undefined, 'GET', `/api/singles/${game}`)).json()).toEqual(gameBefore);
    const [toReporter] = await notes(a, game);
    expect(toReporter).toMatchObject({
      title: 'DISPUTE_DISMISSED',
      text: 'Admin odrzucił Twoje zgłoszenie problemu z grą singlową; gra pozostaje bez zmian: The score was agreed at the table',
    });
    const toOther = (await notes(b, game)).filter((n) => n.title === 'DISPUTE_DISMISSED');
    expect(toOther.map((n) => n.text)).toEqual([
      `An admin dismissed ${a.username}'s report of a problem with your Singles game; the game stays as it was: The score was agreed at the table`,
    ]);
    for (const player of [a, b]) {
      const all = (await call(player, 'GET', '/api/notifications')).json() as Note[];
      expect(all.filter((n) => n.notificationType === 'GAME_CORRECTED')).toEqual([]);
    }
    const trail = (await call(admin, 'GET', `/api/singles/${game}/audit`)).json();
    expect(trail.at(-1)).toMatchObject({
      action: 'DISPUTE_DISMISSED',
      byName: admin.username,
      reason: 'The score was agreed at the table',
    });
    // The player may report it again (a new report).
    expect((await call(a, 'GET', `/api/singles/${game}/actions`)).json()).toMatchObject({
      canDispute: true,
      openDispute: null,
    });
  });
});

describe("a report's reason", () => {
  it("is read by the game's players and the admins only", async () => {
    const [a, b, stranger] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const game = await acceptedSingles(a, b);
    const dispute = (
      await call(a, 'POST', `/api/singles/dispute/${game}`, { reason: 'He stepped over the line' })
    ).json().id as string;
    expect(
      (await call(admin, 'POST', `/api/admin/disputes/${dispute}/dismiss`, { note: 'Not seen by the referee' }))
        .statusCode,
    ).toBe(204);
    const reasons = async (who: TestUser | undefined) =>
      (
        (await call(who, 'GET', `/api/singles/${game}/audit`)).json() as Array<{
          action: string;
          reason: string | null;
        }>
      )
        .filter((e) => e.action.startsWith('DISPUTE'))
        .map((e) => [e.action, e.reason]);
    for (const reader of [a, b, admin]) {
      expect(await reasons(reader)).toEqual([
        ['DISPUTED', 'He stepped over the line'],
        ['DISPUTE_DISMISSED', 'Not seen by the referee'],
      ]);
    }
    for (const reader of [stranger, undefined]) {
      const res = await call(reader, 'GET', `/api/singles/${game}/audit`);
      expect(res.body).not.toMatch(/stepped over|referee/);
      expect(await reasons(reader)).toEqual([
        ['DISPUTED', null],
        ['DISPUTE_DISMISSED', null],
      ]);
    }
  });
});
