import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { startLiveEvents } from './live-events.ts';
import { liveEventsHealthy } from './live-health.ts';
import { watchLiveGame } from './watched-live-game.ts';

type Listener = (event: MessageEvent<string>) => void;

class FakeSource {
  static opened: FakeSource[] = [];
  listeners = new Map<string, Listener[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, id = '') {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

function fakeApi(signedIn: boolean) {
  let state = { userId: signedIn ? 'u1' : null, isAuthenticated: signedIn };
  const listeners = new Set<() => void>();
  let tickets = 0;
  const api = {
    store: {
      getState: () => state,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    },
    call: vi.fn(async () => ({ ticket: `t${++tickets}`, expiresInSeconds: 30 })),
  };
  return {
    api: api as unknown as ApiClient,
    call: api.call,
    signIn: (userId: string | null) => {
      state = { userId, isAuthenticated: userId !== null };
      listeners.forEach((l) => l());
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  FakeSource.opened = [];
  vi.useRealTimers();
});

describe('the live event stream of a tab', () => {
  it('opens with a ticket when signed in, and turns events into invalidations of the reads they change', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi(true);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startLiveEvents(api, queryClient, { EventSource: FakeSource as never });
    await settle();
    const source = FakeSource.opened[0];
    expect(source?.url).toBe('/api/events?ticket=t1');
    expect(liveEventsHealthy()).toBe(false);
    source?.emit('ready', { user: true });
    expect(liveEventsHealthy()).toBe(true);

    source?.emit('notification', {}, '7');
    source?.emit('tournament', { id: 'tid', gameType: 'SINGLES' }, '8');
    await vi.advanceTimersByTimeAsync(200);
    expect(invalidate).toHaveBeenCalledTimes(1); // gathered into one round
    const predicate = invalidate.mock.calls[0]?.[0]?.predicate as unknown as (q: { queryKey: unknown[] }) => boolean;
    expect(predicate({ queryKey: ['notifications.list', {}, {}] })).toBe(true);
    expect(predicate({ queryKey: ['tournaments.get', { gamePath: 'singles', id: 'tid' }, {}] })).toBe(true);
    expect(predicate({ queryKey: ['tournaments.get', { gamePath: 'singles', id: 'other' }, {}] })).toBe(false);
    expect(predicate({ queryKey: ['users.leaderboard', {}, {}] })).toBe(false);

    source?.emit('league', { gameTypes: ['SINGLES'], gameIds: ['g'] }, '9');
    await vi.advanceTimersByTimeAsync(200);
    const league = invalidate.mock.calls[1]?.[0]?.predicate as unknown as (q: { queryKey: unknown[] }) => boolean;
    expect(league({ queryKey: ['users.leaderboard', {}, {}] })).toBe(true);
    expect(league({ queryKey: ['games.list', {}, {}] })).toBe(true);
    stop();
    expect(source?.closed).toBe(true);
    expect(liveEventsHealthy()).toBe(false);
  });

  it('reconnects after a failure with a new ticket and the last event id, waiting longer each time', async () => {
    vi.useFakeTimers();
    const { api, call } = fakeApi(true);
    const stop = startLiveEvents(api, new QueryClient(), { EventSource: FakeSource as never, random: () => 1 });
    await settle();
    const first = FakeSource.opened[0];
    first?.emit('ready', {});
    first?.emit('acceptance', {}, '41');
    first?.onerror?.();
    expect(first?.closed).toBe(true);
    expect(liveEventsHealthy()).toBe(false); // the polls come back
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.opened[1]?.url).toBe('/api/events?ticket=t2&lastEventId=41');
    FakeSource.opened[1]?.onerror?.();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.opened).toHaveLength(3);
    expect(call).toHaveBeenCalledTimes(3);
    stop();
  });

  it('opens without a ticket for a visitor, and afresh when the user changes', async () => {
    vi.useFakeTimers();
    const { api, signIn } = fakeApi(false);
    const stop = startLiveEvents(api, new QueryClient(), { EventSource: FakeSource as never });
    await settle();
    FakeSource.opened[0]?.emit('league', { news: true }, '5');
    expect(FakeSource.opened[0]?.url).toBe('/api/events');
    signIn('u2');
    await settle();
    expect(FakeSource.opened[0]?.closed).toBe(true);
    expect(FakeSource.opened[1]?.url).toBe('/api/events?ticket=t1');
    stop();
  });

  it('asks for the moves of the live game a page watches: it opens again naming it, and goes on where it left off', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi(true);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startLiveEvents(api, queryClient, { EventSource: FakeSource as never });
    await settle();
    FakeSource.opened[0]?.emit('ready', { user: true });
    FakeSource.opened[0]?.emit('league', { news: true }, '5');
    const game = '0b6f8a0e-3f8c-4f0e-9a51-6d2b1d0c7a11';
    const unwatch = watchLiveGame(game);
    await settle();
    expect(FakeSource.opened[0]?.closed).toBe(true);
    expect(FakeSource.opened[1]?.url).toBe(`/api/events?ticket=t2&lastEventId=5&watch=${game}`);
    // once open, the watched game is read again (a move may have come in between)
    FakeSource.opened[1]?.emit('ready', { user: true });
    await vi.advanceTimersByTimeAsync(200);
    const predicate = invalidate.mock.calls.at(-1)?.[0]?.predicate as unknown as (q: {
      queryKey: unknown[];
    }) => boolean;
    expect(predicate({ queryKey: ['liveGames.get', { id: game }, {}] })).toBe(true);
    // leaving the page keeps the stream (its moves cost nothing); a page that is no game's does not ask
    unwatch();
    watchLiveGame('unknown')();
    await settle();
    expect(FakeSource.opened).toHaveLength(2);
    // a reconnection after a failure still names it
    FakeSource.opened[1]?.onerror?.();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSource.opened[2]?.url).toContain(`watch=${game}`);
    stop();
  });
});
