/**
 * A change far back (the whole league's points replayed in one pass, replay-points.ts) in a season that held all history of
 * its type: that season's ledger is folded with the all-time one while they are equal, and apart from the season's end
 * on. Its final table keeps its own end; the all-time ladder takes the later games.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diffLeague, REPLAY_LIMITS } from '../src/features/league/index.ts';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const limits = { ...REPLAY_LIMITS };
beforeAll(() => void Object.assign(REPLAY_LIMITS, { keysLocked: 0, gamesKeyed: 0 }));
afterAll(() => void Object.assign(REPLAY_LIMITS, limits));

async function acceptedGame(winner: TestUser, loser: TestUser): Promise<string> {
  const res = await postGame(ctx.app, winner, 'SINGLES', soloBody(winner.id, loser.id));
  expect(res.statusCode, res.body).toBe(201);
  expect((await decide(ctx.app, loser, 'SINGLES', res.json().id, 'accept')).statusCode).toBe(200);
  return res.json().id as string;
}

/** A player's singles points: all-time, or in a season (by id). */
const pointsOf = async (user: TestUser, season: number | 'all') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full?season=${season}` })).json().userSinglesStats
    .points as number;

it("keeps an ended season's final table its own when a change far back replays it with the all-time ledger", async () => {
  const admin = await buildAdmin(ctx);
  const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
  const first = await acceptedGame(a, b);
  await acceptedGame(b, c);
  await acceptedGame(c, a);
  const season = (await ctx.app.inject({ method: 'GET', url: '/api/seasons' })).json()[0].id as number;
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/seasons',
    headers: bearer(admin.token),
    payload: { name: 'Later', endsSeasonId: season },
  });
  expect(started.statusCode).toBe(201);
  const later = started.json().id as number;
  await acceptedGame(c, b);
  await acceptedGame(a, c);
  const [allTimeBefore, laterBefore] = [await pointsOf(c, 'all'), await pointsOf(c, later)];

  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/singles/void/${first}`,
    headers: bearer(admin.token),
    payload: { reason: 'far back' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await diffLeague(ctx.database.db)).toEqual([]);
  // c played b after the voided game: c's all-time and first-season points moved, each by its own games; the later season's did not.
  expect(await pointsOf(c, 'all')).not.toBe(allTimeBefore);
  expect(await pointsOf(c, season)).not.toBe(await pointsOf(c, 'all'));
  expect(await pointsOf(c, later)).toBe(laterBefore);
});
