import { describe, expect, it } from 'vitest';
import type { TBracketEntryView, TGameType, TGameView, TPostDoublesGame, TTournamentView } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain';
import { diffLeague } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { soloBody } from './support/games.ts';

const ctx = useTestApp();

type Setup = { tournamentType: string; size: string; seedType: string };
const SINGLE_8: Setup = { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' };

function url(gameType: TGameType, path: string) {
  return `/api/${GAME_TYPE_PATHS[gameType]}/tournaments${path}`;
}

async function post(admin: TestUser, gameType: TGameType, path: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: url(gameType, path),
    headers: bearer(admin.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Creates, fills and seeds a tournament; returns the seeded state. */
async function start(
  admin: TestUser,
  gameType: TGameType,
  setup: Setup,
  competitorIds: string[],
): Promise<TTournamentView> {
  const created = await post(admin, gameType, '', { tournamentName: 'Run', ...setup });
  expect(created.statusCode).toBe(201);
  const id: string = created.json().id;
  expect((await post(admin, gameType, `/${id}/players`, competitorIds)).statusCode).toBe(200);
  const seeded = await post(admin, gameType, `/${id}/seed`);
  expect(seeded.statusCode).toBe(200);
  return seeded.json();
}

function side(entry: TBracketEntryView, n: 1 | 2): string {
  const competitor = n === 1 ? (entry.player1 ?? entry.team1) : (entry.player2 ?? entry.team2);
  if (!competitor) throw new Error(`entry ${entry.coordinate} has no competitor ${n}`);
  return competitor.id;
}

function playable(t: TTournamentView): TBracketEntryView[] {
  return t.bracketEntries.filter((e) => (e.player1 ?? e.team1) && (e.player2 ?? e.team2) && !e.final);
}

/** The game an entry references, read from the game page's route. */
async function gameOf(gameType: TGameType, entry: TBracketEntryView): Promise<TGameView> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${GAME_TYPE_PATHS[gameType]}/${entry.game!.id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function players(n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => buildUser(ctx.app)));
}

describe('a whole single elimination through the API', () => {
  it('plays 8 players to one winner, counting every game in the league', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await players(8);
    let t = await start(
      admin,
      'SINGLES',
      SINGLE_8,
      ps.map((p) => p.id),
    );
    const losers = new Set<string>();
    let games = 0;
    while (!t.finished) {
      const open = playable(t);
      expect(open.length).toBeGreaterThan(0);
      const entry = open[0]!;
      // The lower coordinate's second competitor wins, so results are not always player 1.
      const [winner, loser] =
        entry.coordinate % 2 === 0 ? [side(entry, 1), side(entry, 2)] : [side(entry, 2), side(entry, 1)];
      const res = await post(admin, 'SINGLES', `/${t.id}/entry/${entry.id}`, soloBody(winner, loser, { s2: 4, k2: 7 }));
      expect(res.statusCode, res.body).toBe(200);
      t = res.json();
      expect(losers.has(winner)).toBe(false);
      losers.add(loser);
      games++;
    }
    expect(games).toBe(7);
    const final = t.bracketEntries.find((e) => e.coordinate === 0)!;
    expect(t.winner).toEqual({ user: expect.objectContaining({ id: final.result!.winnerId }) });
    expect(losers.size).toBe(7);
    expect(losers.has(final.result!.winnerId)).toBe(false);
    expect(t.competitorTournamentStats[0]).toMatchObject({
      competitorId: final.result!.winnerId,
      wins: 3,
      losses: 0,
      points: 33,
      pointsLost: 12,
    });

    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=5' })).json();
    expect(listed.find((x: { id: string }) => x.id === t.id)).toMatchObject({
      seeded: true,
      finished: true,
      competitorCount: 8,
    });

    // Tournament games are accepted games: in lists, histories, stats and achievements.
    const champion = ps.find((p) => p.id === final.result!.winnerId)!;
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${champion.id}/SINGLES` })).json();
    expect(history.totalElements).toBe(3);
    expect(
      history.content.every(
        (g: { tournamentId: string; status: string }) => g.tournamentId === t.id && g.status === 'ACCEPTED',
      ),
    ).toBe(true);
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${champion.id}/full` })).json();
    expect(profile.userSinglesStats).toMatchObject({ gamesPlayed: 3, gamesWon: 3, gamesLost: 0 });
    expect(profile.userSinglesStats.points).toBeGreaterThan(500);
    expect(profile.achievements.map((a: { achievement: string }) => a.achievement)).toEqual(
      expect.arrayContaining(['PLAY_FIRST_GAME', 'FIRST_WIN']),
    );
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('gives the first tournament game the same points as an accepted league game (±15)', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b] = await players(2);
    const t = await start(admin, 'EASY_CAPS', SINGLE_8, [a!.id, b!.id]);
    const entry = playable(t)[0]!;
    const res = await post(admin, 'EASY_CAPS', `/${t.id}/entry/${entry.id}`, soloBody(side(entry, 1), side(entry, 2)));
    expect(res.statusCode).toBe(200);
    const done: TTournamentView = res.json();
    // Two players: the only real game is the final once byes resolved.
    expect(done.finished).toBe(true);
    const game = await gameOf(
      'EASY_CAPS',
      done.bracketEntries.find((e) => e.id === entry.id)!,
    );
    expect(game.gameType).toBe('EASY_CAPS');
    const change = Object.fromEntries(game.gamePlayerStats.map((s) => [s.playerId, s.pointsChange]));
    expect(change[side(entry, 1)]).toBeCloseTo(15, 6);
    expect(change[side(entry, 2)]).toBeCloseTo(-15, 6);
  });
});

describe('one result per entry', () => {
  it('decides two simultaneous results for one entry exactly once', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d] = await players(4);
    const t = await start(
      admin,
      'SINGLES',
      SINGLE_8,
      [a!, b!, c!, d!].map((p) => p.id),
    );
    const entry = playable(t)[0]!;
    const body = soloBody(side(entry, 1), side(entry, 2));
    const results = await Promise.all([0, 1, 2].map(() => post(admin, 'SINGLES', `/${t.id}/entry/${entry.id}`, body)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${side(entry, 1)}/SINGLES` })).json();
    expect(history.totalElements).toBe(1);

    // A result racing a skip of the same entry: one wins, the other is 409.
    const next = playable(results.find((r) => r.statusCode === 200)!.json())[0]!;
    const race = await Promise.all([
      post(admin, 'SINGLES', `/${t.id}/entry/${next.id}`, soloBody(side(next, 1), side(next, 2))),
      post(admin, 'SINGLES', `/${t.id}/entry/${next.id}/skip`, { forfeitedId: side(next, 1) }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});

describe('round robin', () => {
  it('plays an odd field to the end; the standings leader wins', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await players(5);
    let t = await start(
      admin,
      'UNRANKED',
      { tournamentType: 'ROUND_ROBIN', size: 'D_RO_16', seedType: 'ROUND_ROBIN_CIRCLE' },
      ps.map((p) => p.id),
    );
    expect(t.bracketEntries.map((e) => Math.floor(e.coordinate / 1000))).toEqual([
      0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4,
    ]);
    const [star] = ps;
    let skipped = false;
    while (!t.finished) {
      const entry = playable(t)[0]!;
      const starSide = side(entry, 1) === star!.id ? 1 : side(entry, 2) === star!.id ? 2 : 0;
      let res;
      if (!skipped && starSide === 0) {
        skipped = true;
        res = await post(admin, 'UNRANKED', `/${t.id}/entry/${entry.id}/skip`, { forfeitedId: side(entry, 2) });
      } else {
        const [w, l] = starSide === 2 ? [side(entry, 2), side(entry, 1)] : [side(entry, 1), side(entry, 2)];
        res = await post(admin, 'UNRANKED', `/${t.id}/entry/${entry.id}`, soloBody(w, l, { s2: 3, k2: 5 }));
      }
      expect(res.statusCode, res.body).toBe(200);
      t = res.json();
    }
    expect(skipped).toBe(true);
    expect(t.bracketEntries.every((e) => e.final)).toBe(true);
    expect(t.winner).toEqual({ user: expect.objectContaining({ id: star!.id }) });
    const top = t.competitorTournamentStats[0]!;
    expect(top).toMatchObject({ competitorId: star!.id, wins: 4, losses: 0, points: 44, pointsLost: 12 });
    const totalWins = t.competitorTournamentStats.reduce((n, s) => n + s.wins, 0);
    const totalLosses = t.competitorTournamentStats.reduce((n, s) => n + s.losses, 0);
    expect([totalWins, totalLosses]).toEqual([10, 10]);
    // Unranked games never move points.
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${star!.id}/full` })).json();
    expect(profile.userUnrankedStats).toMatchObject({ gamesPlayed: 4, points: 500 });
  });
});

describe('double elimination', () => {
  it('runs 5 players with a skip to one winner; everybody else loses twice or skips', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await players(5);
    let t = await start(
      admin,
      'SINGLES',
      { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM' },
      ps.map((p) => p.id),
    );
    const losses = new Map<string, number>();
    const out = new Set<string>();
    let skipped = false;
    while (!t.finished) {
      const entry = playable(t)[0]!;
      const [c1, c2] = [side(entry, 1), side(entry, 2)];
      expect(out.has(c1) || out.has(c2)).toBe(false);
      if (!skipped && entry.coordinate < 1000 && entry.coordinate > 0) {
        skipped = true;
        t = (await post(admin, 'SINGLES', `/${t.id}/entry/${entry.id}/skip`, { forfeitedId: c2 })).json();
        out.add(c2);
        continue;
      }
      const res = await post(admin, 'SINGLES', `/${t.id}/entry/${entry.id}`, soloBody(c1, c2));
      expect(res.statusCode, res.body).toBe(200);
      t = res.json();
      losses.set(c2, (losses.get(c2) ?? 0) + 1);
      if (losses.get(c2) === 2) out.add(c2);
    }
    const winner = t.winner && 'user' in t.winner ? t.winner.user.id : '';
    expect(out.has(winner)).toBe(false);
    expect(losses.get(winner) ?? 0).toBeLessThanOrEqual(1);
    expect(t.bracketEntries.find((e) => e.coordinate === 0)!.final).toBe(true);
  });
});

describe('doubles tournaments', () => {
  async function team(a: TestUser, b: TestUser, name: string): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(a.token),
      payload: { name, players: [a.id, b.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  function doublesBody(t1: string, p1: [string, string], t2: string, p2: [string, string]): TPostDoublesGame {
    return {
      gameMode: 'SUDDEN_DEATH',
      team1: t1,
      team2: t2,
      team1Players: p1,
      team2Players: p2,
      team1Score: 11,
      team2Score: 5,
      playerStatsDtos: [
        { playerId: p1[0], score: 6, sinks: 8 },
        { playerId: p1[1], score: 5, sinks: 5 },
        { playerId: p2[0], score: 5, sinks: 6 },
        { playerId: p2[1], score: 0, sinks: 1 },
      ],
      gameEventList: [],
    };
  }

  it('takes teams, refuses teams sharing a player, and counts doubles results for teams and players', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d, e] = await players(5);
    const ab = await team(a!, b!, 'Team AB');
    const cd = await team(c!, d!, 'Team CD');
    const ae = await team(a!, e!, 'Team AE');
    const created = (await post(admin, 'DOUBLES', '', { tournamentName: 'Pairs', ...SINGLE_8 })).json();

    const shared = await post(admin, 'DOUBLES', `/${created.id}/players`, [ab, ae]);
    expect(shared.statusCode).toBe(400);
    expect(shared.json().error).toBe('Cannot add team containing player that is already in the tournament');
    const userIds = await post(admin, 'DOUBLES', `/${created.id}/players`, [a!.id]);
    expect(userIds.statusCode).toBe(404);
    expect(userIds.json().error).toBe('Team not found');
    const candidates = (
      await ctx.app.inject({
        method: 'GET',
        url: url('DOUBLES', `/${created.id}/candidates?name=team a`),
        headers: bearer(admin.token),
      })
    ).json();
    expect(candidates.map((x: { id: string }) => x.id).sort()).toEqual([ab, ae].sort());

    expect((await post(admin, 'DOUBLES', `/${created.id}/players`, [ab, cd])).statusCode).toBe(200);
    const t: TTournamentView = (await post(admin, 'DOUBLES', `/${created.id}/seed`)).json();
    expect(t.teams!.map((x) => x.team.name)).toEqual(['Team AB', 'Team CD']);
    expect(t.teams![0]!.team.players.map((p) => p.id)).toEqual([a!.id, b!.id]);
    const entry = playable(t)[0]!;
    expect(entry.team1 && entry.team2 && entry.player1 === null).toBeTruthy();

    const rosters: Record<string, [string, string]> = { [ab]: [a!.id, b!.id], [cd]: [c!.id, d!.id] };
    const [t1, t2] = [side(entry, 1), side(entry, 2)];
    const wrongRoster = await post(
      admin,
      'DOUBLES',
      `/${t.id}/entry/${entry.id}`,
      doublesBody(t1, [rosters[t1]![0], e!.id], t2, rosters[t2]!),
    );
    expect(wrongRoster.statusCode).toBe(400);
    const soloShaped = await post(admin, 'DOUBLES', `/${t.id}/entry/${entry.id}`, soloBody(a!.id, c!.id));
    expect(soloShaped.statusCode).toBe(400);

    const res = await post(
      admin,
      'DOUBLES',
      `/${t.id}/entry/${entry.id}`,
      doublesBody(t2, rosters[t2]!, t1, rosters[t1]!),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done: TTournamentView = res.json();
    expect(done.finished).toBe(true);
    expect(done.winner).toEqual({ team: expect.objectContaining({ id: t2 }) });
    const played = done.bracketEntries.find((x) => x.id === entry.id)!;
    expect(played.result).toMatchObject({
      winnerId: t2,
      competitor1Points: 5,
      competitor2Points: 11,
      competitor1Sinks: 7,
      competitor2Sinks: 13,
    });
    expect(await gameOf('DOUBLES', played)).toMatchObject({
      gameType: 'DOUBLES',
      status: 'ACCEPTED',
      team1DatabaseId: t2,
      tournamentId: t.id,
    });

    const winnerTeam = (await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${t2}` })).json();
    expect(winnerTeam.doublesStats).toMatchObject({ gamesPlayed: 1, gamesWon: 1 });
    const member = (await ctx.app.inject({ method: 'GET', url: `/api/users/${rosters[t2]![0]}/full` })).json();
    expect(member.userDoublesStats).toMatchObject({ gamesPlayed: 1, gamesWon: 1 });
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});
