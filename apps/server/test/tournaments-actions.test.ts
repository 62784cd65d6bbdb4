/**
 * `GET …/tournaments/{id}/actions`: what the caller may do, by the checks that guard the owner's routes. Every action
 * the answer offers goes through, and every one it withholds is refused.
 */
import { describe, expect, it } from 'vitest';
import type { TTournamentActionsView, TTournamentView } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { soloBody } from './support/games.ts';

const ctx = useTestApp();
const BASE = '/api/singles/tournaments';

async function call(user: TestUser | null, method: 'POST' | 'GET' | 'DELETE', path: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `${BASE}/${path}`,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function actionsOf(user: TestUser, id: string): Promise<TTournamentActionsView> {
  const res = await call(user, 'GET', `${id}/actions`);
  expect(res.statusCode, res.body).toBe(200);
  // Per caller: never kept by the read cache.
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

async function create(admin: TestUser, setup: object = {}): Promise<TTournamentView> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers: bearer(admin.token),
    payload: {
      tournamentName: 'Rights Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      seedType: 'RANDOM',
      ...setup,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const NOTHING = {
  addPlayers: false,
  placeSeeds: false,
  seed: false,
  seedBlockedBy: null,
  delete: false,
  editRegistration: false,
  openCheckIn: false,
  register: false,
  withdraw: false,
  checkIn: false,
};

describe('tournament actions', () => {
  it('needs a sign-in, answers 404 for an unknown tournament, and offers nothing to anyone but the owning admin', async () => {
    const [owner, otherAdmin, player] = [await buildAdmin(ctx), await buildAdmin(ctx), await buildUser(ctx.app)];
    const t = await create(owner);
    expect((await call(null, 'GET', `${t.id}/actions`)).statusCode).toBe(401);
    expect((await call(owner, 'GET', '00000000-0000-4000-8000-000000000000/actions')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/easy/tournaments/${t.id}/actions`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    for (const stranger of [otherAdmin, player]) {
      const answer = await actionsOf(stranger, t.id);
      expect(answer.tournament).toEqual(NOTHING);
      expect(answer.entries).toHaveLength(7);
      expect(answer.entries.every((e) => !e.actions.enterResult && !e.actions.skip && !e.actions.reopen)).toBe(true);
    }
    // The routes agree: the other admin is refused.
    expect((await call(otherAdmin, 'POST', `${t.id}/players`, [player.id])).statusCode).toBe(403);
    expect((await call(otherAdmin, 'DELETE', t.id)).statusCode).toBe(403);
  });

  it('before the start: players and delete; seeding once two are in, with the reason until then', async () => {
    const owner = await buildAdmin(ctx);
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const t = await create(owner);
    expect((await actionsOf(owner, t.id)).tournament).toEqual({
      addPlayers: true,
      placeSeeds: false,
      seed: false,
      seedBlockedBy: 'At least 2 competitors are needed to seed',
      delete: true,
      editRegistration: true,
      openCheckIn: false,
      register: false,
      withdraw: false,
      checkIn: false,
    });
    expect((await call(owner, 'POST', `${t.id}/seed`)).statusCode).toBe(400);
    expect((await call(owner, 'POST', `${t.id}/players`, [a.id, b.id])).statusCode).toBe(200);
    expect((await actionsOf(owner, t.id)).tournament).toMatchObject({ seed: true, seedBlockedBy: null });

    const picked = await create(owner, { seedType: 'PICKED' });
    expect((await call(owner, 'POST', `${picked.id}/players`, [a.id, b.id])).statusCode).toBe(200);
    expect((await actionsOf(owner, picked.id)).tournament).toMatchObject({
      placeSeeds: true,
      seed: false,
      seedBlockedBy: 'Every competitor must be placed in the bracket before seeding',
    });
  });

  it('once started: a result and a skip exactly on the entries whose routes take one, until the end', async () => {
    const owner = await buildAdmin(ctx);
    const ps = await Promise.all(Array.from({ length: 5 }, () => buildUser(ctx.app)));
    const t = await create(owner);
    await call(
      owner,
      'POST',
      `${t.id}/players`,
      ps.map((p) => p.id),
    );
    let state: TTournamentView = (await call(owner, 'POST', `${t.id}/seed`)).json();
    for (let round = 0; ; round++) {
      const answer = await actionsOf(owner, t.id);
      expect(answer.tournament).toEqual({ ...NOTHING, delete: true });
      const offered = new Set(answer.entries.filter((e) => e.actions.enterResult).map((e) => e.id));
      expect(answer.entries.filter((e) => e.actions.skip).map((e) => e.id)).toEqual([...offered]);
      // Every withheld entry is refused by both routes, and nothing changes.
      for (const entry of state.bracketEntries.filter((e) => !offered.has(e.id))) {
        const [p1, p2] = [entry.player1?.id ?? ps[0]!.id, entry.player2?.id ?? ps[1]!.id];
        expect(
          (await call(owner, 'POST', `${t.id}/entry/${entry.id}`, soloBody(p1, p2))).statusCode,
          `entry ${entry.coordinate}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          (await call(owner, 'POST', `${t.id}/entry/${entry.id}/skip`, { forfeitedId: p1 })).statusCode,
        ).toBeGreaterThanOrEqual(400);
      }
      expect((await call(owner, 'GET', t.id)).json()).toEqual(state);
      if (state.finished) {
        expect(offered.size).toBe(0);
        expect(round).toBe(4);
        break;
      }
      // Every offered entry has both players; one of them takes a result.
      const open = state.bracketEntries.filter((e) => offered.has(e.id));
      expect(open.length).toBeGreaterThan(0);
      expect(open.every((e) => e.player1 && e.player2)).toBe(true);
      const entry = open[0]!;
      const res = await call(
        owner,
        'POST',
        `${t.id}/entry/${entry.id}`,
        soloBody(entry.player1!.id, entry.player2!.id),
      );
      expect(res.statusCode, res.body).toBe(200);
      state = res.json();
    }
  });
});
