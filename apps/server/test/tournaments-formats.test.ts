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
  return ctx.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: bearer(admin.token), ...(payload === undefined ? {} : { payload }) });
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
  const created = await post(admin, '', { tournamentName: 'Reset Cup', tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM', ...(settings ? { settings } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const t: TTournamentView = created.json();
  const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
  expect((await post(admin, `/${t.id}/players`, [a.id, b.id])).statusCode).toBe(200);
  return (await post(admin, `/${t.id}/seed`)).json();
}

/** Plays the upper final (won by its first competitor) and the grand final, won by the lower champion. */
async function lowerChampionWinsGrandFinal(admin: TestUser, t: TTournamentView): Promise<TTournamentView> {
  const [upper, lower] = ids(at(t, 1)!);
  const afterUpper: TTournamentView = (await post(admin, `/${t.id}/entry/${at(t, 1)!.id}`, soloBody(upper, lower))).json();
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
    expect(at(t, RESET)).toMatchObject({ bracketEntryType: 'D_RO_1', final: false, bye: false, player1: null, player2: null });
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
    expect(await lowerChampionWinsGrandFinal(admin, stored)).toMatchObject({ finished: true, winner: { user: { id: lower } } });
  });

  it('refuses settings the format does not take or out of range, and creates nothing', async () => {
    const admin = await buildAdmin(ctx);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?pageSize=100' })).json().length;
    const cases: Array<[object, string | RegExp]> = [
      [{ tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', settings: { grandFinalReset: true } }, 'Setting grandFinalReset is not available for SINGLE_ELIMINATION'],
      [{ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', settings: { grandFinalReset: 'yes' } }, /grandFinalReset/],
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
