/** Format settings through the API: the double elimination grand final reset, and tournaments stored before settings. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBracketEntryView, TTournamentView } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { soloBody } from './support/games.ts';

const ctx = useTestApp();
const BASE = '/api/singles/tournaments';
const RESET = 999;

async function post(admin: TestUser, path: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}${path}`,
    headers: bearer(admin.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function read(id: string): Promise<TTournamentView> {
  return (await ctx.app.inject({ method: 'GET', url: `${BASE}/${id}` })).json();
}

function ids(entry: TBracketEntryView): [string, string] {
  if (!entry.player1 || !entry.player2) throw new Error(`entry ${entry.coordinate} is not ready`);
  return [entry.player1.id, entry.player2.id];
}

const at = (t: TTournamentView, coordinate: number) => t.bracketEntries.find((e) => e.coordinate === coordinate);

/** A double elimination of two players, seeded: only the upper final is left to play before the grand final. */
async function twoPlayerDoubleElimination(admin: TestUser, settings?: object): Promise<TTournamentView> {
  const created = await post(admin, '', {
    tournamentName: 'Reset Cup',
    tournamentType: 'DOUBLE_ELIMINATION',
    size: 'D_RO_8',
    seedType: 'RANDOM',
    ...(settings ? { settings } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  const t: TTournamentView = created.json();
  const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
  expect((await post(admin, `/${t.id}/players`, [a.id, b.id])).statusCode).toBe(200);
  return (await post(admin, `/${t.id}/seed`)).json();
}

/** Plays the upper final (won by its first competitor) and the grand final, won by the lower champion. */
async function lowerChampionWinsGrandFinal(admin: TestUser, t: TTournamentView): Promise<TTournamentView> {
  const [upper, lower] = ids(at(t, 1)!);
  const afterUpper: TTournamentView = (
    await post(admin, `/${t.id}/entry/${at(t, 1)!.id}`, soloBody(upper, lower))
  ).json();
  expect(ids(at(afterUpper, 0)!)).toEqual([upper, lower]);
  const res = await post(admin, `/${t.id}/entry/${at(afterUpper, 0)!.id}`, soloBody(lower, upper));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('double elimination grand final reset', () => {
  it('is on for a new tournament: the lower champion winning the grand final brings one deciding match', async () => {
    const admin = await buildAdmin(ctx);
    const t = await twoPlayerDoubleElimination(admin);
    expect(t.settings).toEqual({ grandFinalReset: true });
    expect(at(t, RESET)).toMatchObject({
      bracketEntryType: 'D_RO_1',
      final: false,
      bye: false,
      player1: null,
      player2: null,
    });
    const [upper, lower] = ids(at(t, 1)!);
    const afterFinal = await lowerChampionWinsGrandFinal(admin, t);
    expect(afterFinal.finished).toBe(false);
    expect(ids(at(afterFinal, RESET)!)).toEqual([upper, lower]);
    const done = await post(admin, `/${t.id}/entry/${at(afterFinal, RESET)!.id}`, soloBody(upper, lower));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ finished: true, winner: { user: { id: upper } } });
    // Two games each way: the reset's game counts like any other.
    expect((await read(t.id)).competitorTournamentStats.map((s) => [s.wins, s.losses])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('can be turned off, and a tournament stored before settings keeps a single grand final', async () => {
    const admin = await buildAdmin(ctx);
    const off = await twoPlayerDoubleElimination(admin, { grandFinalReset: false });
    expect(at(off, RESET)).toBeUndefined();
    expect(await lowerChampionWinsGrandFinal(admin, off)).toMatchObject({ finished: true });

    const stored = await twoPlayerDoubleElimination(admin, { grandFinalReset: false });
    await ctx.database.db.execute(sql`update tournaments set bracket = bracket - 'settings' where id = ${stored.id}`);
    expect((await read(stored.id)).settings).toEqual({});
    const [, lower] = ids(at(stored, 1)!);
    expect(await lowerChampionWinsGrandFinal(admin, stored)).toMatchObject({
      finished: true,
      winner: { user: { id: lower } },
    });
  });

  it('refuses settings the format does not take or out of range, and creates nothing', async () => {
    const admin = await buildAdmin(ctx);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=100' })).json().length;
    const cases: Array<[object, string | RegExp]> = [
      [
        { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', settings: { grandFinalReset: true } },
        'Setting grandFinalReset is not available for SINGLE_ELIMINATION',
      ],
      [
        { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', settings: { grandFinalReset: 'yes' } },
        /grandFinalReset/,
      ],
      [{ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', settings: { bestOf: 3 } }, /bestOf/],
    ];
    for (const [setup, message] of cases) {
      const res = await post(admin, '', { tournamentName: 'Bad', seedType: 'RANDOM', ...setup });
      expect(res.statusCode, JSON.stringify(setup)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=100' })).json()).toHaveLength(before);
  });
});

/** Creates, fills and seeds a tournament of any format; returns the seeded answer. */
async function started(admin: TestUser, setup: object, competitorIds: string[], base = BASE): Promise<TTournamentView> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: base,
    headers: bearer(admin.token),
    payload: { tournamentName: 'Format Cup', ...setup },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/${id}/players`,
        headers: bearer(admin.token),
        payload: competitorIds,
      })
    ).statusCode,
  ).toBe(200);
  const seeded = await ctx.app.inject({ method: 'POST', url: `${base}/${id}/seed`, headers: bearer(admin.token) });
  expect(seeded.statusCode, seeded.body).toBe(200);
  return seeded.json();
}

/** Entries a result can go on now. */
function open(t: TTournamentView): TBracketEntryView[] {
  return t.bracketEntries.filter((e) => (e.player1 ?? e.team1) && (e.player2 ?? e.team2) && !e.final);
}

/** Plays every open entry (the lower-listed competitor wins every third game, one in seven is skipped) to the end. */
async function playToTheEnd(
  admin: TestUser,
  t: TTournamentView,
  onEach?: (t: TTournamentView) => void,
): Promise<TTournamentView> {
  let state = t;
  for (let step = 0; !state.finished; step++) {
    const [entry] = open(state);
    expect(entry, 'an unfinished tournament has an open entry').toBeDefined();
    const [a, b] = ids(entry!);
    const res =
      step % 7 === 6
        ? await post(admin, `/${t.id}/entry/${entry!.id}/skip`, { forfeitedId: b })
        : await post(
            admin,
            `/${t.id}/entry/${entry!.id}`,
            step % 3 === 2 ? soloBody(b, a) : soloBody(a, b, { s2: step % 9 }),
          );
    expect(res.statusCode, res.body).toBe(200);
    state = res.json();
    onEach?.(state);
  }
  return state;
}

const roundOf = (e: TBracketEntryView) => Math.floor(e.coordinate / 1000);

describe('Swiss through the API', () => {
  it('plays 7 players over 4 rounds: one round at a time, one bye each at most, no rematch, complete standings', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await Promise.all(Array.from({ length: 7 }, () => buildUser(ctx.app)));
    const t = await started(
      admin,
      { tournamentType: 'SWISS', size: 'RO_64', seedType: 'ELO', settings: { swissRounds: 4 } },
      ps.map((p) => p.id),
    );
    expect(t.settings).toEqual({ swissRounds: 4 });
    // Round 1: three games and a bye.
    expect(t.bracketEntries.map((e) => e.coordinate)).toEqual([0, 1, 2, 3]);
    expect(t.bracketEntries.filter((e) => e.bye)).toHaveLength(1);
    const done = await playToTheEnd(admin, t, (state) => {
      // A round opens only when every entry before it is closed.
      const latest = Math.max(...state.bracketEntries.map(roundOf));
      expect(state.bracketEntries.filter((e) => roundOf(e) < latest).every((e) => e.final)).toBe(true);
    });
    expect(Math.max(...done.bracketEntries.map(roundOf))).toBe(3);
    const pairs = done.bracketEntries.filter((e) => !e.bye).map((e) => ids(e).sort().join(' '));
    expect(new Set(pairs).size).toBe(pairs.length);
    const byes = done.bracketEntries.filter((e) => e.bye).map((e) => e.player1?.id);
    expect(new Set(byes).size).toBe(4);
    expect(done.competitorTournamentStats.map((s) => s.competitorId).sort()).toEqual(ps.map((p) => p.id).sort());
    expect(done.winner).toEqual({
      user: expect.objectContaining({ id: done.competitorTournamentStats[0]!.competitorId }),
    });
    // The answer is the stored state.
    expect(await read(t.id)).toEqual(done);
  });

  it('refuses bad setups and a round count the field cannot play, changing nothing', async () => {
    const admin = await buildAdmin(ctx);
    const cases: Array<[object, number, string | RegExp]> = [
      [
        { tournamentType: 'KNOCKOUT', size: 'RO_8', seedType: 'RANDOM' },
        400,
        /No such tournament type; the formats are .*SWISS/,
      ],
      [
        { tournamentType: 'SWISS', size: 'RO_64', seedType: 'PICKED' },
        400,
        'Seed type PICKED is not available for SWISS',
      ],
      [
        { tournamentType: 'SWISS', size: 'RO_64', seedType: 'ELO', settings: { swissRounds: 2 } },
        400,
        'Rounds must be from 3 to 63',
      ],
      [
        { tournamentType: 'SWISS', size: 'RO_64', seedType: 'ELO', settings: { swissRounds: 64 } },
        400,
        'Rounds must be from 3 to 63',
      ],
      [
        { tournamentType: 'SWISS', size: 'RO_64', seedType: 'ELO', settings: { swissRounds: 3.5 } },
        400,
        'swissRounds must be a whole number',
      ],
    ];
    for (const [setup, status, message] of cases) {
      const res = await post(admin, '', { tournamentName: 'Bad', ...setup });
      expect(res.statusCode, JSON.stringify(setup)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const created = await post(admin, '', {
      tournamentName: 'Five rounds',
      tournamentType: 'SWISS',
      size: 'RO_64',
      seedType: 'RANDOM',
      settings: { swissRounds: 5 },
    });
    const id: string = created.json().id;
    const ps = await Promise.all(Array.from({ length: 5 }, () => buildUser(ctx.app)));
    await post(
      admin,
      `/${id}/players`,
      ps.map((p) => p.id),
    );
    const before = await read(id);
    const seed = await post(admin, `/${id}/seed`);
    expect(seed.statusCode).toBe(400);
    expect(seed.json().error).toBe('5 competitors play at most 4 Swiss rounds; this tournament is set to 5');
    expect(await read(id)).toEqual(before);
  });

  it('answers 409 for a result on an entry that is not open, and changes nothing', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await Promise.all(Array.from({ length: 5 }, () => buildUser(ctx.app)));
    const t = await started(
      admin,
      { tournamentType: 'SWISS', size: 'RO_64', seedType: 'RANDOM' },
      ps.map((p) => p.id),
    );
    const bye = t.bracketEntries.find((e) => e.bye)!;
    const [game] = open(t);
    const [a, b] = ids(game!);
    const played: TTournamentView = (await post(admin, `/${t.id}/entry/${game!.id}`, soloBody(a, b))).json();
    for (const [entry, body] of [
      [bye, soloBody(bye.player1!.id, a)],
      [game!, soloBody(a, b)],
    ] as const) {
      const res = await post(admin, `/${t.id}/entry/${entry.id}`, body);
      expect(res.statusCode).toBe(409);
      expect((await post(admin, `/${t.id}/entry/${entry.id}/skip`, { forfeitedId: a })).statusCode).toBe(409);
    }
    expect(await read(t.id)).toEqual(played);
  });
});

describe('groups into playoffs through the API', () => {
  it('plays 12 players in four groups of three, then a playoff of the top two of each to one winner', async () => {
    const admin = await buildAdmin(ctx);
    const ps = await Promise.all(Array.from({ length: 12 }, () => buildUser(ctx.app)));
    const t = await started(
      admin,
      {
        tournamentType: 'GROUPS_PLAYOFFS',
        size: 'RO_64',
        seedType: 'RANDOM',
        settings: { groupSize: 3, groupAdvance: 2 },
      },
      ps.map((p) => p.id),
    );
    expect(t.settings).toEqual({ groupSize: 3, groupAdvance: 2 });
    const isGroup = (e: TBracketEntryView) => e.coordinate >= 10_000;
    // Four groups of three: three rounds each (one game and a bye), and an empty quarter-final playoff.
    expect(t.bracketEntries.filter(isGroup)).toHaveLength(4 * 3 * 2);
    expect(t.bracketEntries.filter((e) => !isGroup(e)).map((e) => e.bracketEntryType)).toEqual([
      'RO_2',
      'RO_4',
      'RO_4',
      'RO_8',
      'RO_8',
      'RO_8',
      'RO_8',
    ]);
    const groupOf = new Map<string, number>();
    for (const e of t.bracketEntries.filter(isGroup))
      for (const p of [e.player1, e.player2]) if (p) groupOf.set(p.id, Math.floor(e.coordinate / 10_000));
    expect(new Set(groupOf.values()).size).toBe(4);

    let checkedPlayoff = false;
    const done = await playToTheEnd(admin, t, (state) => {
      const groupsOpen = state.bracketEntries.some((e) => isGroup(e) && !e.final);
      const playoff = state.bracketEntries.filter((e) => !isGroup(e));
      if (groupsOpen) expect(playoff.every((e) => e.player1 === null && e.player2 === null)).toBe(true);
      else if (!checkedPlayoff) {
        checkedPlayoff = true;
        const quarterFinals = playoff.filter((e) => e.bracketEntryType === 'RO_8');
        expect(
          quarterFinals.every((e) => e.player1 && e.player2 && groupOf.get(e.player1.id) !== groupOf.get(e.player2.id)),
        ).toBe(true);
      }
    });
    expect(checkedPlayoff).toBe(true);
    const final = done.bracketEntries.find((e) => e.coordinate === 0)!;
    expect(done.winner).toEqual({
      user: expect.objectContaining({
        id: final.result?.winnerId ?? ids(final).find((id) => id !== final.forfeitedId),
      }),
    });
    // Standings: every player once, group by group.
    expect(done.competitorTournamentStats.map((s) => s.group)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(done.competitorTournamentStats.map((s) => s.competitorId).sort()).toEqual(ps.map((p) => p.id).sort());
    expect(await read(t.id)).toEqual(done);
  });

  it('refuses group settings out of range or that the field cannot play, changing nothing', async () => {
    const admin = await buildAdmin(ctx);
    const cases: Array<[object, string]> = [
      [{ groupSize: 2 }, 'Group size must be from 3 to 6'],
      [{ groupSize: 7 }, 'Group size must be from 3 to 6'],
      [{ groupAdvance: 0 }, 'Advance per group must be from 1 to 4'],
      [{ groupSize: 3, groupAdvance: 3 }, "Fewer than a group's 3 players must advance"],
      [{ swissRounds: 3 }, 'Setting swissRounds is not available for GROUPS_PLAYOFFS'],
    ];
    for (const [settings, message] of cases) {
      const res = await post(admin, '', {
        tournamentName: 'Bad',
        tournamentType: 'GROUPS_PLAYOFFS',
        size: 'RO_64',
        seedType: 'ELO',
        settings,
      });
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const created = (
      await post(admin, '', {
        tournamentName: 'Seven',
        tournamentType: 'GROUPS_PLAYOFFS',
        size: 'RO_64',
        seedType: 'ELO',
        settings: { groupAdvance: 3 },
      })
    ).json();
    const ps = await Promise.all(Array.from({ length: 7 }, () => buildUser(ctx.app)));
    await post(
      admin,
      `/${created.id}/players`,
      ps.map((p) => p.id),
    );
    const before = await read(created.id);
    const seed = await post(admin, `/${created.id}/seed`);
    expect(seed.statusCode).toBe(400);
    expect(seed.json().error).toBe('7 competitors make groups of 3; fewer than 3 of each can advance, not 3');
    expect(await read(created.id)).toEqual(before);
  });
});

describe('the new formats in doubles', () => {
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

  it.each(['SWISS', 'GROUPS_PLAYOFFS'])(
    'plays a %s tournament of four teams to one winning team',
    async (tournamentType) => {
      const admin = await buildAdmin(ctx);
      const people = await Promise.all(Array.from({ length: 8 }, () => buildUser(ctx.app)));
      const rosters = new Map<string, [string, string]>();
      for (let i = 0; i < 8; i += 2)
        rosters.set(await team(people[i]!, people[i + 1]!, `Team ${tournamentType} ${i}`), [
          people[i]!.id,
          people[i + 1]!.id,
        ]);
      const base = '/api/doubles/tournaments';
      let t = await started(
        admin,
        {
          tournamentType,
          size: 'RO_64',
          seedType: 'ELO',
          ...(tournamentType === 'SWISS' ? { settings: { swissRounds: 3 } } : {}),
        },
        [...rosters.keys()],
        base,
      );
      while (!t.finished) {
        const entry = open(t)[0]!;
        const [t1, t2] = [entry.team1!.id, entry.team2!.id];
        const [r1, r2] = [rosters.get(t1)!, rosters.get(t2)!];
        const body = {
          gameMode: 'SUDDEN_DEATH',
          team1: t1,
          team2: t2,
          team1Players: r1,
          team2Players: r2,
          team1Score: 11,
          team2Score: 4,
          playerStatsDtos: [
            { playerId: r1[0], score: 6, sinks: 7 },
            { playerId: r1[1], score: 5, sinks: 5 },
            { playerId: r2[0], score: 4, sinks: 4 },
            { playerId: r2[1], score: 0, sinks: 1 },
          ],
          gameEventList: [],
        };
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${base}/${t.id}/entry/${entry.id}`,
          headers: bearer(admin.token),
          payload: body,
        });
        expect(res.statusCode, res.body).toBe(200);
        t = res.json();
      }
      expect(t.winner).toEqual({ team: expect.objectContaining({ id: expect.any(String) }) });
      expect(rosters.has((t.winner as { team: { id: string } }).team.id)).toBe(true);
      expect(t.competitorTournamentStats).toHaveLength(4);
    },
  );
});
