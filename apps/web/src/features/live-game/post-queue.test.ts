import { describe, expect, it } from 'vitest';
import type { TPostSoloGame } from '@caps/domain';
import { ApiClient } from '../../api/client.ts';
import { createAuthStore } from '../../api/session/auth-store.ts';
import { fakeFetch, json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { isRetryableStatus, POST_QUEUE_KEY, PostQueue } from './post-queue.ts';

const OPP = '33333333-3333-4333-8333-333333333333';
const T0 = '2026-05-01T20:00:00.000Z';
const T1 = '2026-05-01T20:14:00.000Z';

const body: TPostSoloGame = {
  gameMode: 'SUDDEN_DEATH',
  player1Stats: { playerId: USER_ID, score: 11, sinks: 12 },
  player2Stats: { playerId: OPP, score: 3, sinks: 5 },
  gameEvents: [
    { gameEvent: 'START', time: T0, userId: USER_ID },
    { gameEvent: 'END', time: T1, userId: USER_ID },
  ],
};

function gameView(id: string, events = body.gameEvents ?? []) {
  return {
    id,
    gameType: 'SINGLES',
    gameMode: 'SUDDEN_DEATH',
    status: 'PENDING',
    accepted: false,
    time: T1,
    nakedLap: false,
    winner: 'mike',
    winnerId: USER_ID,
    player1: USER_ID,
    player2: OPP,
    team1Name: null,
    team2Name: null,
    team1Score: 11,
    team2Score: 3,
    team1: null,
    team2: null,
    team1DatabaseId: null,
    team2DatabaseId: null,
    allPlayers: [USER_ID, OPP],
    players: [],
    gamePlayerStats: [],
    gameEventList: events.map((e) => ({ gameEvent: e.gameEvent, time: String(e.time), userId: e.userId ?? null })),
    tournamentId: null,
  };
}

function setup(routes: Record<string, FakeHandler>, online = { value: true }) {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID });
  const fetch = fakeFetch(routes);
  const client = new ApiClient({ store: createAuthStore(storage), fetch, lock: (task) => task() });
  let n = 0;
  const queue = new PostQueue({
    client,
    storage,
    isOnline: () => online.value,
    lock: (task) => task(),
    newId: () => `q${++n}`,
  });
  const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;
  return { queue, storage, fetch, posts, online };
}

const input = { userId: USER_ID, gameType: 'SINGLES' as const, opponentName: 'anna', body };

describe('PostQueue', () => {
  it('posts right away and leaves nothing queued after a 201', async () => {
    const { queue, posts } = setup({ 'POST /api/singles': () => json(gameView('g1'), 201) });
    const outcome = await queue.post(input);
    expect(outcome.kind).toBe('posted');
    expect(outcome.kind === 'posted' && outcome.game?.id).toBe('g1');
    expect(queue.list()).toEqual([]);
    expect(posts()).toBe(1);
  });

  it('keeps the game when offline without calling the server, and sends it once when back online', async () => {
    const { queue, posts, online } = setup({ 'POST /api/singles': () => json(gameView('g1'), 201) });
    online.value = false;
    expect((await queue.post(input)).kind).toBe('kept');
    expect(posts()).toBe(0);
    expect(queue.pendingFor(USER_ID)).toHaveLength(1);

    online.value = true;
    const [first, second] = await Promise.all([queue.flush(USER_ID), queue.flush(USER_ID)]);
    expect(first?.map((o) => o.kind)).toEqual(['posted']);
    expect(second).toEqual([]);
    expect(posts()).toBe(1);
    expect(queue.list()).toEqual([]);
  });

  it('keeps the game when fetch throws, then asks the server before sending again', async () => {
    let serverHasIt = false;
    const { queue, posts } = setup({
      'POST /api/singles': () => {
        // The request got through but the answer was lost.
        serverHasIt = true;
        throw new TypeError('Failed to fetch');
      },
      'GET /api/acceptance': () =>
        json(serverHasIt ? [{ acceptanceRequest: acceptance('g7'), game: gameView('g7') }] : []),
    });
    const outcome = await queue.post(input);
    expect(outcome).toMatchObject({ kind: 'kept', reason: 'offline' });
    expect(queue.list()[0]?.attempts).toBe(1);

    const [again] = await queue.flush(USER_ID);
    expect(again).toMatchObject({ kind: 'posted', game: { id: 'g7' } });
    expect(posts()).toBe(1);
    expect(queue.list()).toEqual([]);
  });

  it('sends again after a lost request when the server does not have the game', async () => {
    let calls = 0;
    const { queue, posts } = setup({
      'POST /api/singles': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json(gameView('g2'), 201);
      },
      'GET /api/acceptance': () => json([{ acceptanceRequest: acceptance('other'), game: gameView('other', []) }]),
    });
    await queue.post(input);
    const [outcome] = await queue.flush(USER_ID);
    expect(outcome).toMatchObject({ kind: 'posted', game: { id: 'g2' } });
    expect(posts()).toBe(2);
  });

  it('drops a game the server refuses with a 4xx and reports its message', async () => {
    const { queue } = setup({
      'POST /api/singles': () => json({ error: 'Sudden death game must finish with 11 points' }, 400),
    });
    const outcome = await queue.post(input);
    expect(outcome).toMatchObject({ kind: 'rejected', message: 'Sudden death game must finish with 11 points' });
    expect(queue.list()).toEqual([]);
  });

  it('treats a 409 "already posted" naming the existing game as delivered: no failure, no retry', async () => {
    const { queue, posts } = setup({
      'POST /api/singles': () => json({ error: 'This game was already posted', id: 'g9' }, 409),
      'GET /api/acceptance': () => json([]),
    });
    const outcome = await queue.post(input);
    expect(outcome).toMatchObject({ kind: 'posted', gameId: 'g9' });
    expect(queue.list()).toEqual([]);
    expect(await queue.flush(USER_ID)).toEqual([]);
    expect(posts()).toBe(1);
  });

  it('still reports a 409 that names no game as a refusal', async () => {
    const { queue } = setup({
      'POST /api/singles': () => json({ error: 'Too many changes to the same players at once' }, 409),
    });
    expect(await queue.post(input)).toMatchObject({
      kind: 'rejected',
      message: 'Too many changes to the same players at once',
    });
  });

  it('keeps the game on a server error or rate limit', async () => {
    let status = 503;
    const { queue } = setup({
      'POST /api/singles': () => json({ error: 'down' }, status),
      'GET /api/acceptance': () => json([]),
    });
    expect(await queue.post(input)).toMatchObject({ kind: 'kept', reason: 'unavailable' });
    status = 429;
    expect(await queue.flush(USER_ID)).toMatchObject([{ kind: 'kept' }]);
    expect(queue.list()).toHaveLength(1);
  });

  it('keeps the game when the duplicate check itself fails', async () => {
    const { queue, storage, posts } = setup({ 'POST /api/singles': () => json(gameView('g3'), 201) });
    storage.setItem(POST_QUEUE_KEY, JSON.stringify([{ ...input, id: 'a', queuedAt: T0, attempts: 1 }]));
    // No fake for GET /api/acceptance: it answers 404.
    expect(await queue.flush(USER_ID)).toMatchObject([{ kind: 'kept', reason: 'unavailable' }]);
    expect(posts()).toBe(0);
    expect(queue.list()).toHaveLength(1);
  });

  it('sends only the signed-in user’s games and stops at the first that must wait', async () => {
    const { queue, storage, posts } = setup({ 'POST /api/singles': () => json({ error: 'down' }, 500) });
    storage.setItem(
      POST_QUEUE_KEY,
      JSON.stringify([
        { ...input, userId: OPP, id: 'theirs', queuedAt: T0, attempts: 0 },
        { ...input, id: 'a', queuedAt: T0, attempts: 0 },
        { ...input, id: 'b', queuedAt: T1, attempts: 0 },
      ]),
    );
    expect(await queue.flush(USER_ID)).toMatchObject([{ kind: 'kept', item: { id: 'a' } }]);
    expect(posts()).toBe(1);
    expect(queue.list().map((i) => i.id)).toEqual(['theirs', 'a', 'b']);
  });

  it('ignores an unreadable outbox', () => {
    const { queue, storage } = setup({});
    storage.setItem(POST_QUEUE_KEY, '{not json');
    expect(queue.list()).toEqual([]);
  });

  it('retries only what can change', () => {
    expect([0, 401, 408, 429, 500, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });
});

function acceptance(gameId: string) {
  return {
    id: `r-${gameId}`,
    acceptanceRequestType: 'PASSIVE',
    acceptingUser: USER_ID,
    acceptingTeam: null,
    gameToAccept: gameId,
    gameType: 'SINGLES',
    timestamp: T1,
  };
}
