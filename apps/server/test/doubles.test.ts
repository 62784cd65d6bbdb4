import { describe, expect, it } from 'vitest';
import { LIMITS } from '@caps/domain';
import { inArray } from 'drizzle-orm';
import { mailQueue } from '../src/db/schema.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles, type TestTeam } from './support/doubles.ts';
import { postGame, soloBody } from './support/games.ts';

/** Doubles points after one game between new teams (equal ratings: the winners take half of K from the losers). */
const WON = LIMITS.startingPoints + LIMITS.eloK / 2;
const LOST = LIMITS.startingPoints - LIMITS.eloK / 2;

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Two fresh teams: home = (a, b), away = (c, d). */
async function twoTeams(): Promise<{
  a: TestUser;
  b: TestUser;
  c: TestUser;
  d: TestUser;
  home: TestTeam;
  away: TestTeam;
}> {
  const [a, b, c, d] = [
    await buildUser(ctx.app),
    await buildUser(ctx.app),
    await buildUser(ctx.app),
    await buildUser(ctx.app),
  ];
  return { a, b, c, d, home: await buildTeam(ctx.app, a, b), away: await buildTeam(ctx.app, c, d) };
}

async function acceptance(user: TestUser) {
  return (
    await ctx.app.inject({ method: 'GET', url: '/api/acceptance', headers: bearer(user.token) })
  ).json() as Array<{
    acceptanceRequest: { acceptanceRequestType: string; acceptingTeam: string | null; gameToAccept: string };
  }>;
}

async function notificationTexts(user: TestUser) {
  const list = (
    await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })
  ).json() as Array<{ notificationType: string; text: string }>;
  return list.map((n) => `${n.notificationType}: ${n.text}`);
}

async function doublesPoints(user: TestUser) {
  const rows = await ctx.database.db.query.playerStats.findFirst({
    where: (s, { and: all, eq: is }) => all(is(s.userId, user.id), is(s.gameType, 'DOUBLES')),
  });
  return rows?.points;
}

async function team(id: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${id}` })).json();
}

describe("a player's history", () => {
  it('lists their accepted doubles games with the solo ones, and alone under DOUBLES', async () => {
    const { a, b, c, home, away } = await twoTeams();
    const doubles = (await postDoubles(ctx.app, a, doublesBody(home, away))).json();
    expect((await decideDoubles(ctx.app, c, doubles.id, 'accept')).statusCode).toBe(200);
    const solo = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    await ctx.app.inject({ method: 'POST', url: `/api/singles/accept/${solo.id}`, headers: bearer(b.token) });

    const all = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${b.id}` })).json();
    expect(all.content.map((g: { id: string }) => g.id).sort()).toEqual([doubles.id, solo.id].sort());
    const onlyDoubles = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${c.id}/DOUBLES` })).json();
    expect(onlyDoubles.content.map((g: { id: string; gameType: string }) => [g.id, g.gameType])).toEqual([
      [doubles.id, 'DOUBLES'],
    ]);
  });
});

describe('posting doubles games', () => {
  it('posts a pending game: the poster’s team waits, the other team decides, everyone is told', async () => {
    const { a, b, c, d, home, away } = await twoTeams();
    const res = await postDoubles(ctx.app, a, doublesBody(home, away));
    expect(res.statusCode, res.body).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({
      gameType: 'DOUBLES',
      status: 'PENDING',
      team1Name: home.name,
      team2Name: away.name,
      team1DatabaseId: home.id,
      winnerId: home.id,
    });
    expect(game.team1Details.teamWithStats).toMatchObject({ id: home.id, name: home.name });
    expect(game.team2Details.players.map((p: { username: string }) => p.username)).toEqual([c.username, d.username]);

    for (const user of [a, b])
      expect((await acceptance(user))[0]?.acceptanceRequest).toMatchObject({
        acceptanceRequestType: 'PASSIVE',
        acceptingTeam: null,
      });
    for (const user of [c, d])
      expect((await acceptance(user))[0]?.acceptanceRequest).toMatchObject({
        acceptanceRequestType: 'MULTIPlE',
        acceptingTeam: away.id,
      });
    expect(await notificationTexts(b)).toEqual([
      `ACCEPT_REQUEST: Your game with team ${away.name} is waiting to be accepted.`,
    ]);
    expect(await notificationTexts(d)).toEqual([`ACCEPT_REQUEST: You have a game with team ${home.name} to accept.`]);

    const players = [a, b, c, d].map((u) => u.email.toLowerCase());
    const mails = (await ctx.database.db.select().from(mailQueue).where(inArray(mailQueue.to, players))).filter((m) =>
      m.text.includes(home.name),
    );
    expect(mails.map((m) => m.to).sort()).toEqual([c.email, d.email].map((e) => e.toLowerCase()).sort());
    expect(mails[0]?.text).toContain(`team ${home.name}`);
    // pending games are not listed yet
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/doubles' })).json();
    expect(listed.content.map((g: { id: string }) => g.id)).not.toContain(game.id);
  });

  it('gives the PASSIVE side to the poster’s team whichever position it takes in the body', async () => {
    const { c, d, home, away } = await twoTeams();
    const game = (await postDoubles(ctx.app, d, doublesBody(home, away))).json();
    expect((await acceptance(c))[0]?.acceptanceRequest.acceptanceRequestType).toBe('PASSIVE');
    expect((await acceptance(home.players[0]))[0]?.acceptanceRequest.acceptanceRequestType).toBe('MULTIPlE');
    expect((await decideDoubles(ctx.app, d, game.id, 'accept')).statusCode).toBe(403);
    expect((await decideDoubles(ctx.app, home.players[1], game.id, 'accept')).statusCode).toBe(200);
  });

  it('refuses bad games with a clear message and changes nothing', async () => {
    const { a, b, c, d, home, away } = await twoTeams();
    const [e, f] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const third = await buildTeam(ctx.app, e, f);
    const mixed = await buildTeam(ctx.app, a, c);
    const gone = await buildTeam(ctx.app, b, d);
    await ctx.app.inject({ method: 'DELETE', url: `/api/teams/${gone.id}`, headers: bearer(b.token) });
    const base = doublesBody(home, away);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [doublesBody(home, away, { s1: 11, s2: 11 }), 400, 'Game cannot end in a draw'],
      [doublesBody(home, away, { s1: 10, s2: 7 }), 400, 'Game must end with one of the teams obtaining 11 points'],
      [doublesBody(home, away, { s1: 13, s2: 7, mode: 'OVERTIME' }), 400, /Overtime game/],
      [
        { ...base, playerStatsDtos: base.playerStatsDtos.map((s, i) => (i === 0 ? { ...s, score: 5 } : s)) },
        400,
        'All players score in team 1 has to sum to team score',
      ],
      [{ ...base, team2Players: [c.id] }, 400, 'Doubles game has to have 4 players 2 in each team'],
      [
        { ...base, playerStatsDtos: base.playerStatsDtos.slice(0, 3) },
        400,
        'Game needs to have 4 player stats objects',
      ],
      [
        { ...base, playerStatsDtos: base.playerStatsDtos.map((s, i) => (i === 3 ? { ...s, playerId: e.id } : s)) },
        400,
        'Player stats have to belong to the players of the two teams',
      ],
      [
        { ...base, playerStatsDtos: base.playerStatsDtos.map((s) => ({ ...s, sinks: 22 })) },
        400,
        'Sinks have to be a whole number from 0 to 21',
      ],
      [{ ...base, gameMode: 'FOREVER' }, 400, 'No such game mode'],
      [{ ...base, team2: home.id }, 400, 'Game has to be played by two different teams'],
      [{ ...base, team2: UNKNOWN }, 404, 'Team not found'],
      [{ ...base, team2: third.id }, 400, 'Team 2 players have to be the players of team 2'],
      [{ ...base, team1: mixed.id }, 400, 'Team 1 players have to be the players of team 1'],
      [{ ...base, team2: gone.id, team2Players: [b.id, d.id] }, 400, /Doubles game has to have|distinct/],
      [doublesBody(third, away), 403, 'You can only post games you played'],
    ];
    for (const [body, status, message] of cases) {
      const res = await postDoubles(ctx.app, a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    // a deleted team cannot play new games
    const goneBody = doublesBody({ ...gone, players: [b, d] }, third);
    const goneRes = await postDoubles(ctx.app, b, goneBody);
    expect(goneRes.statusCode).toBe(400);
    expect(goneRes.json().error).toMatch(/deleted/);

    const admin = await buildAdmin(ctx);
    expect((await postDoubles(ctx.app, admin, base)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/doubles', payload: base })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/doubles', payload: { nonsense: true } })).statusCode,
    ).toBe(401);
    for (const user of [a, b, c, d, e, f]) expect(await acceptance(user)).toHaveLength(0);
  });
});

describe('deciding doubles games', () => {
  it('lets one member of the opposing team accept for the team, once; points and stats move for all', async () => {
    const { a, b, c, d, home, away } = await twoTeams();
    const game = (await postDoubles(ctx.app, a, doublesBody(home, away, { s1: 11, s2: 0 }))).json();
    expect((await decideDoubles(ctx.app, b, game.id, 'accept')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/doubles/accept/${game.id}` })).statusCode).toBe(401);
    const admin = await buildAdmin(ctx);
    expect((await decideDoubles(ctx.app, admin, game.id, 'accept')).statusCode).toBe(403);
    expect((await decideDoubles(ctx.app, c, game.id, 'accept')).statusCode).toBe(200);
    expect((await decideDoubles(ctx.app, d, game.id, 'accept')).statusCode).toBe(409);
    expect((await decideDoubles(ctx.app, d, game.id, 'reject')).statusCode).toBe(409);

    expect((await team(home.id)).doublesStats).toMatchObject({
      points: WON,
      gamesPlayed: 1,
      gamesWon: 1,
      totalPointsMade: 11,
      totalPointsLost: 0,
    });
    expect((await team(away.id)).doublesStats).toMatchObject({
      points: LOST,
      gamesLost: 1,
      nakedLaps: 1,
      beersDowned: 3,
    });
    expect(await doublesPoints(a)).toBe(WON);
    expect(await doublesPoints(b)).toBe(WON);
    expect(await doublesPoints(c)).toBe(LOST);
    expect(await doublesPoints(d)).toBe(LOST);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/doubles/${game.id}` })).json();
    expect(detail).toMatchObject({ status: 'ACCEPTED', accepted: true, nakedLap: true });
    expect(detail.team1Details.teamWithStats.doublesStats.points).toBe(WON);
    const byPlayer = new Map(
      detail.gamePlayerStats.map((s: { playerId: string; pointsChange: number; nakedLap: boolean }) => [s.playerId, s]),
    );
    expect(byPlayer.get(a.id)).toMatchObject({ pointsChange: LIMITS.eloK / 2, nakedLap: false });
    expect(byPlayer.get(d.id)).toMatchObject({ pointsChange: -LIMITS.eloK / 2, nakedLap: true });

    for (const user of [a, b])
      expect(await notificationTexts(user)).toContain(`GAME_ACCEPTED: Game with team ${away.name} was accepted.`);
    expect(await notificationTexts(a)).toContain('ACHIEVEMENT_UNLOCKED: Win first game!');
    expect(await notificationTexts(d)).toContain('ACHIEVEMENT_UNLOCKED: First naked lap!');
    expect(await notificationTexts(c)).toContain('ACHIEVEMENT_UNLOCKED: Play first game!');

    const listed = (await ctx.app.inject({ method: 'GET', url: `/api/doubles?team=${away.id}` })).json();
    expect(listed.content.map((g: { id: string }) => g.id)).toEqual([game.id]);
    expect(listed.content[0]).toMatchObject({ team1Name: home.name, team2Name: away.name });
  });

  it('rejects: nothing moves and the poster’s team is told', async () => {
    const { a, b, d, home, away } = await twoTeams();
    const game = (await postDoubles(ctx.app, a, doublesBody(home, away))).json();
    expect((await decideDoubles(ctx.app, d, game.id, 'reject')).statusCode).toBe(200);
    expect((await team(home.id)).doublesStats.gamesPlayed).toBe(0);
    expect(await doublesPoints(b)).toBeUndefined();
    expect(await notificationTexts(b)).toContain(`GAME_REJECTED: Game with team ${away.name} was rejected.`);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/doubles/${game.id}` })).json().status).toBe('REJECTED');
  });

  it('applies two simultaneous accepts by both opposing players exactly once', async () => {
    const { a, c, d, home, away } = await twoTeams();
    const game = (await postDoubles(ctx.app, a, doublesBody(home, away))).json();
    const results = await Promise.all([
      decideDoubles(ctx.app, c, game.id, 'accept'),
      decideDoubles(ctx.app, d, game.id, 'accept'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await team(home.id)).doublesStats).toMatchObject({ gamesPlayed: 1, points: WON });
    expect(await doublesPoints(a)).toBe(WON);
  });

  it('keeps the players who played when the team changes before the game is accepted', async () => {
    const { a, b, c, home, away } = await twoTeams();
    const game = (await postDoubles(ctx.app, a, doublesBody(home, away))).json();
    const newcomer = await buildUser(ctx.app);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${home.id}`,
      headers: bearer(a.token),
      payload: { name: 'Renamed Home', players: [a.id, newcomer.id] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await decideDoubles(ctx.app, c, game.id, 'accept')).statusCode).toBe(200);
    expect(await doublesPoints(b)).toBe(WON);
    expect(await doublesPoints(newcomer)).toBeUndefined();
    expect((await team(home.id)).doublesStats).toMatchObject({ points: WON, gamesPlayed: 1 });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/doubles/${game.id}` })).json();
    // The lines of a side come in a fixed order (by player id), not as the rows happen to lie.
    expect(detail.team1.playerList).toEqual([a.id, b.id].sort());
    expect(detail.team1Name).toBe('Renamed Home');
  });
});

describe('reading doubles games', () => {
  it('answers 404 for unknown ids and for games of another type, and reports the stake', async () => {
    const { a, b, home, away } = await twoTeams();
    const solo = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    for (const id of [UNKNOWN, solo.id]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/doubles/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("This doubles game doesn't exist");
    }
    expect((await decideDoubles(ctx.app, b, solo.id, 'accept')).statusCode).toBe(404);
    const stake = await ctx.app.inject({ method: 'GET', url: `/api/doubles/stake?team1=${home.id}&team2=${away.id}` });
    expect(stake.json()).toEqual({
      player1Win: { p1: 15, p2: -15 },
      player2Win: { p1: -15, p2: 15 },
      player1WinProbability: 0.5,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/doubles/stake?team1=${home.id}&team2=${UNKNOWN}` })).statusCode,
    ).toBe(404);
    const paged = (await ctx.app.inject({ method: 'GET', url: '/api/doubles?pageSize=1' })).json();
    expect(paged.size).toBe(1);
  });
});
