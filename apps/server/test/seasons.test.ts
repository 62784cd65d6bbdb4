/**
 * Seasons (issue #25) through the API: the first season holds existing history, starting a season resets the
 * season ladders only, past seasons are frozen except by corrections of their own games, inactivity and provisional
 * rows, season-end awards, bad input, and a rollover under load (each game in exactly one season, no 5xx).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@caps/domain';
import { diffLeague } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

async function call(who: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

async function acceptedGame(
  winner: TestUser,
  loser: TestUser,
  type: 'SINGLES' | 'EASY_CAPS' = 'SINGLES',
): Promise<string> {
  const res = await postGame(ctx.app, winner, type, soloBody(winner.id, loser.id));
  expect(res.statusCode, res.body).toBe(201);
  expect((await decide(ctx.app, loser, type, res.json().id, 'accept')).statusCode).toBe(200);
  return res.json().id as string;
}

type Row = {
  id: string;
  rank: number;
  stats: { points: number; gamesPlayed: number };
  provisional: boolean;
  inactive: boolean;
};

async function board(query: string): Promise<{ content: Row[]; totalElements: number }> {
  const res = await call(undefined, 'GET', `/api/users?gameType=SINGLES&pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowOf = (page: { content: Row[] }, id: string) => page.content.find((r) => r.id === id);

async function seasons(): Promise<Array<{ id: number; name: string; startedAt: string; endedAt: string | null }>> {
  const res = await call(undefined, 'GET', '/api/seasons');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function startSeason(admin: TestUser, name: string) {
  const [current] = await seasons();
  const res = await call(admin, 'POST', '/api/seasons', { name, endsSeasonId: current!.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; endedAt: null };
}

describe('seasons', () => {
  it('start with one current season holding all history; a new season resets the season ladder only; past seasons stay as they ended', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const [first] = await seasons();
    expect(first).toMatchObject({ name: 'Season 1', endedAt: null });
    for (let i = 0; i < 5; i++) await acceptedGame(a, b);
    await acceptedGame(c, a);

    // The first season is the all-time ladder: same points, same games.
    const current = await board('');
    const allTime = await board('season=all');
    expect(rowOf(current, a.id)!.stats).toEqual(rowOf(allTime, a.id)!.stats);
    expect(rowOf(current, a.id)).toMatchObject({ provisional: false, inactive: false });
    const aAllTime = rowOf(allTime, a.id)!.stats.points;

    const second = await startSeason(admin, 'Spring');
    const list = await seasons();
    expect(list.map((s) => s.name).slice(0, 2)).toEqual(['Spring', 'Season 1']);
    expect(list[0]!.endedAt).toBeNull();
    expect(list[1]!.endedAt).not.toBeNull();

    // The new season's board is empty (nobody has 5 games in it); all-time and the past season are as they were.
    expect(rowOf(await board(''), a.id)).toBeUndefined();
    expect(rowOf(await board('season=all'), a.id)!.stats.points).toBe(aAllTime);
    expect(rowOf(await board(`season=${first!.id}`), a.id)!.stats.points).toBe(aAllTime);

    // A game of the new season moves both ladders, each from its own value.
    await acceptedGame(a, c);
    const profile = (await call(undefined, 'GET', `/api/users/${a.id}/full`)).json();
    expect(profile.ladder).toEqual({ seasonId: second.id, name: 'Spring' });
    expect(profile.userSinglesStats.gamesPlayed).toBe(1);
    expect(profile.userSinglesStats.points).toBe(LIMITS.startingPoints + 15);
    const allTimeProfile = (await call(undefined, 'GET', `/api/users/${a.id}/full?season=all`)).json();
    expect(allTimeProfile.userSinglesStats.gamesPlayed).toBe(7);
    expect(allTimeProfile.userSinglesStats.points).toBeGreaterThan(aAllTime);
    // The charts of a season draw its games with its points; without `season` they stay all-time (the earlier client).
    const seasonPlots = (
      await call(undefined, 'GET', `/api/users/${a.id}/plots?gameType=SINGLES&season=${second.id}`)
    ).json();
    expect(seasonPlots.pointSeries.data[seasonPlots.pointSeries.lastElement]).toBe(LIMITS.startingPoints + 15);
    const allPlots = (await call(undefined, 'GET', `/api/users/${a.id}/plots?gameType=SINGLES`)).json();
    expect(allPlots.pointSeries.data[allPlots.pointSeries.lastElement]).toBe(allTimeProfile.userSinglesStats.points);
    const pastProfile = (await call(undefined, 'GET', `/api/users/${a.id}/full?season=${first!.id}`)).json();
    expect(pastProfile.userSinglesStats.gamesPlayed).toBe(6);
    expect(profile.seasonHistory).toContainEqual({
      seasonId: first!.id,
      name: 'Season 1',
      gameType: 'SINGLES',
      rank: expect.any(Number),
      points: aAllTime,
      gamesPlayed: 6,
    });

    // Points at stake read the current season: both players of a fresh-ish pair are near 500.
    const stake = (await call(a, 'GET', `/api/singles/stake?player1Id=${a.id}&player2Id=${b.id}`)).json();
    if (stake.player1WinProbability !== undefined) expect(stake.player1WinProbability).toBeGreaterThan(0.5);

    // Everything equals a recompute: all-time and each season's ledger (diffLeague compares both).
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('grants SEASON_CHAMPION and SEASON_PODIUM from the final tables when a season ends (5 games or more)', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    for (let i = 0; i < 6; i++) await acceptedGame(a, b, 'EASY_CAPS');
    await acceptedGame(c, b, 'EASY_CAPS');
    const ending = (
      (await call(undefined, 'GET', '/api/seasons')).json() as Array<{ name: string; endedAt: string | null }>
    ).find((x) => x.endedAt === null)!.name;
    await startSeason(admin, 'After easy');
    const kinds = async (u: TestUser) =>
      (
        (await call(undefined, 'GET', `/api/users/${u.id}/full`)).json().achievements as Array<{ achievement: string }>
      ).map((x) => x.achievement);
    expect(await kinds(a)).toEqual(expect.arrayContaining(['SEASON_CHAMPION', 'SEASON_PODIUM']));
    // The notice names the season it was won in.
    const told = ((await call(a, 'GET', '/api/notifications')).json() as Array<{ text: string }>).map((n) => n.text);
    expect(told).toContain(`Season champion: ${ending}!`);
    expect(await kinds(b)).toContain('SEASON_PODIUM');
    expect(await kinds(b)).not.toContain('SEASON_CHAMPION');
    expect(await kinds(c)).not.toContain('SEASON_PODIUM'); // one game: unranked
  });

  it("moves the season awards when a correction changes an ended season's final table", async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const games: string[] = [];
    for (let i = 0; i < 6; i++) games.push(await acceptedGame(a, b, 'EASY_CAPS'));
    await acceptedGame(c, b, 'EASY_CAPS');
    await startSeason(admin, 'Corrected podium');
    await acceptedGame(a, c, 'EASY_CAPS'); // a game of the new season: its table is not final
    const kinds = async (u: TestUser) =>
      (
        (await call(undefined, 'GET', `/api/users/${u.id}/full`)).json().achievements as Array<{ achievement: string }>
      ).map((x) => x.achievement);
    expect(await kinds(a)).toContain('SEASON_CHAMPION');
    expect(await kinds(b)).not.toContain('SEASON_CHAMPION');

    // Every game of the ended season was won by b after all: b is its champion, a (6 games, no win) is still on its podium.
    for (const id of games) {
      const body = soloBody(a.id, b.id, { s1: 6, s2: 11, k1: 9, k2: 14 });
      const res = await call(admin, 'POST', `/api/easy/correct/${id}`, { ...body, reason: 'scores were swapped' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await kinds(b)).toEqual(expect.arrayContaining(['SEASON_CHAMPION', 'SEASON_PODIUM']));
    expect(await kinds(a)).not.toContain('SEASON_CHAMPION');
    expect(await kinds(a)).toContain('SEASON_PODIUM');
    const told = (await call(b, 'GET', '/api/notifications')).json() as Array<{ text: string }>;
    expect(told.map((n) => n.text)).toContainEqual(expect.stringMatching(/^Season champion: .+!$/));

    // Voided, the games leave a and b with too few games to qualify: neither keeps an award of that season.
    for (const id of games.slice(0, 4))
      expect((await call(admin, 'POST', `/api/easy/void/${id}`, { reason: 'never played' })).statusCode).toBe(200);
    expect(await kinds(a)).not.toContain('SEASON_PODIUM');
    expect(await kinds(b)).not.toContain('SEASON_CHAMPION');
    expect(await kinds(b)).not.toContain('SEASON_PODIUM');
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('changes a past season only by a correction of its own games; the current season does not move', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const old = await acceptedGame(a, b);
    const past = (await seasons())[0]!;
    await startSeason(admin, 'Frozen test');
    await acceptedGame(a, b);
    const currentBefore = (await call(undefined, 'GET', `/api/users/${a.id}/full`)).json().userSinglesStats;
    const pastBefore = (await call(undefined, 'GET', `/api/users/${a.id}/full?season=${past.id}`)).json()
      .userSinglesStats;

    expect((await call(admin, 'POST', `/api/singles/void/${old}`, { reason: 'wrong opponent' })).statusCode).toBe(200);
    const currentAfter = (await call(undefined, 'GET', `/api/users/${a.id}/full`)).json().userSinglesStats;
    const pastAfter = (await call(undefined, 'GET', `/api/users/${a.id}/full?season=${past.id}`)).json()
      .userSinglesStats;
    expect(currentAfter).toEqual(currentBefore);
    expect(pastAfter.gamesPlayed).toBe(pastBefore.gamesPlayed - 1);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('keeps doubles teams on season ladders too', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const t1 = await buildTeam(ctx.app, a, b);
    const t2 = await buildTeam(ctx.app, c, d);
    const play = async () => {
      const res = await postDoubles(ctx.app, a, doublesBody(t1, t2));
      expect(res.statusCode, res.body).toBe(201);
      expect((await decideDoubles(ctx.app, c, res.json().id, 'accept')).statusCode).toBe(200);
    };
    for (let i = 0; i < 5; i++) await play();
    const teamBoard = async (q: string) =>
      (await call(undefined, 'GET', `/api/teams?pageSize=100&${q}`)).json() as {
        content: Array<{ id: string; doublesStats: { gamesPlayed: number } }>;
      };
    expect((await teamBoard('')).content.find((t) => t.id === t1.id)?.doublesStats.gamesPlayed).toBeGreaterThanOrEqual(
      5,
    );
    await startSeason(admin, 'Doubles season');
    await play();
    expect((await teamBoard('')).content.find((t) => t.id === t1.id)).toBeUndefined();
    expect((await teamBoard('season=all')).content.find((t) => t.id === t1.id)?.doublesStats.gamesPlayed).toBe(6);
    const page = (await call(undefined, 'GET', `/api/teams/name/${t1.id}/full`)).json();
    expect(page.teamWithStats.doublesStats.gamesPlayed).toBe(1);
    expect(page.seasonHistory[0]).toMatchObject({ gameType: 'DOUBLES', rank: expect.any(Number), gamesPlayed: 5 });
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('hides the inactive from the current season board unless asked; all-time and past seasons show everyone', async () => {
    const admin = await buildAdmin(ctx);
    await startSeason(admin, 'Activity');
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (let i = 0; i < 5; i++) await acceptedGame(a, b);
    expect(rowOf(await board(''), a.id)).toMatchObject({ inactive: false, provisional: false });
    const later = new Date(ctx.clock.now.getTime() + (ctx.config.inactiveDays + 1) * 86_400_000);
    const saved = ctx.clock.now;
    ctx.clock.now = later;
    try {
      // The answer cache is emptied by writes only: a write first, so the board is read again.
      await call(admin, 'PUT', `/api/seasons/${(await seasons())[0]!.id}`, { name: 'Activity' });
      expect(rowOf(await board(''), a.id)).toBeUndefined();
      expect(rowOf(await board('includeInactive=true'), a.id)).toMatchObject({ inactive: true });
      expect(rowOf(await board('season=all'), a.id)).toMatchObject({ inactive: true });
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('answers 401/403 to non-admins, 400 to bad names and a garbage season, 404 to an unknown one', async () => {
    const admin = await buildAdmin(ctx);
    const user = await buildUser(ctx.app);
    const [current] = await seasons();
    expect((await call(undefined, 'POST', '/api/seasons', { name: 'x', endsSeasonId: current!.id })).statusCode).toBe(
      401,
    );
    expect((await call(user, 'POST', '/api/seasons', { name: 'x', endsSeasonId: current!.id })).statusCode).toBe(403);
    expect((await call(user, 'PUT', `/api/seasons/${current!.id}`, { name: 'x' })).statusCode).toBe(403);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 5 },
      [],
      { name: 'No season named' },
    ]) {
      const res = await call(admin, 'POST', '/api/seasons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await call(admin, 'PUT', '/api/seasons/999999', { name: 'Nope' })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/api/seasons/abc', { name: 'Nope' })).statusCode).toBe(400);
    const renamed = await call(admin, 'PUT', `/api/seasons/${current!.id}`, { name: 'x'.repeat(40) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: current!.id, name: 'x'.repeat(40), endedAt: null });
    expect((await seasons()).length).toBeGreaterThan(0);
    for (const url of [
      '/api/users?season=abc',
      '/api/users?season=-1',
      '/api/users?season=1.5',
      '/api/teams?season=xyz',
      '/api/users?includeInactive=maybe',
      `/api/users/${user.id}/full?season=nope`,
    ]) {
      expect((await call(undefined, 'GET', url)).statusCode, url).toBe(400);
    }
    for (const url of [
      '/api/users?season=999999',
      '/api/teams?season=999999',
      `/api/users/${user.id}/full?season=999999`,
      `/api/users/${user.id}/plots?season=999999`,
    ]) {
      expect((await call(undefined, 'GET', url)).statusCode, url).toBe(404);
    }
  });

  it('decides a void racing a season start either way: the ledgers equal a recompute, no 5xx', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    await acceptedGame(a, b);
    const voided = await acceptedGame(b, a);
    await acceptedGame(a, c);
    const endsSeasonId = (await seasons())[0]!.id;
    const [voidRes, startRes] = await Promise.all([
      call(admin, 'POST', `/api/singles/void/${voided}`, { reason: 'race' }),
      call(admin, 'POST', '/api/seasons', { name: 'Raced', endsSeasonId }),
    ]);
    expect(voidRes.statusCode, voidRes.body).toBe(200);
    expect(startRes.statusCode, startRes.body).toBe(201);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('rolls over under load: a season starts while games are accepted; each game lands in exactly one season, no 5xx', async () => {
    const admin = await buildAdmin(ctx);
    const players = await Promise.all(Array.from({ length: 8 }, () => buildUser(ctx.app)));
    const pending: Array<{ id: string; loser: TestUser }> = [];
    for (let i = 0; i < 24; i++) {
      const w = players[i % 8]!;
      const l = players[(i + 1 + (i % 3)) % 8]!;
      const res = await postGame(ctx.app, w, 'SINGLES', soloBody(w.id, l.id, { s2: i % 10, k2: (i % 10) + 2 }));
      expect(res.statusCode, res.body).toBe(201);
      pending.push({ id: res.json().id, loser: l });
    }
    const ending = (await seasons())[0]!.id;
    const results = await Promise.all([
      ...pending.slice(0, 12).map((g) => decide(ctx.app, g.loser, 'SINGLES', g.id, 'accept')),
      call(admin, 'POST', '/api/seasons', { name: 'Rollover A', endsSeasonId: ending }),
      ...pending.slice(12).map((g) => decide(ctx.app, g.loser, 'SINGLES', g.id, 'accept')),
      call(admin, 'POST', '/api/seasons', { name: 'Rollover B', endsSeasonId: ending }),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(results.filter((r) => r.statusCode === 200).length).toBe(24);

    // Each game is in exactly one season (by acceptance number), and its season's ledger counted it once.
    const { rows } = (await ctx.database.db.execute(sql`
      select g.id, (select count(*) from seasons s where s.first_seq <= g.accept_seq
        and not exists (select 1 from seasons n where n.first_seq > s.first_seq and n.first_seq <= g.accept_seq))::int as n
      from games g where g.status = 'ACCEPTED'`)) as unknown as { rows: Array<{ id: string; n: number }> };
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const total = (await ctx.database.db.execute(sql`
      select (select coalesce(sum(games_played), 0) from season_player_stats)::int as season, (select coalesce(sum(games_played), 0) from player_stats)::int as "allTime"`)) as unknown as {
      rows: Array<{ season: number; allTime: number }>;
    };
    expect(total.rows[0]!.season).toBe(total.rows[0]!.allTime);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});
