import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAction, createLiveGame, type TLiveAction } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { MemoryStorage } from '../../test/fake-api.ts';
import { linkPostedGame, LiveShare } from './live-share.ts';

const T = '2026-11-26T10:00:00.000Z';
const ME = 'me';

function fakeApi() {
  const calls: Array<{ name: string; input: { params?: { id: string }; body?: Record<string, unknown> } }> = [];
  let fail: ((name: string) => Error | undefined) | undefined;
  const api = {
    call: vi.fn(async (name: string, input: { params?: { id: string }; body?: Record<string, unknown> }) => {
      calls.push({ name, input });
      const error = fail?.(name);
      if (error) throw error;
      if (name === 'liveGames.create') return { id: 'live-1' };
      if (name === 'liveGames.push') return { seq: input.body?.seq, events: 0 };
      return {};
    }),
  };
  return { api: api as unknown as ApiClient, calls, failWith: (f: typeof fail) => (fail = f) };
}

const play = (game: TLiveGameState, ...actions: TLiveAction[]) => actions.reduce(applyAction, game);
const pushes = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.filter((c) => c.name === 'liveGames.push').map((c) => c.input.body);

afterEach(() => vi.useRealTimers());

describe('sharing a live game', () => {
  it('creates the game, then sends only what changed, each batch with a new sequence number', async () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi();
    const share = new LiveShare(api, ME, new MemoryStorage());
    let game = play(createLiveGame(ME), { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T });
    share.start(game);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls[0]).toMatchObject({ name: 'liveGames.create', input: { body: { gameMode: 'SUDDEN_DEATH' } } });
    expect(share.watchPath).toBe('/live/live-1');
    expect(pushes(calls)).toEqual([
      {
        seq: 1,
        from: 0,
        gameMode: 'SUDDEN_DEATH',
        events: [
          expect.objectContaining({ gameEvent: 'ROCK_PAPER_SCISSORS' }),
          expect.objectContaining({ gameEvent: 'START' }),
        ],
      },
    ]);
    expect(share.status).toBe('live');

    game = play(game, { type: 'sink', side: 'opponent', time: T });
    share.update(game);
    game = play(game, { type: 'miss', time: T }); // moves close together go in one batch
    share.update(game);
    await vi.advanceTimersByTimeAsync(300);
    expect(pushes(calls)[1]).toEqual({
      seq: 2,
      from: 2,
      gameMode: 'SUDDEN_DEATH',
      events: [
        expect.objectContaining({ gameEvent: 'SINK', side: 'opponent' }),
        expect.objectContaining({ gameEvent: 'POINT', side: 'opponent' }),
      ],
    });

    share.update(play(game, { type: 'undo' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(pushes(calls)[2]).toEqual({ seq: 3, from: 3, gameMode: 'SUDDEN_DEATH', events: [] });

    share.stop();
    expect(calls.at(-1)).toMatchObject({ name: 'liveGames.end', input: { params: { id: 'live-1' }, body: {} } });
    expect(share.status).toBe('off');
  });

  it('keeps trying without signal and catches up after, and resends everything when the server holds less', async () => {
    vi.useFakeTimers();
    const { api, calls, failWith } = fakeApi();
    const storage = new MemoryStorage();
    const share = new LiveShare(api, ME, storage);
    const game = play(
      createLiveGame(ME),
      { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T },
      { type: 'sink', side: 'you', time: T },
    );
    failWith(() => new ApiError(0));
    share.start(game);
    await vi.advanceTimersByTimeAsync(300);
    expect(share.status).toBe('waiting');
    failWith(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(share.status).toBe('live');
    expect(pushes(calls)).toEqual([expect.objectContaining({ seq: 1, from: 0 })]);

    // a reload goes on where it was: same game, next sequence number
    const again = new LiveShare(api, ME, storage);
    expect(again.watchPath).toBe('/live/live-1');
    failWith((name) => (name === 'liveGames.push' ? new ApiError(409, 'The server holds 0 events') : undefined));
    again.update(play(game, { type: 'miss', time: T }));
    await vi.advanceTimersByTimeAsync(300);
    failWith(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pushes(calls).slice(1)).toEqual([
      expect.objectContaining({ seq: 2, from: 3 }),
      expect.objectContaining({ seq: 3, from: 0 }),
    ]);
  });

  it("says when the server takes no more shared games, goes on from the server's seq when too far past it, and waits out a throttle", async () => {
    vi.useFakeTimers();
    const { api, calls, failWith } = fakeApi();
    const share = new LiveShare(api, ME, new MemoryStorage());
    const game = play(createLiveGame(ME), { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T });
    failWith((name) =>
      name === 'liveGames.create'
        ? new ApiError(429, 'You already share 3 live games', undefined, {}, 'LIVE_GAMES_TOO_MANY_OPEN')
        : undefined,
    );
    share.start(game);
    await vi.advanceTimersByTimeAsync(300);
    expect(share.status).toBe('refused');
    // the server's seq is 0, this phone's far past it (tries that never arrived): it goes on from 0
    failWith((name) =>
      name === 'liveGames.push' && calls.filter((c) => c.name === 'liveGames.push').length === 1
        ? new ApiError(409, 'seq may be at most 1000', undefined, { seq: '0' }, 'LIVE_GAME_SEQ_TOO_FAR')
        : undefined,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(share.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(pushes(calls)).toEqual([expect.objectContaining({ seq: 1 }), expect.objectContaining({ seq: 1, from: 0 })]);
    expect(share.status).toBe('live');
    // too many batches at once: the status stays, the next try carries everything
    failWith((name) =>
      name === 'liveGames.push'
        ? new ApiError(429, 'Too many updates', undefined, {}, 'LIVE_GAME_TOO_MANY_BATCHES')
        : undefined,
    );
    share.update(play(game, { type: 'sink', side: 'you', time: T }));
    await vi.advanceTimersByTimeAsync(300);
    expect(share.status).toBe('sending');
    failWith(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(share.status).toBe('live');
  });

  it('links the game the outbox posts later to the shared game it came from', async () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi();
    const storage = new MemoryStorage();
    const share = new LiveShare(api, ME, storage);
    share.start(play(createLiveGame(ME), { type: 'start', rpsWinner: 'you', gameMode: 'SUDDEN_DEATH', time: T }));
    await vi.advanceTimersByTimeAsync(300);
    share.stop(undefined, { queueId: 'q1', gameType: 'EASY_CAPS' }); // queued offline: ended now, linked later
    expect(calls.at(-1)).toMatchObject({ name: 'liveGames.end', input: { params: { id: 'live-1' }, body: {} } });
    linkPostedGame(api, { kind: 'kept', item: { id: 'q1' } }, storage);
    linkPostedGame(api, { kind: 'posted', item: { id: 'other' }, gameId: 'g0' }, storage);
    expect(calls.filter((c) => c.name === 'liveGames.end')).toHaveLength(1);
    linkPostedGame(api, { kind: 'posted', item: { id: 'q1' }, gameId: 'g1' }, storage);
    expect(calls.at(-1)).toMatchObject({
      name: 'liveGames.end',
      input: { params: { id: 'live-1' }, body: { gameId: 'g1', gameType: 'EASY_CAPS' } },
    });
    linkPostedGame(api, { kind: 'posted', item: { id: 'q1' }, gameId: 'g1' }, storage);
    expect(calls.filter((c) => c.name === 'liveGames.end')).toHaveLength(2); // once
  });
});
