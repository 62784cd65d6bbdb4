/**
 * The tab's one live event stream (`GET /api/events`, server-sent events), shared by every page: each event marks
 * stale the reads it may have changed (the same invalidation groups as the writes, `changed-reads.ts`), so whatever
 * is on screen reads again by itself. Signed in, the stream opens with a single-use ticket (`events.ticket`; an
 * EventSource cannot send the bearer token, and the token never goes into a URL); a visitor's hears public events.
 *
 * On any failure the stream is closed and opened again after a growing, jittered wait, with the id of the last
 * event heard, so the server replays what was missed (up to 5 minutes; past that it says `reset` and every shown read
 * is read again). While it is healthy (`live-health.ts`) the polls it replaces are off. A change of user opens a new
 * stream. A live game's moves come only to a stream that watches it: when a page starts watching another game
 * (`watched-live-game.ts`) the stream opens again naming it, with the last event id, so nothing is missed. Loaded
 * once the browser is idle (app/BackgroundTasks.tsx), never in the start-up bundle.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TLeagueEvent, TLiveEventType, TLiveGameEvent, TTournamentEvent } from '@caps/domain/api/events';
import type { EndpointName } from '@caps/domain/api/endpoints/index';
import type { ApiClient } from './client.ts';
import { GAME_READS, PLAYER_READS, TEAM_READS } from './changed-reads.ts';
import { setLiveEventsHealthy } from './live-health.ts';
import { onWatchedLiveGameChange, watchedLiveGame } from './watched-live-game.ts';

const EVENT_TYPES: readonly TLiveEventType[] = ['notification', 'acceptance', 'league', 'tournament', 'live-game'];
/** Events that arrive together are turned into one round of invalidations. */
const GATHER_MS = 150;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

type Source = Pick<EventSource, 'addEventListener' | 'close'> & {
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

export type LiveEventsOptions = {
  /** The EventSource to use (tests pass a fake); none in the browser means no stream. */
  EventSource?: new (url: string) => Source;
  random?: () => number;
};

/** What each event makes stale: endpoints whose every answer is stale, and single answers by a key predicate. */
type Stale = { names: Set<EndpointName>; tournaments: Set<string>; liveGames: Set<string>; all: boolean };

type Mark = (change: (s: Stale) => void) => void;

/** Gathers what events make stale for GATHER_MS, then invalidates it in one round. */
function gatherStale(queryClient: QueryClient): { mark: Mark; cancel: () => void } {
  let stale: Stale = { names: new Set(), tournaments: new Set(), liveGames: new Set(), all: false };
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    flushTimer = undefined;
    const { names, tournaments, liveGames, all } = stale;
    stale = { names: new Set(), tournaments: new Set(), liveGames: new Set(), all: false };
    if (all) return void queryClient.invalidateQueries();
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => {
        const name = queryKey[0] as EndpointName;
        if (names.has(name)) return true;
        const id = (queryKey[1] as { id?: unknown } | undefined)?.id;
        if (typeof id !== 'string') return false;
        return (
          ((name === 'tournaments.get' || name === 'tournaments.actions') && tournaments.has(id)) ||
          (name === 'liveGames.get' && liveGames.has(id))
        );
      },
    });
  };
  const mark: Mark = (change) => {
    change(stale);
    flushTimer ??= setTimeout(flush, GATHER_MS);
  };
  return { mark, cancel: () => clearTimeout(flushTimer) };
}

/** Marks stale the reads that an event of `type` may have changed. */
function markHeard(mark: Mark, type: TLiveEventType, data: unknown): void {
  switch (type) {
    case 'notification':
      return mark((s) => s.names.add('notifications.list'));
    case 'acceptance':
      return mark((s) => s.names.add('games.acceptance'));
    case 'league': {
      const league = data as TLeagueEvent;
      return mark((s) => {
        const names: readonly EndpointName[] = league.news
          ? ['posts.list']
          : league.gameTypes
            ? [...GAME_READS, ...PLAYER_READS]
            : [...TEAM_READS, ...PLAYER_READS];
        names.forEach((name) => s.names.add(name));
      });
    }
    case 'tournament':
      return mark((s) => {
        s.names.add('tournaments.all');
        s.tournaments.add((data as TTournamentEvent).id);
      });
    case 'live-game':
      return mark((s) => {
        s.names.add('liveGames.list');
        s.liveGames.add((data as TLiveGameEvent).id);
      });
  }
}

/** The event's data, or nothing when it cannot be read: an event is a hint to read again, one that cannot be read still is. */
function dataOf(message: MessageEvent<string>): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return {};
  }
}

/** Marks stale what each event of the stream may have changed (everything on `reset`), and reports each event's id. */
function listenToChanges(opened: Source, mark: Mark, onEventId: (id: string) => void): void {
  opened.addEventListener('reset', () => mark((s) => (s.all = true)));
  for (const type of EVENT_TYPES) {
    opened.addEventListener(type, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) onEventId(message.lastEventId);
      markHeard(mark, type, dataOf(message));
    });
  }
}

/** The stream's address: the ticket of a signed-in user, the last event heard, the live game watched. */
function streamUrl(params: { ticket?: string; lastEventId?: string; watch: string | null }): string {
  const query = new URLSearchParams();
  if (params.ticket !== undefined) query.set('ticket', params.ticket);
  if (params.lastEventId) query.set('lastEventId', params.lastEventId);
  if (params.watch) query.set('watch', params.watch);
  return `/api/events${query.size ? `?${query}` : ''}`;
}

/** Opens the stream and keeps it open until the returned function is called. */
export function startLiveEvents(api: ApiClient, queryClient: QueryClient, options: LiveEventsOptions = {}): () => void {
  const Impl = options.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  if (!Impl) return () => undefined;
  const random = options.random ?? Math.random;
  let source: Source | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | undefined;
  let userId = api.store.getState().userId;
  let stopped = false;
  /** Bumped by every (re)connection, so a ticket that arrives after a newer one started is thrown away. */
  let generation = 0;
  /** The live game the open stream watches (a page that stops watching leaves it: its moves cost nothing). */
  let watching: string | null = null;

  const { mark, cancel: cancelFlush } = gatherStale(queryClient);

  const close = () => {
    generation++;
    source?.close();
    source = undefined;
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  const retry = () => {
    close();
    setLiveEventsHealthy(false);
    if (stopped) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt) * (0.5 + random() / 2);
    attempt = Math.min(attempt + 1, 10);
    retryTimer = setTimeout(() => void connect(), wait);
  };
  const connect = async () => {
    close();
    const mine = generation;
    let ticket: string | undefined;
    if (api.store.getState().isAuthenticated) {
      try {
        ticket = (await api.call('events.ticket', {})).ticket;
      } catch {
        if (mine === generation) retry();
        return;
      }
      if (mine !== generation || stopped) return;
    }
    watching = watchedLiveGame() ?? watching;
    const opened = new Impl(streamUrl({ ticket, lastEventId, watch: watching }));
    source = opened;
    const watched = watching;
    opened.addEventListener('ready', () => {
      attempt = 0;
      setLiveEventsHealthy(true);
      // A move between the page's read and this stream would otherwise wait for the next one.
      if (watched) mark((s) => s.liveGames.add(watched));
    });
    listenToChanges(opened, mark, (id) => (lastEventId = id));
    // The browser would reconnect by itself with the same URL, whose ticket is used up: this one asks for a new one.
    opened.onerror = () => {
      if (source === opened) retry();
    };
  };

  const unsubscribe = api.store.subscribe(() => {
    const next = api.store.getState().userId;
    if (next === userId) return;
    userId = next;
    lastEventId = undefined; // another user's stream starts afresh (the query cache is reset with it)
    attempt = 0;
    void connect();
  });
  const stopWatching = onWatchedLiveGameChange(() => {
    const next = watchedLiveGame();
    if (next && next !== watching) void connect();
  });
  void connect();
  return () => {
    stopped = true;
    unsubscribe();
    stopWatching();
    close();
    cancelFlush();
    setLiveEventsHealthy(false);
  };
}
