/**
 * Tournament dates are bounded (issue #37): a registration close in year 1 or 9999 and a round deadline in 1900 are
 * refused (400 DATE_OUT_OF_RANGE) and change nothing; a date within 2000-01-01 and 5 years ahead is stored.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';

const ctx = useTestApp();
const BASE = '/api/singles/tournaments';

describe('tournament date bounds', () => {
  it('refuses registration closes and round deadlines outside 2000-01-01 .. now + 5 years', async () => {
    const admin = await buildAdmin(ctx);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const base = { tournamentName: 'Bounded Cup', tournamentType: 'SWISS', seedType: 'RANDOM', size: 'RO_8' };
    for (const registrationClosesAt of ['0001-01-01T00:00:00Z', '9999-12-31T23:00:00Z']) {
      const res = await call('POST', BASE, { ...base, registrationOpen: true, registrationClosesAt });
      expect(res.statusCode, registrationClosesAt).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE', params: { from: '2000-01-01', years: 5 } });
    }
    const created = await call('POST', BASE, base);
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json() as { id: string };
    const far = await call('PUT', `${BASE}/${t.id}/settings`, { registrationClosesAt: '9999-12-31T23:00:00Z' });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('A date must be between 2000-01-01 and 5 years from now');

    const people = await Promise.all(Array.from({ length: 4 }, () => buildUser(ctx.app)));
    expect(
      (await call('POST', `${BASE}/${t.id}/players`, people.map((p) => p.id) as unknown as object)).statusCode,
    ).toBe(200);
    const seeded = (await call('POST', `${BASE}/${t.id}/seed`)).json() as {
      bracketEntries: Array<{
        id: string;
        player1: unknown;
        player2: unknown;
        final?: boolean;
        deadline: string | null;
      }>;
    };
    const entry = seeded.bracketEntries.find((e) => e.player1 && e.player2)!;
    const old = await call('PUT', `${BASE}/${t.id}/entry/${entry.id}/settings`, {
      roundDeadline: '1900-01-01T12:00:00Z',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('DATE_OUT_OF_RANGE');
    const after = (await call('GET', `${BASE}/${t.id}`)).json() as typeof seeded;
    expect(after.bracketEntries.find((e) => e.id === entry.id)!.deadline).toBeNull();
    const soon = new Date(ctx.clock.now.getTime() + 3_600_000).toISOString();
    expect((await call('PUT', `${BASE}/${t.id}/entry/${entry.id}/settings`, { roundDeadline: soon })).statusCode).toBe(
      200,
    );
  });
});
