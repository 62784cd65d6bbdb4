import { describe, expect, it } from 'vitest';
import { LIMITS } from '@caps/domain';
import { bearer, buildAdmin, buildUser, uniqueName, useTestApp, type TestUser } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

async function playAccepted(
  winner: TestUser,
  loser: TestUser,
  type: 'SINGLES' | 'EASY_CAPS' | 'UNRANKED' = 'SINGLES',
  loserScore = 6,
) {
  const res = await postGame(
    ctx.app,
    winner,
    type,
    soloBody(winner.id, loser.id, { s2: loserScore, k2: loserScore + 2 }),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect((await decide(ctx.app, loser, type, res.json().id, 'accept')).statusCode).toBe(200);
  return res.json().id as string;
}

describe('leaderboard', () => {
  it('lists only players with 5 accepted games, by points, with the right pages', async () => {
    const champ = await buildUser(ctx.app, { username: uniqueName('champ') });
    const rival = await buildUser(ctx.app, { username: uniqueName('rival') });
    const casual = await buildUser(ctx.app);
    for (let i = 0; i < 5; i++) await playAccepted(champ, rival, 'EASY_CAPS');
    await playAccepted(champ, casual, 'EASY_CAPS');
    // a pending game does not count
    await postGame(ctx.app, rival, 'EASY_CAPS', soloBody(rival.id, casual.id));

    const res = await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=EASY_CAPS&pageSize=1&pageNumber=0' });
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first.totalElements).toBe(2);
    expect(first.totalPages).toBe(2);
    expect(first.content[0]).toMatchObject({ id: champ.id, rank: 1 });
    expect(first.content[0].stats.gamesPlayed).toBe(6);
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=EASY_CAPS&pageSize=1&pageNumber=1' })
    ).json();
    expect(second.content[0]).toMatchObject({ id: rival.id, rank: 2 });
    expect(second.last).toBe(true);
    expect(first.content[0].stats.points).toBeGreaterThan(second.content[0].stats.points);
  });

  it('refuses unranked and doubles, and bad pages', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=UNRANKED' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=DOUBLES' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=SINGLES&pageNumber=-1' })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=SINGLES&pageSize=1000' })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users?gameType=CHESS' })).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds players by substring, case-insensitively, without admins, only signed in', async () => {
    const me = await buildUser(ctx.app, { username: uniqueName('Zebra') });
    const admin = await buildAdmin(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/search?username=ebr' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/search?username=EBR',
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((u: { id: string }) => u.id)).toContain(me.id);
    const adminSearch = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/search?username=${admin.username}`,
      headers: bearer(me.token),
    });
    expect(adminSearch.json().content).toEqual([]);
    const wildcard = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/search?username=%25',
      headers: bearer(me.token),
    });
    expect(wildcard.json().content).toEqual([]);
  });

  it('answers the global search with players and teams within the limits', async () => {
    for (let i = 0; i < 12; i++) await buildUser(ctx.app, { username: uniqueName('Quokka') });
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/search?searchType=all&searchString=quokka' })).json();
    expect(all).toHaveLength(5);
    expect(all.every((r: { type: string }) => r.type === 'PLAYER')).toBe(true);
    const players = (
      await ctx.app.inject({ method: 'GET', url: '/api/search?searchType=player&searchString=QUOKKA' })
    ).json();
    expect(players).toHaveLength(10);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search?searchType=all&searchString=' })).json()).toEqual(
      [],
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/search?searchType=robots&searchString=x' })).statusCode,
    ).toBe(400);
  });
});

describe('profile, plots and comparison', () => {
  it('returns the full profile with stats and achievements', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await playAccepted(a, b, 'SINGLES', 0);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.userSinglesStats).toMatchObject({ gamesPlayed: 1, gamesWon: 1, totalPointsMade: 11 });
    expect(profile.userEasyStats).toMatchObject({ gamesPlayed: 0, points: LIMITS.startingPoints });
    expect(profile.achievements.map((x: { achievement: string }) => x.achievement).sort()).toEqual([
      'FIRST_WIN',
      'PLAY_FIRST_GAME',
    ]);
    const loser = (await ctx.app.inject({ method: 'GET', url: `/api/users/${b.id}/full` })).json();
    expect(loser.achievements.map((x: { achievement: string }) => x.achievement)).toContain('FIRST_NAKED_LAP');
    expect(profile.lastGame).not.toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000/full' })).statusCode,
    ).toBe(404);
  });

  it('derives the 365-day plots from the accepted history', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await playAccepted(a, b);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/plots?gameType=SINGLES` });
    expect(res.statusCode).toBe(200);
    const { pointSeries, rebuttalsSeries } = res.json();
    expect(pointSeries.data).toHaveLength(365);
    expect(pointSeries.data[pointSeries.lastElement]).toBeCloseTo(LIMITS.startingPoints + LIMITS.eloK / 2, 6);
    expect(rebuttalsSeries.data[rebuttalsSeries.lastElement]).toBeGreaterThanOrEqual(0);
    const empty = (await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/plots?gameType=EASY_CAPS` })).json();
    expect(empty.pointSeries.lastLogged).toBeNull();
    expect(empty.pointSeries.data.every((v: number) => v === LIMITS.plotNoValue)).toBe(true);
  });

  it('compares two players over accepted games only, with the win probability', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await playAccepted(a, b);
    await playAccepted(a, b);
    await postGame(ctx.app, b, 'SINGLES', soloBody(b.id, a.id)); // pending: not counted
    const res = await ctx.app.inject({ method: 'GET', url: `/api/games/user/${a.id}/SINGLES/comparison/${b.id}` });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.gamesPlayed).toBe(2);
    expect(c.player1Stats).toMatchObject({ gamesWon: 2, gamesLost: 0, pointsMade: 22 });
    expect(c.player2Stats).toMatchObject({ gamesWon: 0, gamesLost: 2, pointsMade: 12 });
    expect(c.player1Stats.pointsChange).toBeCloseTo(-c.player2Stats.pointsChange, 9);
    expect(c.player1WinProbability).toBeGreaterThan(0.5);
    const history = (
      await ctx.app.inject({ method: 'GET', url: `/api/games/user/${a.id}/SINGLES?opponentId=${b.id}` })
    ).json();
    expect(history.totalElements).toBe(2);
  });
});
