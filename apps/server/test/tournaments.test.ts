import { describe, expect, it } from 'vitest';
import type { TGameType, TTournamentView } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Setup = { tournamentType?: string; size?: string; seedType?: string; tournamentName?: string };

function base(gameType: TGameType = 'SINGLES') {
  return `/api/${GAME_TYPE_PATHS[gameType]}/tournaments`;
}

async function create(admin: TestUser, setup: Setup = {}, gameType: TGameType = 'SINGLES') {
  return ctx.app.inject({
    method: 'POST',
    url: base(gameType),
    headers: bearer(admin.token),
    payload: {
      tournamentName: 'Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
      ...setup,
    },
  });
}

async function created(admin: TestUser, setup: Setup = {}): Promise<TTournamentView> {
  const res = await create(admin, setup);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function call(user: TestUser | null, method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `${base()}/${path}`,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function players(n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => buildUser(ctx.app)));
}

/** A seeded RANDOM single elimination tournament with these players. */
async function seeded(admin: TestUser, ps: TestUser[], setup: Setup = {}): Promise<TTournamentView> {
  const t = await created(admin, setup);
  expect(
    (
      await call(
        admin,
        'POST',
        `${t.id}/players`,
        ps.map((p) => p.id),
      )
    ).statusCode,
  ).toBe(200);
  const res = await call(admin, 'POST', `${t.id}/seed`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

function playable(t: TTournamentView) {
  return t.bracketEntries.filter((e) => e.player1 && e.player2 && !e.final);
}

describe('creating tournaments', () => {
  it('lets admins create, with the entries of the type, and refuses visitors and players', async () => {
    const admin = await buildAdmin(ctx);
    const user = await buildUser(ctx.app);
    const body = { tournamentName: 'Cup', tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' };
    expect((await ctx.app.inject({ method: 'POST', url: base(), payload: body })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: base(), headers: bearer(user.token), payload: body })).statusCode,
    ).toBe(403);

    const t = await created(admin, { tournamentName: '  Winter Cup  ' });
    expect(t).toMatchObject({
      tournamentName: 'Winter Cup',
      owner: admin.id,
      seeded: false,
      finished: false,
      gameType: 'SINGLES',
      players: [],
      teams: null,
      winner: null,
    });
    expect(t.bracketEntries).toHaveLength(7);
    expect(t.competitorTournamentStats).toEqual([]);
    expect(t.bracketEntries.map((e) => e.coordinate)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Double elimination: 2N − 2 entries, and the grand final reset (on by default for new tournaments).
    expect(
      (await created(admin, { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8' })).bracketEntries,
    ).toHaveLength(15);
    expect(
      (await created(admin, { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_16' })).bracketEntries,
    ).toHaveLength(31);
    expect(
      (await created(admin, { tournamentType: 'ROUND_ROBIN', size: 'D_RO_16', seedType: 'ROUND_ROBIN_CIRCLE' }))
        .bracketEntries,
    ).toHaveLength(0);

    const doubles = await create(admin, {}, 'DOUBLES');
    expect(doubles.statusCode).toBe(201);
    expect(doubles.json()).toMatchObject({ gameType: 'DOUBLES', players: null, teams: [] });
  });

  it('refuses an empty name and setups the type does not offer', async () => {
    const admin = await buildAdmin(ctx);
    const cases: Array<[Setup, string | RegExp]> = [
      [{ tournamentName: '' }, 'Invalid name'],
      [{ tournamentName: '   ' }, 'Invalid name'],
      [{ tournamentType: 'DOUBLE_ELIMINATION', size: 'RO_32' }, /not available/],
      [{ tournamentType: 'SINGLE_ELIMINATION', size: 'D_RO_8' }, /not available/],
      [{ tournamentType: 'ROUND_ROBIN', size: 'D_RO_16', seedType: 'RANDOM' }, /not available/],
      [{ seedType: 'ROUND_ROBIN_CIRCLE' }, /not available/],
      [{ size: 'RO_4' }, 'No such tournament size'],
      [
        { tournamentType: 'KNOCKOUT' },
        'No such tournament type; the formats are SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS, GROUPS_PLAYOFFS',
      ],
    ];
    for (const [setup, message] of cases) {
      const res = await create(admin, setup);
      expect(res.statusCode, JSON.stringify(setup)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=100' })).json();
    expect(list.every((t: { tournamentName: string }) => t.tournamentName.trim() !== '')).toBe(true);
  });
});

describe('reading tournaments', () => {
  it('shows a tournament to anyone and answers 404 for unknown ids or another game type', async () => {
    const admin = await buildAdmin(ctx);
    const t = await created(admin);
    expect((await ctx.app.inject({ method: 'GET', url: `${base()}/${t.id}` })).json().id).toBe(t.id);
    // A stale token on a public read is ignored.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base()}/${t.id}`, headers: bearer('garbage') })).statusCode,
    ).toBe(200);
    const unknown = await ctx.app.inject({ method: 'GET', url: `${base()}/${UNKNOWN}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Tournament not found');
    expect((await ctx.app.inject({ method: 'GET', url: `${base('EASY_CAPS')}/${t.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${base()}/not-an-id` })).statusCode).toBe(400);
  });

  it('lists every game type newest first as a plain array of exactly pageSize items', async () => {
    const admin = await buildAdmin(ctx);
    const types: TGameType[] = ['SINGLES', 'EASY_CAPS', 'UNRANKED', 'DOUBLES'];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ctx.clock.now = new Date(Date.UTC(2030, 0, 1, 0, i));
      const res = await create(admin, { tournamentName: `List ${i}` }, types[i % 4]);
      ids.push(res.json().id);
    }
    ctx.clock.now = new Date();
    const first = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=10&pageNumber=0' });
    expect(first.statusCode).toBe(200);
    const page0 = first.json();
    expect(Array.isArray(page0)).toBe(true);
    expect(page0).toHaveLength(10);
    expect(page0.map((t: { id: string }) => t.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(page0[0]).toMatchObject({
      tournamentName: 'List 11',
      gameType: 'DOUBLES',
      seeded: false,
      finished: false,
      competitorCount: 0,
      owner: admin.id,
    });
    const page1 = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=10&pageNumber=1' })).json();
    expect(page1.slice(0, 2).map((t: { id: string }) => t.id)).toEqual([ids[1], ids[0]]);

    const easy = (await ctx.app.inject({ method: 'GET', url: `${base('EASY_CAPS')}?pageSize=2` })).json();
    expect(easy.content.map((t: { gameType: string }) => t.gameType)).toEqual(['EASY_CAPS', 'EASY_CAPS']);
    expect(easy.totalElements).toBeGreaterThanOrEqual(3);
  });
});

describe('who may change a tournament', () => {
  it('lets only the owning admin change anything: 401 visitors, 403 players and other admins', async () => {
    const owner = await buildAdmin(ctx);
    const other = await buildAdmin(ctx);
    const user = await buildUser(ctx.app);
    const [a, b] = await players(2);
    const t = await seeded(owner, [a!, b!]);
    const entry = playable(t)[0]!;
    const p1 = entry.player1!.id;
    const p2 = entry.player2!.id;
    const requests: Array<[method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object]> = [
      ['POST', `${t.id}/players`, [a!.id]],
      ['POST', `${t.id}/setSeed`, []],
      ['POST', `${t.id}/seed`],
      ['POST', `${t.id}/entry/${entry.id}`, soloBody(p1, p2)],
      ['POST', `${t.id}/entry/${entry.id}/skip`, { forfeitedId: p1 }],
      ['GET', `${t.id}/candidates?name=a`],
      ['DELETE', t.id],
    ];
    for (const [method, path, payload] of requests) {
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path} visitor`).toBe(401);
      expect((await call(user, method, path, payload)).statusCode, `${method} ${path} user`).toBe(403);
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path} other admin`).toBe(403);
    }
    const unchanged: TTournamentView = (await call(null, 'GET', t.id)).json();
    expect(unchanged).toEqual(t);
    // The owner may; unknown ids are 404 for the owner too.
    expect((await call(owner, 'POST', `${UNKNOWN}/seed`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `${t.id}/entry/${entry.id}/skip`, { forfeitedId: p1 })).statusCode).toBe(200);
  });
});

describe('competitors', () => {
  it('replaces the list, ignores repeats and refuses too many, strangers, admins and changes after seeding', async () => {
    const admin = await buildAdmin(ctx);
    const t = await created(admin);
    const ps = await players(9);
    const ids = ps.map((p) => p.id);

    const set = await call(admin, 'POST', `${t.id}/players`, [ids[0], ids[1], ids[0], ids[2]]);
    expect(set.statusCode).toBe(200);
    expect(set.json().players.map((p: { user: { id: string } }) => p.user.id)).toEqual([ids[0], ids[1], ids[2]]);
    expect(set.json().players[0].user).toEqual({
      id: ps[0]!.id,
      username: ps[0]!.username,
      avatarHash: expect.any(String),
    });

    const tooMany = await call(admin, 'POST', `${t.id}/players`, ids);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Too many players for this tournament size');
    expect((await call(admin, 'POST', `${t.id}/players`, [ids[0], UNKNOWN])).json()).toEqual({
      error: 'User not found',
      code: 'USER_NOT_FOUND',
    });
    const withAdmin = await call(admin, 'POST', `${t.id}/players`, [ids[0], admin.id]);
    expect(withAdmin.statusCode).toBe(400);
    expect(withAdmin.json().error).toBe('Admins do not play games');
    expect((await call(admin, 'POST', `${t.id}/players`, ['x'])).statusCode).toBe(400);
    expect((await call(null, 'GET', t.id)).json().players).toHaveLength(3);

    expect((await call(admin, 'POST', `${t.id}/players`, ids.slice(0, 8))).statusCode).toBe(200);
    expect((await call(admin, 'POST', `${t.id}/seed`)).statusCode).toBe(200);
    const late = await call(admin, 'POST', `${t.id}/players`, ids.slice(0, 2));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Tournament already seeded');
  });

  it('offers players by name to the owner, never admins', async () => {
    const admin = await buildAdmin(ctx);
    const t = await created(admin);
    const p = await buildUser(ctx.app, { username: 'candidQx1' });
    const found = (await call(admin, 'GET', `${t.id}/candidates?name=CANDIDQ`)).json();
    expect(found).toEqual([{ id: p.id, name: 'candidQx1', avatarHash: expect.any(String) }]);
    expect((await call(admin, 'GET', `${t.id}/candidates?name=${admin.username}`)).json()).toEqual([]);
    expect((await call(admin, 'GET', `${t.id}/candidates?name=%25`)).json()).toEqual([]);
  });
});

describe('seeding', () => {
  it('needs two competitors, seeds once, and makes round robin entries at seeding', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d, e] = await players(5);
    const t = await created(admin);
    const tooFew = await call(admin, 'POST', `${t.id}/seed`);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error).toMatch(/At least 2/);

    const five = await seeded(admin, [a!, b!, c!, d!, e!]);
    expect(five).toMatchObject({ seeded: true, finished: false });
    expect(five.competitorTournamentStats).toHaveLength(5);
    // 5 players in 8 slots: three empty slots, and each first-row entry missing a player is a closed bye.
    const firstRow = five.bracketEntries.filter((x) => x.bracketEntryType === 'RO_8');
    expect(firstRow.flatMap((x) => [x.player1, x.player2]).filter((p) => p === null)).toHaveLength(3);
    expect(firstRow.filter((x) => x.bye).every((x) => x.final && (x.player1 === null || x.player2 === null))).toBe(
      true,
    );
    expect(firstRow.filter((x) => !x.bye).every((x) => x.player1 && x.player2)).toBe(true);
    const placed = firstRow.flatMap((x) => [x.player1?.id, x.player2?.id]).filter(Boolean);
    expect(new Set(placed)).toEqual(new Set([a, b, c, d, e].map((p) => p!.id)));
    const again = await call(admin, 'POST', `${five.id}/seed`);
    expect(again.statusCode).toBe(409);

    const rr = await seeded(admin, [a!, b!, c!, d!, e!], {
      tournamentType: 'ROUND_ROBIN',
      size: 'D_RO_16',
      seedType: 'ROUND_ROBIN_CIRCLE',
    });
    // Odd field: 5 rounds of 3 pairings, one bye each (closed at once).
    expect(rr.bracketEntries).toHaveLength(15);
    expect(rr.bracketEntries.filter((x) => x.bye && x.final)).toHaveLength(5);
    expect(rr.bracketEntries.every((x) => x.bracketEntryType === null)).toBe(true);
  });

  it('places PICKED competitors in first-row slots before starting', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = await players(3);
    const random = await seeded(admin, [a!, b!]);
    expect((await call(admin, 'POST', `${random.id}/setSeed`, [])).statusCode).toBe(409);
    const unseededRandom = await created(admin);
    expect(
      (await call(admin, 'POST', `${unseededRandom.id}/setSeed`, [{ coordinate: 3, player1: { id: a!.id } }]))
        .statusCode,
    ).toBe(400);

    const t = await created(admin, { seedType: 'PICKED' });
    await call(admin, 'POST', `${t.id}/players`, [a!.id, b!.id, c!.id]);
    const refused: object[] = [
      [{ coordinate: 0, player1: { id: a!.id } }],
      [{ coordinate: 3, player1: { id: UNKNOWN } }],
      [
        { coordinate: 3, player1: { id: a!.id } },
        { coordinate: 4, player2: { id: a!.id } },
      ],
      [{ coordinate: 99, player1: { id: a!.id } }],
    ];
    for (const body of refused)
      expect((await call(admin, 'POST', `${t.id}/setSeed`, body)).statusCode, JSON.stringify(body)).toBe(400);

    const partly = await call(admin, 'POST', `${t.id}/setSeed`, {
      bracketEntries: [{ coordinate: 3, player1: { id: a!.id }, player2: { id: b!.id } }],
    });
    expect(partly.statusCode).toBe(200);
    const unplaced = await call(admin, 'POST', `${t.id}/seed`);
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json().error).toMatch(/placed/);

    // The earlier client posts its whole bracket: null empties a slot.
    const whole = (await call(null, 'GET', t.id)).json().bracketEntries.map((e: { coordinate: number }) => ({ ...e }));
    const six = whole.find((e: { coordinate: number }) => e.coordinate === 6);
    six.player2 = { id: c!.id };
    const three = whole.find((e: { coordinate: number }) => e.coordinate === 3);
    three.player2 = null;
    six.player1 = { id: b!.id };
    expect((await call(admin, 'POST', `${t.id}/setSeed`, whole)).statusCode).toBe(200);
    const started = await call(admin, 'POST', `${t.id}/seed`);
    expect(started.statusCode).toBe(200);
    const entries: TTournamentView['bracketEntries'] = started.json().bracketEntries;
    const at = (c: number) => entries.find((e) => e.coordinate === c)!;
    expect([at(3).player1?.id, at(3).player2]).toEqual([a!.id, null]);
    expect([at(6).player1?.id, at(6).player2?.id]).toEqual([b!.id, c!.id]);
    expect(at(3).bye).toBe(true);
  });

  it('orders ELO seeds by points: 1 v 8 and 2 v 7, the top two in opposite halves', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c, d, ...rest] = await players(8);
    // a beats b twice (a above, b below c and d), c beats d once (c the start plus half of K, d the start minus it); the other four stay at the start.
    for (const [winner, loser] of [
      [a!, b!],
      [a!, b!],
      [c!, d!],
    ] as const) {
      const game = (await postGame(ctx.app, winner, 'SINGLES', soloBody(winner.id, loser.id))).json();
      expect((await decide(ctx.app, loser, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
    }
    const t = await created(admin, { seedType: 'ELO' });
    await call(
      admin,
      'POST',
      `${t.id}/players`,
      [...rest, d, b, c, a].map((p) => p!.id),
    );
    const res = await call(admin, 'POST', `${t.id}/seed`);
    expect(res.statusCode).toBe(200);
    const at = (coordinate: number) =>
      (res.json() as TTournamentView).bracketEntries.find((e) => e.coordinate === coordinate)!;
    expect([at(3).player1?.id, at(3).player2?.id]).toEqual([a!.id, b!.id]);
    expect([at(5).player1?.id, at(5).player2?.id]).toEqual([c!.id, d!.id]);
    const middle = [at(4), at(6)].flatMap((e) => [e.player1?.id, e.player2?.id]);
    expect(new Set(middle)).toEqual(new Set(rest.map((p) => p.id)));
  });
});

describe('entry actions follow the state rules', () => {
  it('refuses results before the start, on incomplete entries, with wrong players, twice, and after the end', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b, c] = await players(3);
    const t = await created(admin);
    await call(admin, 'POST', `${t.id}/players`, [a!.id, b!.id, c!.id]);
    // Entries that are not open (yet) are a conflict with the tournament's state: 409.
    const early = await call(admin, 'POST', `${t.id}/entry/${t.bracketEntries[3]!.id}`, soloBody(a!.id, b!.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/not started/);

    const s: TTournamentView = (await call(admin, 'POST', `${t.id}/seed`)).json();
    const open = playable(s)[0]!;
    const [p1, p2] = [open.player1!.id, open.player2!.id];
    const stranger = [a, b, c].find((p) => p!.id !== p1 && p!.id !== p2)!;
    const waiting = s.bracketEntries.find((e) => !e.final && (e.player1 === null || e.player2 === null))!;

    const cases: Array<[string, object, number, string | RegExp]> = [
      [`${UNKNOWN}`, soloBody(p1, p2), 404, 'Entry not found'],
      [waiting.id, soloBody(p1, p2), 409, /both competitors/],
      [open.id, soloBody(p1, stranger.id), 400, /exactly the entry's competitors/],
      [open.id, soloBody(p1, p2, { s1: 10, s2: 6 }), 400, /11/],
      [open.id, soloBody(p1, p1), 400, /two unique players/],
      [open.id, { ...soloBody(p1, p2), gameMode: 'LONG' }, 400, 'No such game mode'],
    ];
    for (const [entryId, body, status, message] of cases) {
      const res = await call(admin, 'POST', `${t.id}/entry/${entryId}`, body);
      expect(res.statusCode, `${entryId} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const skipStranger = await call(admin, 'POST', `${t.id}/entry/${open.id}/skip`, { forfeitedId: stranger.id });
    expect(skipStranger.statusCode).toBe(400);
    expect(skipStranger.json().error).toMatch(/not found in this game/);
    expect((await call(admin, 'POST', `${t.id}/entry/${waiting.id}/skip`, { forfeitedId: p1 })).statusCode).toBe(409);

    const ok = await call(admin, 'POST', `${t.id}/entry/${open.id}`, soloBody(p2, p1));
    expect(ok.statusCode).toBe(200);
    const played = (ok.json() as TTournamentView).bracketEntries.find((e) => e.id === open.id)!;
    expect(played).toMatchObject({ final: true, result: { winnerId: p2 } });
    expect(played.game).toMatchObject({
      id: expect.any(String),
      gameType: 'SINGLES',
      winner: p2,
      winnerId: p2,
      team1DatabaseId: null,
      team2DatabaseId: null,
    });
    const game = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${played.game!.id}` })).json();
    expect(game).toMatchObject({ status: 'ACCEPTED', tournamentId: t.id, winner: p2 });
    // Scores read from the entry's side, whichever order the body used.
    expect(played.result!.competitor1Points).toBe(played.player1!.id === p2 ? 11 : 6);

    const twice = await call(admin, 'POST', `${t.id}/entry/${open.id}`, soloBody(p2, p1));
    expect(twice.statusCode).toBe(409);
    expect((await call(admin, 'POST', `${t.id}/entry/${open.id}/skip`, { forfeitedId: p1 })).statusCode).toBe(409);

    // Play it out, then nothing more is accepted.
    let state: TTournamentView = ok.json();
    while (!state.finished) {
      const next = playable(state)[0]!;
      state = (await call(admin, 'POST', `${t.id}/entry/${next.id}/skip`, { forfeitedId: next.player2!.id })).json();
    }
    const final = state.bracketEntries.find((e) => e.coordinate === 0)!;
    const after = await call(admin, 'POST', `${t.id}/entry/${final.id}/skip`, { forfeitedId: final.player1!.id });
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toMatch(/already finished/);
  });
});

describe('deleting', () => {
  it('removes the tournament but keeps its games', async () => {
    const admin = await buildAdmin(ctx);
    const [a, b] = await players(2);
    const t = await seeded(admin, [a!, b!]);
    const entry = playable(t)[0]!;
    const played: TTournamentView = (
      await call(admin, 'POST', `${t.id}/entry/${entry.id}`, soloBody(entry.player1!.id, entry.player2!.id))
    ).json();
    const gameId = played.bracketEntries.find((e) => e.id === entry.id)!.game!.id;

    const res = await call(admin, 'DELETE', t.id);
    expect(res.statusCode).toBe(204);
    expect((await call(null, 'GET', t.id)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', t.id)).statusCode).toBe(404);
    const game = await ctx.app.inject({ method: 'GET', url: `/api/singles/${gameId}` });
    expect(game.statusCode).toBe(200);
    expect(game.json().status).toBe('ACCEPTED');
  });
});
