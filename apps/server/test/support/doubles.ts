/** Factories for team and doubles tests: a team through the API, a valid doubles body and the calls around it. */
import type { TPostDoublesGame } from '@caps/domain';
import type { App } from '../../src/context.ts';
import { bearer, uniqueName, type TestUser } from './app.ts';

export type TestTeam = { id: string; name: string; players: [TestUser, TestUser] };

/** Creates a team of two through the API (the first player creates it). */
export async function buildTeam(app: App, a: TestUser, b: TestUser, name = uniqueName('team')): Promise<TestTeam> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(a.token),
    payload: { name, players: [a.id, b.id] },
  });
  if (res.statusCode !== 201) throw new Error(`team failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id, name, players: [a, b] };
}

/**
 * A valid doubles body: team 1 scores s1 (split 6 / rest between its players), team 2 scores s2; each player sank
 * two more than they scored.
 */
export function doublesBody(
  t1: TestTeam,
  t2: TestTeam,
  over: Partial<{ s1: number; s2: number; mode: 'SUDDEN_DEATH' | 'OVERTIME'; sinks: boolean }> = {},
): TPostDoublesGame {
  const s1 = over.s1 ?? 11;
  const s2 = over.s2 ?? 7;
  const split = (score: number): [number, number] => [Math.min(score, 6), score - Math.min(score, 6)];
  const [a1, b1] = split(s1);
  const [a2, b2] = split(s2);
  const sinks = over.sinks ?? true;
  const row = (player: TestUser, score: number) => ({ playerId: player.id, score, sinks: sinks ? score + 2 : 0 });
  return {
    gameMode: over.mode ?? 'SUDDEN_DEATH',
    team1: t1.id,
    team2: t2.id,
    team1Players: t1.players.map((p) => p.id),
    team2Players: t2.players.map((p) => p.id),
    team1Score: s1,
    team2Score: s2,
    playerStatsDtos: [row(t1.players[0], a1), row(t1.players[1], b1), row(t2.players[0], a2), row(t2.players[1], b2)],
    gameEventList: [],
  };
}

export async function postDoubles(app: App, poster: TestUser, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/doubles', headers: bearer(poster.token), payload: body as object });
}

export async function decideDoubles(app: App, user: TestUser, gameId: string, action: 'accept' | 'reject') {
  return app.inject({ method: 'POST', url: `/api/doubles/${action}/${gameId}`, headers: bearer(user.token) });
}
