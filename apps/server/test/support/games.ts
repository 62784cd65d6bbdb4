/** Factories for game tests: a valid solo body and the calls to post and decide it. */
import type { TPostSoloGame, TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain';
import type { App } from '../../src/context.ts';
import { bearer, type TestUser } from './app.ts';

export function soloBody(
  p1: string,
  p2: string,
  over: Partial<{ s1: number; s2: number; k1: number; k2: number; mode: 'SUDDEN_DEATH' | 'OVERTIME' }> = {},
): TPostSoloGame {
  return {
    gameMode: over.mode ?? 'SUDDEN_DEATH',
    player1Stats: { playerId: p1, score: over.s1 ?? 11, sinks: over.k1 ?? 14 },
    player2Stats: { playerId: p2, score: over.s2 ?? 6, sinks: over.k2 ?? 9 },
    gameEvents: [],
  };
}

export async function postGame(
  app: App,
  poster: TestUser,
  type: TSoloGameType,
  body: TPostSoloGame & { confirmRepeat?: unknown },
) {
  return app.inject({
    method: 'POST',
    url: `/api/${GAME_TYPE_PATHS[type]}`,
    headers: bearer(poster.token),
    payload: body,
  });
}

export async function decide(
  app: App,
  user: TestUser,
  type: TSoloGameType,
  gameId: string,
  action: 'accept' | 'reject',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${GAME_TYPE_PATHS[type]}/${action}/${gameId}`,
    headers: bearer(user.token),
  });
}
