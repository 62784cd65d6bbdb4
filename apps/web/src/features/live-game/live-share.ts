/**
 * Sharing the game being scored (issue 28, "Let others watch"): the phone keeps the server's copy of its event log up
 * to date. Each sync sends the log from the first event the server may not have (an undo shortens it) with a new
 * sequence number, so a batch sent again or late never undoes a newer one. Failures (no signal, a server restart)
 * retry with a growing wait and when the browser is back online; the game itself never waits for the network. What
 * the server is known to hold is kept in local storage with the game, so a reload goes on where it was.
 */
import type { TGameMode, TSoloGameType } from '@caps/domain';
import { toWatchEvents, type TWatchEvent } from '@caps/domain/live-watch';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';

const LIVE_SHARE_KEY = 'liveGameShare';
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const GATHER_MS = 200;

type Stored = {
  myId: string;
  /** Null until the server made it (sharing may start offline). */
  liveId: string | null;
  /** The last sequence number sent. */
  seq: number;
  /** The log as the server holds it after the last acknowledged batch. */
  acked: TWatchEvent[];
};

/**
 * off: not shared; sending: a batch is on its way; live: the server has it all; waiting: it will try again;
 * refused: the server takes no more shared games of this player now (too many going or started), tried again later.
 */
export type ShareStatus = 'off' | 'sending' | 'live' | 'waiting' | 'refused';

/** The server's refusals to start another shared game (429). */
const TOO_MANY_GAMES = new Set(['LIVE_GAMES_TOO_MANY_OPEN', 'LIVE_GAMES_TOO_MANY_STARTED']);

/** The sequence number the server holds, when it refused one too far past it (after many tries that never arrived). */
function serverSeq(error: ApiError): number | undefined {
  if (error.code !== 'LIVE_GAME_SEQ_TOO_FAR' || typeof error.body !== 'object' || error.body === null) return undefined;
  const seq = Number((error.body as { seq?: unknown }).seq);
  return Number.isInteger(seq) && seq >= 0 ? seq : undefined;
}

function load(storage: Storage | undefined, myId: string): Stored | null {
  try {
    const raw = storage?.getItem(LIVE_SHARE_KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    return stored && stored.myId === myId && Array.isArray(stored.acked) ? stored : null;
  } catch {
    return null;
  }
}

function commonPrefix(a: readonly TWatchEvent[], b: readonly TWatchEvent[]): number {
  let i = 0;
  while (
    i < a.length &&
    i < b.length &&
    a[i]?.gameEvent === b[i]?.gameEvent &&
    a[i]?.time === b[i]?.time &&
    a[i]?.side === b[i]?.side
  )
    i++;
  return i;
}

export class LiveShare {
  private stored: Stored | null;
  private events: TWatchEvent[] = [];
  private gameMode: TGameMode = 'SUDDEN_DEATH';
  private running = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private statusNow: ShareStatus;
  private readonly listeners = new Set<() => void>();
  private readonly online = () => this.schedule(0);

  constructor(
    private readonly api: ApiClient,
    private readonly myId: string,
    private readonly storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
  ) {
    this.stored = load(storage, myId);
    this.statusNow = this.stored ? 'waiting' : 'off';
    if (typeof window !== 'undefined') window.addEventListener('online', this.online);
  }

  get status(): ShareStatus {
    return this.statusNow;
  }

  /** The watch page's path, once the server made the game. */
  get watchPath(): string | null {
    return this.stored?.liveId ? `/live/${this.stored.liveId}` : null;
  }

  get sharing(): boolean {
    return this.stored !== null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Starts sharing the game (its log so far goes with the first batch). */
  start(game: TLiveGameState): void {
    this.stored ??= { myId: this.myId, liveId: null, seq: 0, acked: [] };
    this.save();
    this.update(game);
  }

  /** The game moved: sends its log soon. */
  update(game: TLiveGameState): void {
    this.events = toWatchEvents(game.events);
    this.gameMode = game.gameMode;
    if (this.stored) this.schedule(GATHER_MS);
  }

  /**
   * Stops sharing: the watch page says the game is over, and links the posted game when there is one. Best effort:
   * an end that cannot be sent leaves the game to drop off "Live now" by itself.
   */
  stop(
    posted?: { gameId: string; gameType: TSoloGameType },
    queued?: { queueId: string; gameType: TSoloGameType },
  ): void {
    const liveId = this.stored?.liveId;
    // Posted later from the outbox: the outbox links it then (linkPostedGame).
    if (liveId && queued) rememberLink(this.storage, { liveId, ...queued });
    this.stored = null;
    this.save();
    clearTimeout(this.timer);
    this.setStatus('off');
    if (liveId)
      void this.api
        .call('liveGames.end', {
          params: { id: liveId },
          body: posted ? { gameId: posted.gameId, gameType: posted.gameType } : {},
        })
        .catch(() => undefined);
  }

  dispose(): void {
    clearTimeout(this.timer);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.online);
    this.listeners.clear();
  }

  private save(): void {
    try {
      if (this.stored) this.storage?.setItem(LIVE_SHARE_KEY, JSON.stringify(this.stored));
      else this.storage?.removeItem(LIVE_SHARE_KEY);
    } catch {
      // a full storage costs only the resume after a reload
    }
  }

  private setStatus(status: ShareStatus): void {
    if (status === this.statusNow) return;
    this.statusNow = status;
    this.listeners.forEach((l) => l());
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.sync(), ms);
  }

  private async sync(): Promise<void> {
    if (this.running || !this.stored) return;
    this.running = true;
    try {
      for (let stored = this.stored; stored; stored = this.stored) {
        if (!stored.liveId) {
          this.setStatus('sending');
          stored.liveId = (await this.api.call('liveGames.create', { body: { gameMode: this.gameMode } })).id;
          this.save();
          this.listeners.forEach((l) => l());
        }
        const events = this.events;
        const from = commonPrefix(stored.acked, events);
        if (from === events.length && from === stored.acked.length && stored.seq > 0) break; // the server has it all
        this.setStatus('sending');
        const seq = stored.seq + 1;
        stored.seq = seq;
        this.save();
        try {
          await this.api.call('liveGames.push', {
            params: { id: stored.liveId },
            body: { seq, from, events: events.slice(from), gameMode: this.gameMode },
          });
          stored.acked = events;
        } catch (error) {
          // The server holds less than this phone thought (or something else it refused): send it all next time.
          if (error instanceof ApiError && (error.status === 409 || error.status === 400)) stored.acked = [];
          // Too far ahead: go on from the server's number (no batch of this phone between the two ever arrived).
          const seqThere = error instanceof ApiError ? serverSeq(error) : undefined;
          if (seqThere !== undefined) stored.seq = seqThere;
          throw error;
        } finally {
          this.save();
        }
      }
      this.attempt = 0;
      if (this.stored) this.setStatus('live');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        this.stop(); // the game is gone or not this user's: nothing to share into
        return;
      }
      // Too many batches at once: the next one carries them all, the status stays as it was.
      const throttled = error instanceof ApiError && error.code === 'LIVE_GAME_TOO_MANY_BATCHES';
      if (!throttled)
        this.setStatus(
          error instanceof ApiError && error.code && TOO_MANY_GAMES.has(error.code) ? 'refused' : 'waiting',
        );
      const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.attempt);
      this.attempt = Math.min(this.attempt + 1, 10);
      this.schedule(wait);
    } finally {
      this.running = false;
    }
  }
}

const LINKS_KEY = 'liveGameShareLinks';
type PendingLink = { liveId: string; queueId: string; gameType: TSoloGameType };

function readLinks(storage: Storage | undefined): PendingLink[] {
  try {
    const links: unknown = JSON.parse(storage?.getItem(LINKS_KEY) ?? '[]');
    return Array.isArray(links) ? (links as PendingLink[]) : [];
  } catch {
    return [];
  }
}

function writeLinks(storage: Storage | undefined, links: PendingLink[]): void {
  try {
    if (links.length > 0) storage?.setItem(LINKS_KEY, JSON.stringify(links.slice(-20)));
    else storage?.removeItem(LINKS_KEY);
  } catch {
    // the watch page then shows the game ended without its link
  }
}

function rememberLink(storage: Storage | undefined, link: PendingLink): void {
  writeLinks(storage, [...readLinks(storage).filter((l) => l.queueId !== link.queueId), link]);
}

/**
 * A game the outbox sent (or gave up on): if it was shared, the watch page learns which game it became. Called for
 * every outcome the outbox reports, on whatever page.
 */
export function linkPostedGame(
  api: ApiClient,
  outcome: { kind: string; item: { id: string }; gameId?: string | null },
  storage: Storage | undefined = defaultStorage(),
): void {
  const links = readLinks(storage);
  const link = links.find((l) => l.queueId === outcome.item.id);
  if (!link || outcome.kind === 'kept') return;
  writeLinks(
    storage,
    links.filter((l) => l !== link),
  );
  if (outcome.kind === 'posted' && outcome.gameId)
    void api
      .call('liveGames.end', { params: { id: link.liveId }, body: { gameId: outcome.gameId, gameType: link.gameType } })
      .catch(() => undefined);
}

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}
