/**
 * The change feed: every change of the league, made by this server or by another process on the same database.
 * Subscribers (`onChange`) hear this instance's changes at once, before the write's response leaves, so a client
 * always reads its own writes. Other instances on the same PostgreSQL hear of them by NOTIFY; if that connection is
 * down, `onHearing(false)` says changes made elsewhere may go unheard until it is back. The admin command announces
 * its changes the same way (`announceOutsideChange`). The embedded database is locked by its server, so there nothing
 * else can change the league and the feed has only this instance's changes.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * What changed: only what live events tell (a shared live game moved: no cached read holds it), the league, or
 * accounts as well. Each includes the ones before it.
 */
export type ChangeKind = 'events' | 'league' | 'accounts';

const RANK: Record<ChangeKind, number> = { events: 0, league: 1, accounts: 2 };

/** A change and where it was made: by this instance (`here`) or by another process. */
type Change = { kind: ChangeKind; here: boolean };

export type ChangeFeed = {
  /** Whether other processes' changes reach this feed (PostgreSQL); false on the embedded database. */
  readonly shared: boolean;
  /**
   * Calls `listener` with every change from now on; returns the call that stops it. A listener runs inside a write's
   * response or the NOTIFY handler: it must be quick and must not throw.
   */
  onChange: (listener: (change: Change) => void) => () => void;
  /** Calls `listener` with false when other processes' changes may go unheard (the LISTEN connection is down), true once heard again. */
  onHearing: (listener: (hearing: boolean) => void) => () => void;
  /** Records a change this instance made: tells the listeners, then the other instances (resolves once that announcement is sent). */
  changed: (kind: ChangeKind) => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL = 'caps_league_changed';
/** The least time between two NOTIFYs of one server (see `groupedAnnouncer`). */
const ANNOUNCE_SPACING_MS = 10;
/** Ends a NOTIFY payload whose change touched accounts (its receivers empty their accounts cache too). */
const ACCOUNTS = ':accounts';
/** Ends a NOTIFY payload whose change only live events tell (its receivers keep their caches). */
const EVENTS = ':events';

/** The feed of `database`: on PostgreSQL it LISTENs for other instances' changes, which it hears once `onHearing(true)`. */
export function openChangeFeed(database: Database): ChangeFeed {
  const instance = crypto.randomUUID();
  const changeListeners = new Set<(change: Change) => void>();
  const hearingListeners = new Set<(hearing: boolean) => void>();
  const tell = (change: Change) => changeListeners.forEach((listener) => listener(change));
  const listener = database.listen?.(CHANNEL, {
    message: (from) => {
      if (!from.startsWith(instance))
        tell({ kind: from.endsWith(ACCOUNTS) ? 'accounts' : from.endsWith(EVENTS) ? 'events' : 'league', here: false });
    },
    listening: (up) => hearingListeners.forEach((hear) => hear(up)),
  });
  const announce = groupedAnnouncer((kind) => notifyChange(database, instance, kind), ANNOUNCE_SPACING_MS);
  return {
    shared: listener !== undefined,
    onChange: (listener) => subscribe(changeListeners, listener),
    onHearing: (listener) => subscribe(hearingListeners, listener),
    changed: async (kind) => {
      tell({ kind, here: true });
      if (listener) await announce(kind);
    },
    close: async () => {
      changeListeners.clear();
      hearingListeners.clear();
      await listener?.close();
    },
  };
}

/** Adds `listener` to `listeners`; returns the call that takes it out again. */
function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Tells every server on this PostgreSQL database that a process other than a server (the admin command) changed
 * the league, or accounts too. The embedded database is locked by its server, so nothing else can change it.
 */
export async function announceOutsideChange(database: Database, kind: ChangeKind): Promise<void> {
  if (database.kind === 'postgres') await notifyChange(database, 'outside', kind);
}

/** The NOTIFY of a change, sent by `from` (a server instance, or "outside"); its receivers ignore their own. */
function notifyChange(database: Database, from: string, kind: ChangeKind): Promise<void> {
  const payload = kind === 'accounts' ? from + ACCOUNTS : kind === 'events' ? from + EVENTS : from;
  return database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).then(() => undefined);
}

/**
 * Announcements of changes, grouped: at most one is on its way, and the next leaves no sooner than `spacingMs` after
 * the one before, carrying every change made meanwhile (on a busy server, a NOTIFY per write cost as much as the
 * write's own statements). Each change resolves once an announcement sent after it has been sent; on an idle server
 * that is at once. An announcement says "accounts" if any change it stands for touched them. Spacing is measured on
 * the monotonic clock: a wall clock stepped back (NTP, a resumed VM) would otherwise hold every write's answer for
 * as long as the step.
 */
export function groupedAnnouncer(
  send: (kind: ChangeKind) => Promise<void>,
  spacingMs: number,
): (kind: ChangeKind) => Promise<void> {
  let sending: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let queuedKind: ChangeKind | undefined;
  let lastSentAt = -Infinity;
  const sendNow = (): Promise<void> => {
    const kind = queuedKind ?? 'league';
    queued = undefined;
    queuedKind = undefined;
    lastSentAt = performance.now();
    const sent = send(kind);
    sending = sent;
    void sent
      .catch(() => undefined)
      .then(() => {
        if (sending === sent) sending = undefined;
      });
    return sent;
  };
  const sendLater = async (): Promise<void> => {
    await sending?.catch(() => undefined);
    // a timer may fire up to a millisecond early on the monotonic clock (libuv counts whole milliseconds from the
    // start of its loop turn), so the wait is checked again rather than trusted
    for (
      let wait = lastSentAt + spacingMs - performance.now();
      wait > 0;
      wait = lastSentAt + spacingMs - performance.now()
    ) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
    }
    return sendNow();
  };
  return (kind) => {
    if (queuedKind === undefined || RANK[kind] > RANK[queuedKind]) queuedKind = kind;
    if (queued) return queued;
    if (!sending && performance.now() >= lastSentAt + spacingMs) return sendNow();
    queued = sendLater();
    return queued;
  };
}
