/**
 * A cached read answers every caller alike: each route marked `cachedRead` is read as a visitor, as a player who
 * takes part in what it shows and as the admin who owns the tournaments, and all get the same status and body. The
 * cache serves one caller's answer to the next, so an answer that depended on its caller would leak or hide data.
 * Every cached route needs a URL below: a new cached route fails this test until it gets one.
 */
import { describe, expect, it } from 'vitest';
import { GAME_TYPE_PATHS, GAME_TYPES, SOLO_GAME_TYPES, type TGameType } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles, type TestTeam } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

// Cache off: every read is worked out for its own caller, never served from another caller's answer.
const ctx = useTestApp({ READ_CACHE_SECONDS: '0' });

type League = {
  players: [TestUser, TestUser, TestUser, TestUser];
  admin: TestUser;
  teams: [TestTeam, TestTeam];
  /** A game of each type: accepted, but the singles one still pending (its view offers a decision to its players). */
  games: Record<TGameType, string>;
  tournaments: Record<TGameType, string>;
};

/** Four players with games of every type, two teams, a pending game and a seeded tournament of every type. */
async function seedLeague(): Promise<League> {
  const [a, b, c, d] = [
    await buildUser(ctx.app),
    await buildUser(ctx.app),
    await buildUser(ctx.app),
    await buildUser(ctx.app),
  ];
  const admin = await buildAdmin(ctx);
  const ok = <R extends { statusCode: number; body: string }>(res: R, status: number): R => {
    if (res.statusCode !== status) throw new Error(`seeding: ${res.statusCode} ${res.body}`);
    return res;
  };
  const games = {} as Record<TGameType, string>;
  for (const type of SOLO_GAME_TYPES) {
    const game = ok(await postGame(ctx.app, a, type, soloBody(a.id, b.id)), 201).json().id as string;
    ok(await decide(ctx.app, b, type, game, 'accept'), 200);
    games[type] = game;
  }
  games.SINGLES = ok(await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, c.id, { s2: 3 })), 201).json().id;
  const teams: [TestTeam, TestTeam] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
  games.DOUBLES = ok(await postDoubles(ctx.app, a, doublesBody(teams[0], teams[1])), 201).json().id;
  ok(await decideDoubles(ctx.app, c, games.DOUBLES, 'accept'), 200);

  const tournaments = {} as Record<TGameType, string>;
  for (const type of GAME_TYPES) {
    const base = `/api/${GAME_TYPE_PATHS[type]}/tournaments`;
    const body = {
      tournamentName: `Cup ${type}`,
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
    };
    const id = ok(
      await ctx.app.inject({ method: 'POST', url: base, headers: bearer(admin.token), payload: body }),
      201,
    ).json().id as string;
    const competitors = type === 'DOUBLES' ? teams.map((t) => t.id) : [a.id, b.id, c.id, d.id];
    ok(
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/${id}/players`,
        headers: bearer(admin.token),
        payload: competitors,
      }),
      200,
    );
    ok(await ctx.app.inject({ method: 'POST', url: `${base}/${id}/seed`, headers: bearer(admin.token) }), 200);
    tournaments[type] = id;
  }
  return { players: [a, b, c, d], admin, teams, games, tournaments };
}

/** A URL of every cached route (by its pattern) that finds something in the seeded league. */
function urlsOf(league: League): Record<string, string> {
  const [a, b] = league.players;
  const [t1, t2] = league.teams;
  const urls: Record<string, string> = {
    '/api/seasons': '/api/seasons',
    '/api/dashboard/posts': '/api/dashboard/posts',
    '/api/dashboard/games': '/api/dashboard/games',
    '/api/users': '/api/users?gameType=SINGLES&pageSize=3',
    '/api/users/search': `/api/users/search?username=${a.username}`,
    '/api/users/:id': `/api/users/${a.id}`,
    '/api/users/:id/full': `/api/users/${a.id}/full`,
    '/api/users/:id/plots': `/api/users/${a.id}/plots?gameType=SINGLES`,
    '/api/games/user/:id': `/api/games/user/${a.id}`,
    '/api/games/user/:id/:gameType': `/api/games/user/${a.id}/SINGLES?opponentId=${b.id}`,
    '/api/games/user/:id/:gameType/comparison/:opponentId': `/api/games/user/${a.id}/SINGLES/comparison/${b.id}`,
    '/api/search': `/api/search?searchString=${a.username}`,
    '/api/teams': '/api/teams',
    '/api/teams/name/:id': `/api/teams/name/${t1.id}`,
    '/api/teams/name/:id/full': `/api/teams/name/${t1.id}/full`,
    '/api/tournaments': '/api/tournaments',
    '/api/tournaments/open': '/api/tournaments/open',
    '/api/doubles': `/api/doubles?team=${t1.id}`,
    '/api/doubles/stake': `/api/doubles/stake?team1=${t1.id}&team2=${t2.id}`,
    '/api/doubles/:gameId': `/api/doubles/${league.games.DOUBLES}`,
  };
  for (const type of SOLO_GAME_TYPES) {
    const base = `/api/${GAME_TYPE_PATHS[type]}`;
    urls[base] = `${base}?player=${a.id}`;
    urls[`${base}/stake`] = `${base}/stake?player1=${a.id}&player2=${b.id}`;
    urls[`${base}/:gameId`] = `${base}/${league.games[type]}`;
  }
  for (const type of GAME_TYPES) {
    const base = `/api/${GAME_TYPE_PATHS[type]}/tournaments`;
    urls[base] = base;
    urls[`${base}/:id`] = `${base}/${league.tournaments[type]}`;
  }
  return urls;
}

/** Cached routes that only signed-in callers may read: a visitor is refused before the cache. */
const SIGNED_IN_ONLY = new Set(['/api/users/search']);

describe('cached reads are the same for every caller', () => {
  it('answers every cached route alike to a visitor, a player and an admin', async () => {
    const league = await seedLeague();
    const urls = urlsOf(league);
    const cached = ctx.app.cache.routes;
    expect(
      cached.filter((route) => !(route in urls)),
      'cached routes without a URL in this test',
    ).toEqual([]);
    expect(
      Object.keys(urls).filter((route) => !cached.includes(route)),
      'URLs here of routes that are not cached',
    ).toEqual([]);

    const read = (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    const problems: string[] = [];
    for (const route of cached) {
      const url = urls[route] ?? '';
      const player = await read(url, league.players[0].token);
      const admin = await read(url, league.admin.token);
      const visitor = await read(url);
      if (player.statusCode !== 200)
        problems.push(`${url} as a player: ${player.statusCode} ${player.body.slice(0, 120)}`);
      if ([player, admin, visitor].some((res) => res.headers['x-cache'] !== undefined))
        problems.push(`${url}: served from a cache`);
      if (admin.statusCode !== player.statusCode || admin.body !== player.body)
        problems.push(`${url}: the admin's answer differs from the player's`);
      if (SIGNED_IN_ONLY.has(route)) {
        if (visitor.statusCode !== 401) problems.push(`${url} as a visitor: ${visitor.statusCode}, expected 401`);
      } else if (visitor.statusCode !== player.statusCode || visitor.body !== player.body) {
        problems.push(`${url}: the visitor's answer differs from the player's`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
