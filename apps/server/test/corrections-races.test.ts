/**
 * Races of correcting the record (issue 24): each change is decided once, the loser of a race that excludes the other
 * gets a 409, and the stored league equals a recompute afterwards. On PostgreSQL these run truly at once.
 */
import { describe, expect, it } from 'vitest';
import { autoAcceptDueGames } from '../src/features/games/index.ts';
import { diffLeague, REPLAY_LIMITS } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp({ AUTO_ACCEPT_HOURS: '24' });

const post = (who: TestUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function accepted(a: TestUser, b: TestUser, s2 = 6): Promise<string> {
  const id = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s2 }))).json().id as string;
  expect((await decide(ctx.app, b, 'SINGLES', id, 'accept')).statusCode).toBe(200);
  return id;
}

describe('races of voids and corrections', () => {
  it('a void racing the acceptance of a later game of the same players: both land, in either order', async () => {
    const admin = await buildAdmin(ctx);
    for (let round = 0; round < 6; round++) {
      const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
      const old = await accepted(a, b);
      await accepted(b, c, 3);
      const later = (await postGame(ctx.app, c, 'SINGLES', soloBody(c.id, b.id, { s2: 9 }))).json().id as string;
      const [voided, acceptance] = await Promise.all([
        post(admin, `/api/singles/void/${old}`, { reason: 'race' }),
        decide(ctx.app, b, 'SINGLES', later, 'accept'),
      ]);
      expect([voided.statusCode, acceptance.statusCode]).toEqual([200, 200]);
      const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${b.id}/full` })).json();
      expect(profile.userSinglesStats.gamesPlayed).toBe(2);
    }
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('two corrections of one game: both decided, one after the other; two voids: one lands, the other is 409', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const game = await accepted(a, b);
    await accepted(a, b, 2);
    const bodies = [soloBody(a.id, b.id, { s2: 8 }), soloBody(a.id, b.id, { s1: 7, s2: 11, k1: 9, k2: 13 })];
    const results = await Promise.all(
      bodies.map((body, i) => post(admin, `/api/singles/correct/${game}`, { ...body, reason: `fix ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const trail = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${game}/audit` })).json() as Array<{
      action: string;
      reason: string;
      after: { team2Score: number };
    }>;
    const corrections = trail.filter((e) => e.action === 'CORRECTED');
    expect(corrections.map((e) => e.reason).sort()).toEqual(['fix 0', 'fix 1']);
    // The game holds the result of the correction decided last.
    const last = corrections[1]!;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/singles/${game}` })).json().team2Score).toBe(
      last.after.team2Score,
    );
    expect(await diffLeague(ctx.database.db)).toEqual([]);

    const voids = await Promise.all([0, 1, 2].map(() => post(admin, `/api/singles/void/${game}`, { reason: 'twice' })));
    expect(voids.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(voids.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual([
      'This game was voided',
      'This game was voided',
    ]);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('a correction racing the auto-accept job over the same players', async () => {
    const admin = await buildAdmin(ctx);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    await autoAcceptDueGames(ctx.app.appContext); // what earlier tests left pending
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const game = await accepted(a, b);
    for (let i = 0; i < 5; i++)
      await postGame(ctx.app, i % 2 ? a : c, 'SINGLES', soloBody(i % 2 ? a.id : c.id, b.id, { s2: i }));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 25 * 3600_000);
    const [jobAccepted, correction] = await Promise.all([
      autoAcceptDueGames(ctx.app.appContext),
      post(admin, `/api/singles/correct/${game}`, {
        ...soloBody(a.id, b.id, { s1: 5, s2: 11, k1: 7, k2: 12 }),
        reason: 'b won',
      }),
    ]);
    expect(jobAccepted).toBe(5);
    expect(correction.statusCode, correction.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${b.id}/full` })).json().userSinglesStats.gamesPlayed,
    ).toBe(6);
    expect(await diffLeague(ctx.database.db)).toEqual([]);
  });

  it('a reopen racing a result on a later entry: decided once, in either order, the league equal to a recompute', async () => {
    const admin = await buildAdmin(ctx);
    const base = '/api/singles/tournaments';
    type Entry = {
      id: string;
      coordinate: number;
      player1: { id: string } | null;
      player2: { id: string } | null;
      game: { id: string } | null;
      final: boolean;
    };
    type Tournament = { id: string; finished: boolean; bracketEntries: Entry[] };
    const at = (t: Tournament, c: number) => t.bracketEntries.find((e) => e.coordinate === c)!;
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const players = await Promise.all(Array.from({ length: 8 }, () => buildUser(ctx.app)));
      const created = (
        await post(admin, base, {
          tournamentName: 'Race Cup',
          tournamentType: 'SINGLE_ELIMINATION',
          size: 'RO_8',
          seedType: 'RANDOM',
        })
      ).json() as Tournament;
      await post(
        admin,
        `${base}/${created.id}/players`,
        players.map((p) => p.id),
      );
      let t = (await post(admin, `${base}/${created.id}/seed`)).json() as Tournament;
      // Quarter finals 3 and 4 feed semi final 1.
      for (const c of [3, 4]) {
        const e = at(t, c);
        t = (
          await post(admin, `${base}/${t.id}/entry/${e.id}`, soloBody(e.player1!.id, e.player2!.id))
        ).json() as Tournament;
      }
      const semi = at(t, 1);
      const [reopened, result] = await Promise.all([
        post(admin, `${base}/${t.id}/entry/${at(t, 3).id}/reopen`, { reason: 'race' }),
        post(admin, `${base}/${t.id}/entry/${semi.id}`, soloBody(semi.player1!.id, semi.player2!.id)),
      ]);
      expect(reopened.statusCode, reopened.body).toBe(200);
      const after = (await ctx.app.inject({ method: 'GET', url: `${base}/${t.id}` })).json() as Tournament;
      expect(at(after, 3)).toMatchObject({ game: null, final: false });
      // The semi final never keeps a result that depended on the reopened quarter final.
      expect(at(after, 1)).toMatchObject({ game: null, player1: null });
      if (result.statusCode === 200) {
        // The result landed first: the reopen voided its game too.
        const semiGame = at(result.json() as Tournament, 1).game!.id;
        expect((await ctx.app.inject({ method: 'GET', url: `/api/singles/${semiGame}` })).json().status).toBe('VOIDED');
        outcomes.add('result first');
      } else {
        expect(result.statusCode, result.body).toBe(409);
        outcomes.add('reopen first');
      }
      expect(await diffLeague(ctx.database.db)).toEqual([]);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it(
    'many acceptances of a hub player while an old game of theirs is voided and another corrected, doubles included',
    hubRace,
    60_000,
  );

  it('the same, while each replay locks the whole league', async () => {
    const limits = { ...REPLAY_LIMITS };
    Object.assign(REPLAY_LIMITS, { keysLocked: 1, gamesKeyed: 1 });
    try {
      await hubRace();
    } finally {
      Object.assign(REPLAY_LIMITS, limits);
    }
  }, 60_000);

  it('a dispute racing a void: either it lands first and is closed, or it is refused; never left open on a voided game', async () => {
    const admin = await buildAdmin(ctx);
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
      const game = await accepted(a, b);
      const [dispute, voided] = await Promise.all([
        post(b, `/api/singles/dispute/${game}`, { reason: 'race' }),
        post(admin, `/api/singles/void/${game}`, { reason: 'race' }),
      ]);
      expect(voided.statusCode).toBe(200);
      expect([201, 409]).toContain(dispute.statusCode);
      const open = (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: bearer(admin.token) })
      ).json();
      expect(open.content.filter((d: { gameId: string }) => d.gameId === game)).toEqual([]);
    }
  });
});

/** A hub player's acceptances, two corrections and a void of their games, all at once. */
async function hubRace(): Promise<void> {
  const admin = await buildAdmin(ctx);
  const [hub, partner] = [await buildUser(ctx.app), await buildUser(ctx.app)];
  const others = await Promise.all(Array.from({ length: 10 }, () => buildUser(ctx.app)));
  const old = await accepted(hub, others[0]!);
  const another = await accepted(hub, others[1]!, 4);
  const team = await buildTeam(ctx.app, hub, partner);
  const rival = await buildTeam(ctx.app, others[2]!, others[3]!);
  const doubles = (await postDoubles(ctx.app, hub, doublesBody(team, rival))).json().id as string;
  expect((await decideDoubles(ctx.app, others[2]!, doubles, 'accept')).statusCode).toBe(200);
  const pending = [];
  for (const o of others)
    pending.push({
      o,
      id: (await postGame(ctx.app, hub, 'SINGLES', soloBody(hub.id, o.id, { s2: 7 }))).json().id as string,
    });
  const laterDoubles = (await postDoubles(ctx.app, hub, doublesBody(team, rival, { s2: 9 }))).json().id as string;
  const results = await Promise.all([
    post(admin, `/api/singles/void/${old}`, { reason: 'wrong opponent' }),
    post(admin, `/api/singles/correct/${another}`, {
      ...soloBody(hub.id, others[1]!.id, { s2: 10, k2: 12 }),
      reason: 'score',
    }),
    post(admin, `/api/doubles/correct/${doubles}`, { ...doublesBody(team, rival, { s2: 2 }), reason: 'score' }),
    decideDoubles(ctx.app, others[3]!, laterDoubles, 'accept'),
    ...pending.map((g) => decide(ctx.app, g.o, 'SINGLES', g.id, 'accept')),
  ]);
  expect(results.map((r) => `${r.statusCode}${r.statusCode === 200 ? '' : ` ${r.body}`}`)).toEqual(
    results.map(() => '200'),
  );
  const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${hub.id}/full` })).json();
  expect(profile.userSinglesStats.gamesPlayed).toBe(11);
  expect(await diffLeague(ctx.database.db)).toEqual([]);
}
