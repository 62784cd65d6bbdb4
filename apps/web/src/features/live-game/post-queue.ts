/**
 * The outbox of finished live games: a game is stored before it is sent and leaves the outbox only after a 2xx or a
 * 4xx that asking again cannot fix, so a game posted offline (or while the server is down) is sent later, once.
 */
import { z } from 'zod';
import { ZPostSoloGame, ZSoloGameType, type TGameView, type TPostSoloGame, type TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { POST_QUEUE_KEY } from './post-queue-key.ts';

export { POST_QUEUE_KEY };

const ZQueuedGame = z.object({
  id: z.string(),
  /** The poster; only their session may send it. */
  userId: z.string(),
  gameType: ZSoloGameType,
  /** Shown in the UI while waiting. */
  opponentName: z.string(),
  body: ZPostSoloGame,
  queuedAt: z.string(),
  /** Sends that may have reached the server; from the second one on, the server is asked first whether it has the game. */
  attempts: z.int().min(0),
});
export type TQueuedGame = z.infer<typeof ZQueuedGame>;

/** What became of one send. */
export type TPostOutcome =
  | { kind: 'posted'; item: TQueuedGame; game: TGameView | null; gameId: string | null }
  | { kind: 'rejected'; item: TQueuedGame; message: string }
  | { kind: 'kept'; item: TQueuedGame; reason: 'offline' | 'unavailable' | 'signed-out' };

export interface PostQueueOptions {
  client: ApiClient;
  storage: Storage;
  isOnline?: () => boolean;
  /** Runs `task` under a lock shared by the tabs (navigator.locks by default), so two tabs never send one game twice. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  newId?: () => string;
  now?: () => Date;
}

/** Statuses that may succeed later: network failure, session to renew, timeouts, rate limit, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * The id of the game the server already holds when it refuses a post as a duplicate (409 with `{ error, id }`): an
 * earlier send of this same game got through, so the item is delivered.
 */
function alreadyPostedId(error: ApiError): string | null {
  if (error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const id: unknown = 'id' in error.body ? error.body.id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

function keptReason(status: number): 'offline' | 'unavailable' | 'signed-out' {
  if (status === 0) return 'offline';
  return status === 401 ? 'signed-out' : 'unavailable';
}

async function browserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('caps-live-game-outbox', task) : await task();
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/** The outbox in local storage and the logic that empties it. */
export class PostQueue {
  private readonly options: Required<PostQueueOptions>;
  private readonly listeners = new Set<() => void>();
  // One send at a time inside this tab; the shared lock covers the other tabs.
  private running: Promise<unknown> = Promise.resolve();
  private snapshot: { raw: string | null; userId: string; items: TQueuedGame[] } | null = null;

  constructor(options: PostQueueOptions) {
    this.options = { isOnline: browserOnline, lock: browserLock, newId: randomId, now: () => new Date(), ...options };
  }

  /** Everything waiting (any user), oldest first. */
  list(): TQueuedGame[] {
    const raw = this.options.storage.getItem(POST_QUEUE_KEY);
    if (!raw) return [];
    try {
      const parsed = z.array(ZQueuedGame).safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  /** Games of `userId` still waiting. */
  pendingFor(userId: string): TQueuedGame[] {
    return this.list().filter((item) => item.userId === userId);
  }

  /** The waiting games of `userId`, the same array until the outbox changes (for useSyncExternalStore). */
  snapshotFor(userId: string): TQueuedGame[] {
    const raw = this.options.storage.getItem(POST_QUEUE_KEY);
    if (this.snapshot?.raw !== raw || this.snapshot.userId !== userId) {
      this.snapshot = { raw, userId, items: this.pendingFor(userId) };
    }
    return this.snapshot.items;
  }

  /** Re-reads the outbox after another tab changed it. */
  touch(): void {
    this.listeners.forEach((l) => l());
  }

  /** Tells `listener` whenever the outbox changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the game, then tries to send it right away. */
  post(input: {
    userId: string;
    gameType: TSoloGameType;
    opponentName: string;
    body: TPostSoloGame;
  }): Promise<TPostOutcome> {
    const item: TQueuedGame = {
      ...input,
      id: this.options.newId(),
      queuedAt: this.options.now().toISOString(),
      attempts: 0,
    };
    this.write([...this.list(), item]);
    return this.exclusive(async () => this.sendOne(item));
  }

  /** Sends every waiting game of `userId`, oldest first; stops at the first one that has to wait. */
  flush(userId: string): Promise<TPostOutcome[]> {
    return this.exclusive(async () => {
      const outcomes: TPostOutcome[] = [];
      // Re-read inside the lock: another tab may have sent some meanwhile.
      for (const item of this.pendingFor(userId)) {
        const outcome = await this.sendOne(item);
        outcomes.push(outcome);
        if (outcome.kind === 'kept') break;
      }
      return outcomes;
    });
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.running.then(() => this.options.lock(task));
    this.running = run.catch(() => undefined);
    return run;
  }

  private async sendOne(queued: TQueuedGame): Promise<TPostOutcome> {
    const item = this.list().find((i) => i.id === queued.id);
    // Already sent by another tab (or removed): nothing to do.
    if (!item) return { kind: 'posted', item: queued, game: null, gameId: null };
    if (!this.options.isOnline()) return { kind: 'kept', item, reason: 'offline' };
    if (item.attempts > 0) {
      try {
        const existing = await this.findPosted(item);
        if (existing) return this.done({ kind: 'posted', item, game: existing, gameId: existing.id });
      } catch (error) {
        // Without the answer a resend could duplicate the game: keep it for the next try, whatever went wrong.
        return { kind: 'kept', item, reason: keptReason(error instanceof ApiError ? error.status : 0) };
      }
    }
    try {
      // Counted before sending: if the answer is lost, the next try checks the server first.
      this.replace({ ...item, attempts: item.attempts + 1 });
      const game = await this.options.client.call('games.post', {
        params: { gamePath: GAME_TYPE_PATHS[item.gameType] },
        body: item.body,
      });
      return this.done({ kind: 'posted', item, game, gameId: game.id });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A 2xx whose body could not be read was still posted.
      if (error.status >= 200 && error.status < 300)
        return this.done({ kind: 'posted', item, game: null, gameId: null });
      const existingId = alreadyPostedId(error);
      if (existingId) return this.done({ kind: 'posted', item, game: null, gameId: existingId });
      if (isRetryableStatus(error.status)) return { kind: 'kept', item, reason: keptReason(error.status) };
      return this.done({ kind: 'rejected', item, message: error.message });
    }
  }

  /**
   * The pending game the server already holds for this item, if an earlier send got through but its answer was lost:
   * same type, same players and the same first and last event times.
   */
  private async findPosted(item: TQueuedGame): Promise<TGameView | null> {
    const pending = await this.options.client.call('games.acceptance', {});
    const events = item.body.gameEvents ?? [];
    const timeOf = (t: string | number | undefined) => (t === undefined ? NaN : new Date(t).getTime());
    const players = [item.body.player1Stats.playerId, item.body.player2Stats.playerId].map((id) => id.toLowerCase());
    const match = pending.find(({ game }) => {
      const list = game.gameEventList;
      return (
        game.gameType === item.gameType &&
        players.every((id) => game.allPlayers.map((p) => p.toLowerCase()).includes(id)) &&
        list.length === events.length &&
        timeOf(list[0]?.time) === timeOf(events[0]?.time) &&
        timeOf(list.at(-1)?.time) === timeOf(events.at(-1)?.time)
      );
    });
    return match?.game ?? null;
  }

  private done(outcome: TPostOutcome): TPostOutcome {
    this.write(this.list().filter((i) => i.id !== outcome.item.id));
    return outcome;
  }

  private replace(item: TQueuedGame): void {
    this.write(this.list().map((i) => (i.id === item.id ? item : i)));
  }

  private write(items: TQueuedGame[]): void {
    if (items.length === 0) this.options.storage.removeItem(POST_QUEUE_KEY);
    else this.options.storage.setItem(POST_QUEUE_KEY, JSON.stringify(items));
    this.touch();
  }
}
