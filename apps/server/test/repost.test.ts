/**
 * A double tap or a retried post must not store the game twice (issue 20 item 9): an identical post of the same
 * poster while the first is pending (5 minutes) is a 409 naming the first game, also when both arrive at once. The
 * poster is never asked to accept their own game (item 16).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

async function pendingCount(poster: TestUser) {
  return (
    await ctx.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.postedBy, poster.id), eq(games.status, 'PENDING')))
  ).length;
}

async function notifications(user: TestUser) {
  return (
    await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })
  ).json() as Array<{ notificationType: string; text: string }>;
}

describe('posting the same game twice', () => {
  it('refuses an identical solo post while the first is pending, with the first game’s id', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (const type of ['SINGLES', 'EASY_CAPS', 'UNRANKED'] as const) {
      const first = await postGame(ctx.app, a, type, soloBody(a.id, b.id));
      expect(first.statusCode, first.body).toBe(201);
      const second = await postGame(ctx.app, a, type, soloBody(a.id, b.id));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        error: 'This game was already posted',
        code: 'GAME_ALREADY_POSTED',
        id: first.json().id,
      });
    }
    expect(await pendingCount(a)).toBe(3);
    // Other scores, or the opponent posting the same game, are other posts.
    expect((await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2: 5 }))).statusCode).toBe(201);
    expect((await postGame(ctx.app, b, 'SINGLES', soloBody(a.id, b.id))).statusCode).toBe(201);
  });

  it('allows the same result again once the first game is decided, or after 5 minutes', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const first = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    expect((await decide(ctx.app, b, 'SINGLES', first.id, 'accept')).statusCode).toBe(200);
    const again = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect(again.statusCode).toBe(201);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 5 * 60_000 + 1000);
    expect((await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).statusCode).toBe(201);
    expect(await pendingCount(a)).toBe(2);
  });

  it('stores exactly one of several identical posts sent at the same moment', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(r.json()).toEqual({
        error: 'This game was already posted',
        code: 'GAME_ALREADY_POSTED',
        id: created[0]!.json().id,
      });
    expect(await pendingCount(a)).toBe(1);
  });

  it('refuses an identical doubles post, also at the same moment', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const results = await Promise.all(
      Array.from({ length: 4 }, () => postDoubles(ctx.app, a, doublesBody(home, away))),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(r.json()).toEqual({
        error: 'This game was already posted',
        code: 'GAME_ALREADY_POSTED',
        id: created[0]!.json().id,
      });
    const later = await postDoubles(ctx.app, a, doublesBody(home, away));
    expect(later.statusCode).toBe(409);
    expect(later.json().id).toBe(created[0]!.json().id);
    expect((await decideDoubles(ctx.app, c, created[0]!.json().id, 'reject')).statusCode).toBe(200);
    expect((await postDoubles(ctx.app, a, doublesBody(home, away))).statusCode).toBe(201);
  });
});

describe('posting the same game again on purpose (confirmRepeat)', () => {
  it('stores a confirmed repeat as a second pending game; without the field, or with false, it is refused as before', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const first = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    expect((await postGame(ctx.app, a, 'SINGLES', { ...soloBody(a.id, b.id), confirmRepeat: false })).json()).toEqual({
      error: 'This game was already posted',
      code: 'GAME_ALREADY_POSTED',
      id: first.id,
    });
    const repeat = await postGame(ctx.app, a, 'SINGLES', { ...soloBody(a.id, b.id), confirmRepeat: true });
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.json().id).not.toBe(first.id);
    expect(await pendingCount(a)).toBe(2);
    // The field belongs to the request: the stored game is the same game, and a third plain post names the first.
    const [stored] = await ctx.database.db
      .select({ body: games.body })
      .from(games)
      .where(eq(games.id, repeat.json().id));
    expect(stored?.body).not.toHaveProperty('confirmRepeat');
    expect((await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json().id).toBe(first.id);
    // The opponent is asked to accept each of them.
    expect((await notifications(b)).filter((n) => n.notificationType === 'ACCEPT_REQUEST')).toHaveLength(2);
  });

  it('works for doubles too', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const first = (await postDoubles(ctx.app, a, doublesBody(home, away))).json();
    const refused = await postDoubles(ctx.app, a, doublesBody(home, away));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().id).toBe(first.id);
    const repeat = await postDoubles(ctx.app, a, { ...doublesBody(home, away), confirmRepeat: true });
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(await pendingCount(a)).toBe(2);
  });

  it('refuses a confirmRepeat that is not a boolean, storing nothing', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const res = await postGame(ctx.app, a, 'SINGLES', { ...soloBody(a.id, b.id), confirmRepeat: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect(await pendingCount(a)).toBe(0);
  });
});

describe('who is asked to accept', () => {
  it('never the poster: the opponent gets the request, the poster nothing (solo)', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const game = (await postGame(ctx.app, a, 'SINGLES', soloBody(b.id, a.id))).json();
    expect(await notifications(a)).toEqual([]);
    expect((await notifications(b)).map((n) => n.text)).toEqual([`You have a game with ${a.username} to accept.`]);
    expect((await decide(ctx.app, a, 'SINGLES', game.id, 'accept')).statusCode).toBe(403);
  });

  it('in doubles, the other team is asked; the poster’s teammate is told it waits; the poster is not notified', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    // Posted by b from the second team position of the body: the poster's team is still found by roster.
    expect((await postDoubles(ctx.app, b, doublesBody(away, home))).statusCode).toBe(201);
    expect(await notifications(b)).toEqual([]);
    expect((await notifications(a)).map((n) => n.text)).toEqual([
      `Your game with team ${away.name} is waiting to be accepted.`,
    ]);
    for (const u of [c, d])
      expect((await notifications(u)).map((n) => n.text)).toEqual([
        `You have a game with team ${home.name} to accept.`,
      ]);
  });

  it('a tournament result posted twice for the same entry changes nothing the second time', async () => {
    const admin = await buildAdmin(ctx);
    const [p, q] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const auth = bearer(admin.token);
    const t = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/singles/tournaments',
        headers: auth,
        payload: { tournamentName: 'Twice', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
      })
    ).json();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/singles/tournaments/${t.id}/players`,
          headers: auth,
          payload: [p.id, q.id],
        })
      ).statusCode,
    ).toBe(200);
    const seeded = (
      await ctx.app.inject({ method: 'POST', url: `/api/singles/tournaments/${t.id}/seed`, headers: auth })
    ).json();
    const entry = seeded.bracketEntries.find((e: { player1: unknown; player2: unknown }) => e.player1 && e.player2);
    const body = soloBody(entry.player1.id, entry.player2.id);
    const results = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/singles/tournaments/${t.id}/entry/${entry.id}`,
          headers: auth,
          payload: body,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/tournaments/${t.id}/entry/${entry.id}`,
      headers: auth,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual(expect.any(String));
    const tournamentGames = await ctx.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.tournamentId, t.id));
    expect(tournamentGames).toHaveLength(1);
  });
});
