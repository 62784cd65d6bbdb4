import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emptyStats } from '@caps/domain';
import { teams } from '../src/db/schema.ts';
import { findProfile } from '../src/features/users/users.repository.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function ownTeams(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/teams/${user.id}`, headers: bearer(user.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    content: Array<{
      id: string;
      name: string;
      active: boolean;
      playerList: string[];
      players: Array<{ username: string }>;
    }>;
    totalElements: number;
  };
}

function createTeam(user: TestUser | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: user ? bearer(user.token) : {},
    payload: payload as object,
  });
}

describe('creating teams', () => {
  it('creates an active team of two with fresh stats', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const res = await createTeam(a, { name: 'Cap Crushers', players: [a.id, b.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Cap Crushers',
      active: true,
      playerList: [a.id, b.id],
      doublesStats: emptyStats(),
    });
    const listed = await ownTeams(b);
    expect(listed.content.map((t) => t.name)).toEqual(['Cap Crushers']);
    expect(listed.content[0]?.players.map((p) => p.username)).toEqual([a.username, b.username]);
  });

  it('refuses bad teams with a clear message and creates nothing', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const c = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const cases: Array<[unknown, number, string]> = [
      [{ name: 'Solo', players: [a.id] }, 400, 'Team must consist of two players'],
      [{ name: 'Trio', players: [a.id, b.id, c.id] }, 400, 'Team must consist of two players'],
      [{ name: 'Twins', players: [a.id, a.id] }, 400, 'Team must consist of two players'],
      [{ name: 'Nobody' }, 400, 'Team must consist of two players'],
      [{ name: 'ab', players: [a.id, b.id] }, 400, 'Lenght of 3 required'],
      [{ players: [a.id, b.id] }, 400, 'Lenght of 3 required'],
      [{ name: ' Spaced', players: [a.id, b.id] }, 400, 'Team name cannot have leading or trailing spaces'],
      [{ name: 'x'.repeat(31), players: [a.id, b.id] }, 400, 'Team name cannot be longer than 30 characters'],
      [{ name: 'Bad ids', players: ['nope', b.id] }, 400, 'Player id has to be a UUID'],
      [{ name: 'Strangers', players: [b.id, c.id] }, 403, 'You have to be one of the players of the team'],
      [{ name: 'Ghosts', players: [a.id, UNKNOWN] }, 404, 'User not found'],
      [{ name: 'With boss', players: [a.id, admin.id] }, 400, 'Admins do not play games'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await createTeam(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect((await ownTeams(a)).totalElements).toBe(0);
    expect((await ownTeams(b)).totalElements).toBe(0);
  });

  it('needs a signed-in player', async () => {
    const a = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    expect((await createTeam(null, { name: 'Visitors', players: [a.id, a.id] })).statusCode).toBe(401);
    expect((await createTeam(admin, { name: 'Admins', players: [admin.id, a.id] })).statusCode).toBe(403);
  });
});

describe('listing own teams', () => {
  it('is for oneself only', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/teams/${a.id}` })).statusCode).toBe(401);
    const other = await ctx.app.inject({ method: 'GET', url: `/api/teams/${a.id}`, headers: bearer(b.token) });
    expect(other.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/teams/not-a-uuid', headers: bearer(b.token) })).statusCode,
    ).toBe(400);
  });
});

describe('editing and deleting teams', () => {
  it('lets a member rename and change the partner while points and stats stay', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const team = await buildTeam(ctx.app, a, b, 'Old Name');
    await ctx.database.db
      .update(teams)
      .set({ points: 612.5, gamesPlayed: 4, gamesWon: 3 })
      .where(eq(teams.id, team.id));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: bearer(b.token),
      payload: { name: 'New Name', players: [b.id, c.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', playerList: [b.id, c.id] });
    expect(res.json().doublesStats).toMatchObject({ points: 612.5, gamesPlayed: 4, gamesWon: 3 });
    expect((await ownTeams(a)).totalElements).toBe(0);
    expect((await ownTeams(c)).content.map((t) => t.name)).toEqual(['New Name']);
  });

  it('refuses edits by others, bad rosters and unknown teams', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const team = await buildTeam(ctx.app, a, b, 'Keepers');
    const put = (user: TestUser | null, id: string, payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/teams/${id}`,
        headers: user ? bearer(user.token) : {},
        payload: payload as object,
      });
    const cases: Array<[TestUser | null, string, unknown, number, string | undefined]> = [
      [null, team.id, { name: 'Hijack', players: [a.id, b.id] }, 401, undefined],
      [admin, team.id, { name: 'Hijack', players: [a.id, b.id] }, 403, undefined],
      [c, team.id, { name: 'Hijack', players: [c.id, b.id] }, 403, 'Only players of this team can change it'],
      [a, team.id, { name: 'Leaving', players: [b.id, c.id] }, 403, 'You have to be one of the players of the team'],
      [a, team.id, { name: 'ab', players: [a.id, b.id] }, 400, 'Lenght of 3 required'],
      [a, team.id, { name: 'Alone', players: [a.id] }, 400, 'Team must consist of two players'],
      [a, UNKNOWN, { name: 'Nowhere', players: [a.id, b.id] }, 404, 'Team not found'],
    ];
    for (const [user, id, payload, status, message] of cases) {
      const res = await put(user, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().error).toBe(message);
    }
    const unchanged = (await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${team.id}` })).json();
    expect(unchanged).toMatchObject({ name: 'Keepers', playerList: [a.id, b.id], active: true });
  });

  it('deletes softly: gone from lists and search, still readable, not editable', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const team = await buildTeam(ctx.app, a, b, 'Soon Gone');
    const del = (user: TestUser | null, id = team.id) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/teams/${id}`, headers: user ? bearer(user.token) : {} });
    expect((await del(null)).statusCode).toBe(401);
    expect((await del(c)).statusCode).toBe(403);
    expect((await del(a, UNKNOWN)).statusCode).toBe(404);
    expect((await del(b)).statusCode).toBe(204);
    expect((await del(b)).statusCode).toBe(409);
    expect((await ownTeams(a)).totalElements).toBe(0);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/teams/search?name=soon gone',
      headers: bearer(c.token),
    });
    expect(search.json().totalElements).toBe(0);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${team.id}` });
    expect(read.json()).toMatchObject({ name: 'Soon Gone', active: false });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: bearer(a.token),
      payload: { name: 'Back', players: [a.id, b.id] },
    });
    expect(edit.statusCode).toBe(409);
    expect((await findProfile(ctx.database.db, a.id))?.teams).toEqual([
      expect.objectContaining({ id: team.id, active: false }),
    ]);
  });
});

describe('reading teams', () => {
  it('shows a team with and without its players, 404 for unknown ids', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const team = await buildTeam(ctx.app, a, b, 'Readable');
    const plain = await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${team.id}` });
    expect(plain.json()).toMatchObject({ id: team.id, name: 'Readable', playerList: [a.id, b.id] });
    const full = (await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${team.id}/full` })).json();
    expect(full.teamWithStats).toMatchObject({ id: team.id, name: 'Readable' });
    expect(full.players.map((p: { username: string }) => p.username)).toEqual([a.username, b.username]);
    expect(full.players[0]).toHaveProperty('avatarHash');
    for (const url of [`/api/teams/name/${UNKNOWN}`, `/api/teams/name/${UNKNOWN}/full`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Team not found');
    }
  });

  it('searches active teams by part of the name, without the caller’s own, signed in only', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const mine = await buildTeam(ctx.app, a, b, 'Zebra Mine');
    const theirs = await buildTeam(ctx.app, c, d, 'Zebra Stripes');
    await buildTeam(ctx.app, c, d, '100% Zebra_');
    const search = (user: TestUser | null, query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/teams/search?${query}`, headers: user ? bearer(user.token) : {} });
    expect((await search(null, 'name=zebra')).statusCode).toBe(401);
    const found = (await search(a, 'name=ZEBRA')).json();
    expect(found.content.map((t: { id: string }) => t.id)).toContain(theirs.id);
    expect(found.content.map((t: { id: string }) => t.id)).not.toContain(mine.id);
    expect(found.content[0].players).toHaveLength(2);
    // the earlier client sent `username`; `%` and `_` are plain characters
    expect((await search(a, 'username=stripes')).json().content.map((t: { id: string }) => t.id)).toEqual([theirs.id]);
    expect((await search(a, 'name=0%25')).json().content.map((t: { name: string }) => t.name)).toEqual(['100% Zebra_']);
    expect((await search(a, 'name=a_')).json().content.map((t: { name: string }) => t.name)).toEqual(['100% Zebra_']);
    expect((await search(a, `name=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });
});

describe('team leaderboard', () => {
  it('ranks active teams with 5 accepted doubles games by points, then wins, then name', async () => {
    const users = [] as TestUser[];
    for (let i = 0; i < 6; i++) users.push(await buildUser(ctx.app));
    const [u0, u1, u2, u3, u4, u5] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
    const strong = await buildTeam(ctx.app, u0, u1, 'Strong');
    const weak = await buildTeam(ctx.app, u2, u3, 'Weak');
    const rookies = await buildTeam(ctx.app, u4, u5, 'Rookies');
    for (let i = 0; i < 5; i++) {
      const game = (await postDoubles(ctx.app, u0, doublesBody(strong, weak))).json();
      expect((await decideDoubles(ctx.app, u2, game.id, 'accept')).statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      const game = (await postDoubles(ctx.app, u4, doublesBody(rookies, weak))).json();
      expect((await decideDoubles(ctx.app, u3, game.id, 'accept')).statusCode).toBe(200);
    }
    const board = (await ctx.app.inject({ method: 'GET', url: '/api/teams?pageNumber=0&pageSize=10' })).json();
    expect(board.content.map((t: { name: string }) => t.name)).toEqual(['Strong', 'Weak']);
    expect(board.content[0]).toMatchObject({ rank: 1, playerList: [u0.id, u1.id] });
    expect(board.content[0].players.map((p: { username: string }) => p.username)).toEqual([u0.username, u1.username]);
    expect(board.content[0].doublesStats.points).toBeGreaterThan(500);
    expect(board.totalElements).toBe(2);

    // ties on points go to games won, then to the name; inactive teams drop out (all-time, whose rows this writes)
    const tie = { points: 900, gamesPlayed: 9, gamesWon: 5 };
    await ctx.database.db.update(teams).set(tie).where(eq(teams.id, strong.id));
    await ctx.database.db
      .update(teams)
      .set({ ...tie, gamesWon: 6 })
      .where(eq(teams.id, weak.id));
    await ctx.database.db.update(teams).set(tie).where(eq(teams.id, rookies.id));
    const tied = (await ctx.app.inject({ method: 'GET', url: '/api/teams?season=all' })).json();
    expect(tied.content.map((t: { name: string }) => t.name)).toEqual(['Weak', 'Rookies', 'Strong']);
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/teams?pageNumber=1&pageSize=2&season=all' })
    ).json();
    expect(second).toMatchObject({ totalPages: 2, number: 1, last: true });
    expect(second.content[0]).toMatchObject({ name: 'Strong', rank: 3 });
    await ctx.app.inject({ method: 'DELETE', url: `/api/teams/${weak.id}`, headers: bearer(u2.token) });
    const afterDelete = (await ctx.app.inject({ method: 'GET', url: '/api/teams?season=all' })).json();
    expect(afterDelete.content.map((t: { name: string }) => t.name)).toEqual(['Rookies', 'Strong']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/teams?pageSize=0' })).statusCode).toBe(400);
  });
});
