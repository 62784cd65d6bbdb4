/** Races: each decision is made exactly once and the loser gets a 409; stats stay equal to a replay. */
import { describe, expect, it } from 'vitest';
import { claimTogether } from './support/settlement.ts';
import { StaleRead } from '../src/db/retry.ts';
import { claimDecision, findGameToDecide } from '../src/features/games/games.repository.ts';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { acceptedGameOf, settlementWrites } from '../src/features/league/index.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';

const ctx = useTestApp();

describe('races', () => {
  it('accept against reject: one wins, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await buildUser(ctx.app);
      const b = await buildUser(ctx.app);
      const game = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
      const [accept, reject] = await Promise.all([
        decide(ctx.app, b, 'SINGLES', game.id, 'accept'),
        decide(ctx.app, b, 'SINGLES', game.id, 'reject'),
      ]);
      expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const status = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${game.id}` })).json().status;
      expect(status).toBe(accept.statusCode === 200 ? 'ACCEPTED' : 'REJECTED');
    }
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('a person accepting against the auto-accept job: applied once', async () => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    await autoAcceptDueGames(ctx.app.appContext); // clear what earlier tests left pending
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await postGame(ctx.app, a, 'EASY_CAPS', soloBody(a.id, b.id, { s2: i }))).json().id);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    const [jobAccepted, ...manual] = await Promise.all([
      autoAcceptDueGames(ctx.app.appContext),
      ...ids.map((id) => decide(ctx.app, b, 'EASY_CAPS', id, 'accept')),
    ]);
    const byPerson = manual.filter((r) => r.statusCode === 200).length;
    expect(manual.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(jobAccepted + byPerson).toBe(ids.length);
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` })).json();
    expect(profile.userEasyStats.gamesPlayed).toBe(ids.length);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('accepts of different games sharing a player run concurrently without deadlock or lost updates', async () => {
    const hub = await buildUser(ctx.app);
    const others = await Promise.all([0, 1, 2, 3, 4].map(() => buildUser(ctx.app)));
    const games = [];
    for (const o of others)
      games.push({ o, id: (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, o.id))).json().id as string });
    const results = await Promise.all(games.map((g) => decide(ctx.app, g.o, 'SINGLES', g.id, 'accept')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${hub.id}/full` })).json();
    expect(profile.userSinglesStats.gamesPlayed).toBe(5);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('40 opponents of one player accepting at the same moment: every first decision lands, a second one is 409', async () => {
    const hub = await buildUser(ctx.app);
    const others = await Promise.all(Array.from({ length: 40 }, () => buildUser(ctx.app)));
    const games = await Promise.all(
      others.map(async (o) => ({
        o,
        id: (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, o.id))).json().id as string,
      })),
    );
    const results = await Promise.all(games.map((g) => decide(ctx.app, g.o, 'SINGLES', g.id, 'accept')));
    expect(results.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
      games.map(() => '200 '),
    );
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${hub.id}/full` })).json();
    expect(profile.userSinglesStats.gamesPlayed).toBe(40);
    // Only a game already decided answers 409.
    const again = await Promise.all(games.slice(0, 5).map((g) => decide(ctx.app, g.o, 'SINGLES', g.id, 'accept')));
    expect(again.map((r) => r.json().error)).toEqual(again.map(() => 'This game was already accepted'));
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  }, 60_000);

  it('doubles: 12 teams accepting their games against one team at the same moment all land', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const hub = await buildTeam(ctx.app, a, b);
    const rivals = await Promise.all(
      Array.from({ length: 12 }, async () => buildTeam(ctx.app, await buildUser(ctx.app), await buildUser(ctx.app))),
    );
    const games = [];
    for (const rival of rivals)
      games.push({ rival, id: (await postDoubles(ctx.app, a, doublesBody(hub, rival))).json().id as string });
    const results = await Promise.all(games.map((g) => decideDoubles(ctx.app, g.rival.players[1], g.id, 'accept')));
    expect(results.map((r) => r.statusCode)).toEqual(games.map(() => 200));
    const team = (await ctx.app.inject({ method: 'GET', url: `/api/teams/name/${hub.id}` })).json();
    expect(team.doublesStats.gamesPlayed).toBe(12);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  }, 60_000);

  it('accepts of two games between the same players, posted from either side, both land', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (let round = 0; round < 4; round++) {
      const byA = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json().id as string;
      const byB = (await postGame(ctx.app, b, 'SINGLES', soloBody(b.id, a.id))).json().id as string;
      const results = await Promise.all([
        decide(ctx.app, b, 'SINGLES', byA, 'accept'),
        decide(ctx.app, a, 'SINGLES', byB, 'accept'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/full` })).json().userSinglesStats.gamesPlayed,
    ).toBe(8);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('an acceptance computed from stats that changed since it read them lands nothing', async () => {
    const [hub, a, b] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const first = (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, a.id))).json().id as string;
    const second = (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, b.id))).json().id as string;
    const read = await findGameToDecide(ctx.database.db, first); // hub's stats before either game
    expect(read?.stats.players.get(hub.id)?.stats.gamesPlayed).toBe(0);
    expect((await decide(ctx.app, b, 'SINGLES', second, 'accept')).statusCode).toBe(200); // hub's stats move on
    const now = new Date();
    const late = claimTogether(
      ctx.database.db,
      claimDecision(ctx.database.db, first, 'ACCEPTED', now),
      settlementWrites(ctx.database.db, { ...acceptedGameOf(read!), id: first }, read!.stats, now).writes,
    );
    await expect(late).rejects.toBeInstanceOf(StaleRead);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/singles/${first}` })).json().status).toBe('PENDING');
    // Through the API, the acceptance reads again and lands on the current stats.
    expect((await decide(ctx.app, a, 'SINGLES', first, 'accept')).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${hub.id}/full` })).json().userSinglesStats.gamesPlayed,
    ).toBe(2);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('an acceptance computed before a correction of its players’ history lands nothing, though their games played did not change', async () => {
    const [hub, a, b] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const admin = await buildAdmin(ctx);
    const old = (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, a.id))).json().id as string;
    expect((await decide(ctx.app, a, 'SINGLES', old, 'accept')).statusCode).toBe(200);
    const next = (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, b.id))).json().id as string;
    const read = await findGameToDecide(ctx.database.db, next); // hub's stats after the old game, as it stood
    const corrected = await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/correct/${old}`,
      headers: bearer(admin.token),
      payload: { ...soloBody(hub.id, a.id, { s1: 3, s2: 11, k1: 5, k2: 13 }), reason: 'a won' },
    });
    expect(corrected.statusCode).toBe(200); // hub's points moved; their games played did not
    const now = new Date();
    const late = claimTogether(
      ctx.database.db,
      claimDecision(ctx.database.db, next, 'ACCEPTED', now),
      settlementWrites(ctx.database.db, { ...acceptedGameOf(read!), id: next }, read!.stats, now).writes,
    );
    await expect(late).rejects.toBeInstanceOf(StaleRead);
    expect((await decide(ctx.app, b, 'SINGLES', next, 'accept')).statusCode).toBe(200);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });
});
