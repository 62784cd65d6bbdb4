/**
 * The current season's board after a new season (issue #37): everyone with a game in it is listed, the provisional
 * (fewer than 5 games) after the qualified, when the caller asks (`withProvisional`, the web); the earlier client's
 * board (no parameter) keeps the qualified only, and past seasons and all-time rank the qualified only. An empty board
 * says when it is empty only because its players are inactive. Two season starts at once: one wins, the other is a
 * clear 409 and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

async function call(who: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

async function acceptedGame(winner: TestUser, loser: TestUser): Promise<void> {
  const res = await postGame(ctx.app, winner, 'SINGLES', soloBody(winner.id, loser.id));
  expect(res.statusCode, res.body).toBe(201);
  expect((await decide(ctx.app, loser, 'SINGLES', res.json().id, 'accept')).statusCode).toBe(200);
}

type Row = {
  id: string;
  rank: number;
  provisional: boolean;
  inactive: boolean;
  stats: { gamesPlayed: number; points: number };
};
type Board = { content: Row[]; totalElements: number; totalPages: number; onlyInactive: boolean };

async function board(query: string, path = '/api/users?gameType=SINGLES&'): Promise<Board> {
  const res = await call(undefined, 'GET', `${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function seasons(): Promise<Array<{ id: number; name: string; endedAt: string | null }>> {
  return (await call(undefined, 'GET', '/api/seasons')).json();
}

async function newSeason(admin: TestUser, name: string) {
  const [current] = await seasons();
  const res = await call(admin, 'POST', '/api/seasons', { name, endsSeasonId: current!.id });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the current season board with provisional players', () => {
  it('lists everyone with a game this season, the provisional after the qualified; the earlier client, past seasons and all-time the qualified only', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    for (let i = 0; i < 5; i++) await acceptedGame(a, b);
    await newSeason(admin, 'Fresh');

    // The day after a new season: one game played, and the web's board is not empty.
    await acceptedGame(c, d);
    const fresh = await board('pageSize=100&withProvisional=true');
    expect(fresh.content.map((r) => r.id).sort()).toEqual([c.id, d.id].sort());
    expect(fresh.content.every((r) => r.provisional)).toBe(true);
    expect(fresh.content.map((r) => r.rank)).toEqual([1, 2]);
    expect(fresh.totalElements).toBe(2);
    // The earlier client's board (no parameter) keeps its meaning: qualified only, so still empty.
    expect((await board('pageSize=100')).content).toEqual([]);
    expect((await board('pageSize=100&withProvisional=false')).content).toEqual([]);

    // b qualifies with 5 games this season (4 lost to a, one to c: fewer points than any provisional): still first.
    for (let i = 0; i < 4; i++) await acceptedGame(a, b);
    await acceptedGame(c, b);
    const mixed = await board('pageSize=100&withProvisional=true');
    const order = mixed.content.map((r) => r.id);
    expect(order[0]).toBe(b.id);
    expect(mixed.content[0]).toMatchObject({ provisional: false, rank: 1 });
    expect(mixed.content.slice(1).every((r) => r.provisional)).toBe(true);
    expect(new Set(order.slice(1))).toEqual(new Set([a.id, c.id, d.id]));
    // The provisional section keeps its own order: points, then games won.
    const points = mixed.content.slice(1).map((r) => r.stats.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    expect((await board('pageSize=100')).content.map((r) => r.id)).toEqual([b.id]);

    // Pages run across the two sections: one row a page gives the same order.
    const paged: string[] = [];
    for (let p = 0; p < mixed.totalElements + 1; p++) {
      const page = await board(`pageSize=1&pageNumber=${p}&withProvisional=true`);
      expect(page.totalElements).toBe(4);
      paged.push(...page.content.map((r) => r.id));
      if (p >= 4) expect(page.content).toEqual([]);
    }
    expect(paged).toEqual(order);
    const pageOfThree = await board('pageSize=3&pageNumber=1&withProvisional=true');
    expect(pageOfThree.content.map((r) => r.id)).toEqual(order.slice(3));
    expect(pageOfThree.content[0]!.rank).toBe(4);

    // Past seasons and all-time rank the qualified only, whatever is asked.
    const past = (await seasons()).find((s) => s.endedAt !== null && s.name !== 'Fresh')!;
    const pastBoard = await board(`pageSize=100&season=${past.id}&withProvisional=true`);
    expect(pastBoard.content.every((r) => !r.provisional)).toBe(true);
    expect(pastBoard.content.map((r) => r.id)).toContain(a.id);
    const allTime = await board('pageSize=100&season=all&withProvisional=true');
    expect(allTime.content.every((r) => !r.provisional)).toBe(true);
    expect(allTime.content.map((r) => r.id)).not.toContain(d.id);
  });

  it('lists provisional teams on the current season team board after the qualified', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const t1 = await buildTeam(ctx.app, a, b);
    const t2 = await buildTeam(ctx.app, c, d);
    await newSeason(admin, 'Team fresh');
    const res = await postDoubles(ctx.app, a, doublesBody(t1, t2));
    expect(res.statusCode, res.body).toBe(201);
    expect((await decideDoubles(ctx.app, c, res.json().id, 'accept')).statusCode).toBe(200);
    const teams = await board('pageSize=100&withProvisional=true', '/api/teams?');
    expect(teams.content.map((r) => r.id).sort()).toEqual([t1.id, t2.id].sort());
    expect(teams.content.every((r) => r.provisional)).toBe(true);
    expect((await board('pageSize=100', '/api/teams?')).content).toEqual([]);
  });

  it('says an empty board is empty only because its players are inactive', async () => {
    const admin = await buildAdmin(ctx);
    await newSeason(admin, 'Quiet');
    const empty = await board('pageSize=10&withProvisional=true');
    expect(empty).toMatchObject({ totalElements: 0, onlyInactive: false });
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (let i = 0; i < 5; i++) await acceptedGame(a, b);
    expect((await board('pageSize=10&withProvisional=true')).onlyInactive).toBe(false);
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + (ctx.config.inactiveDays + 1) * 86_400_000);
    try {
      // The answer cache is emptied by writes only: a write first, so the board is read again.
      await call(admin, 'PUT', `/api/seasons/${(await seasons())[0]!.id}`, { name: 'Quiet' });
      for (const query of ['pageSize=10&withProvisional=true', 'pageSize=10']) {
        const all = await board(query);
        expect(all, query).toMatchObject({ content: [], totalElements: 0, onlyInactive: true });
      }
      expect((await board('pageSize=10&withProvisional=true&includeInactive=true')).totalElements).toBe(2);
      expect((await board('pageSize=10&season=all')).onlyInactive).toBe(false);
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('refuses a withProvisional that is not true or false', async () => {
    for (const url of ['/api/users?withProvisional=yes', '/api/teams?withProvisional=1']) {
      const res = await call(undefined, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('WITH_PROVISIONAL_INVALID');
    }
  });
});

describe('starting a season twice at once', () => {
  it('starts one season: the other start is a 409 "a season was just started" and changes nothing', async () => {
    const admin = await buildAdmin(ctx);
    const other = await buildAdmin(ctx);
    const before = await seasons();
    const current = before[0]!;
    const results = await Promise.all([
      call(admin, 'POST', '/api/seasons', { name: 'Raced A', endsSeasonId: current.id }),
      call(other, 'POST', '/api/seasons', { name: 'Raced B', endsSeasonId: current.id }),
      call(admin, 'POST', '/api/seasons', { name: 'Raced C', endsSeasonId: current.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const won = results.find((r) => r.statusCode === 201)!.json();
    for (const lost of results.filter((r) => r.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ code: 'SEASON_JUST_STARTED', params: { name: won.name } });
    }
    const after = await seasons();
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((s) => s.endedAt === null).map((s) => s.id)).toEqual([won.id]);
  });

  it('refuses to end a season that is no longer current, and a missing or bad endsSeasonId', async () => {
    const admin = await buildAdmin(ctx);
    const [current] = await seasons();
    await newSeason(admin, 'Moved on');
    const stale = await call(admin, 'POST', '/api/seasons', { name: 'Stale', endsSeasonId: current!.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SEASON_JUST_STARTED', params: { name: 'Moved on' } });
    for (const endsSeasonId of ['x', 0, 1.5, -3]) {
      const res = await call(admin, 'POST', '/api/seasons', { name: 'Bad', endsSeasonId });
      expect(res.statusCode, String(endsSeasonId)).toBe(400);
    }
    // A start must say which season it ends: a bare name is refused, so no start can end a season just begun.
    const bare = await call(admin, 'POST', '/api/seasons', { name: 'Bare' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('SEASON_TO_END_REQUIRED');
    expect((await seasons())[0]!.name).toBe('Moved on');
  });
});
