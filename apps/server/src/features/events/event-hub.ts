/**
 * The event hub of one instance: reads the events every instance's writes leave in `live_events` (triggers write
 * them in the same transaction as the change), and sends each to the open streams that may hear it.
 *
 * When to read: whenever the change feed (platform/cache) says the league changed, here or on another instance (its
 * NOTIFY), and every few seconds besides, in case a NOTIFY was missed. One read at a time; changes that come during a
 * read ask for one more. Nothing is read while no stream is open: the first stream to open catches up first.
 *
 * Ids come from one sequence, so every instance gives an event the same id and a client may reconnect anywhere.
 * Transactions commit out of id order: an id skipped by a read may still commit (or was rolled back), so skipped ids
 * are asked for again for a while (`gaps`). The last minutes of events are kept (`buffer`, bounded in time and count)
 * for clients that reconnect with `Last-Event-ID`; one that left off before what is kept gets `reset`.
 *
 * A live game's moves go only to the streams that watch it (one game a stream, named when it opens): many open
 * screens and busy scorers never multiply into every stream's traffic. Its start and end go to everyone.
 *
 * A stream is the raw response (the route hijacks it: no compression, no serializer, no cache hooks touch it). A
 * client that stops reading is dropped once what waits for it passes `maxPendingBytes`, or when it has not drained
 * since the previous heartbeat: it never holds more than that in memory.
 */
import type { ServerResponse } from 'node:http';
import { watchedGameOf } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { pruneEvents, readEventsAfter, readRecentEvents, type EventRow } from './events.repository.ts';

export type HubOptions = {
  /** How long events are kept for replay. */
  replayMs: number;
  /** At most this many events are kept for replay. */
  maxBuffered: number;
  heartbeatMs: number;
  /** A read also runs this often while streams are open (a missed NOTIFY is heard at the latest then). */
  pollMs: number;
  /** A stream with more than this waiting to be written is dropped. */
  maxPendingBytes: number;
  /** At most this many streams at once (more are refused with 503). */
  maxStreams: number;
  /** How long an id skipped by a read is asked for again. */
  gapWaitMs: number;
};

const DEFAULT_HUB_OPTIONS: HubOptions = {
  replayMs: 5 * 60_000,
  maxBuffered: 20_000,
  heartbeatMs: 20_000,
  pollMs: 3_000,
  maxPendingBytes: 128 * 1024,
  maxStreams: 20_000,
  gapWaitMs: 2 * 60_000,
};

/** Rows in the table are kept twice as long as the replay window (a catch-up after an idle spell reads them). */
const KEEP_SECONDS_FACTOR = 2;
const READ_BATCH = 1000;
const MAX_GAPS = 10_000;
const PRUNE_EVERY_MS = 60_000;

/** An event as kept: `watch` names the live game whose watchers alone hear it (null: as `userId` says). */
type Stored = { id: number; userId: string | null; watch: string | null; frame: string; at: number };

/** One open stream. */
export class StreamClient {
  private closed = false;
  /** Whether the response had not drained at the last heartbeat. */
  private stalled = false;

  constructor(
    readonly res: Pick<ServerResponse, 'write' | 'writableLength' | 'writableNeedDrain' | 'destroy' | 'end'>,
    readonly userId: string | null,
    private readonly maxPendingBytes: number,
    private readonly onDrop: (client: StreamClient) => void,
    /** The live game this stream watches, if any. */
    readonly watching: string | null = null,
  ) {}

  get open(): boolean {
    return !this.closed;
  }

  /** Writes a frame unless the client is too far behind (then it is dropped, and false returned). */
  send(frame: string): boolean {
    if (this.closed) return false;
    if (this.res.writableLength + frame.length > this.maxPendingBytes) {
      this.drop();
      return false;
    }
    this.res.write(frame);
    return true;
  }

  /** A comment line keeps proxies from closing an idle stream; a client still not drained since the last one is dropped. */
  heartbeat(): void {
    if (this.closed) return;
    if (this.stalled && this.res.writableNeedDrain) return this.drop();
    this.stalled = this.res.writableNeedDrain;
    this.send(': \n\n');
  }

  /** Ends the stream (the server is closing). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
  }

  /** Called once the response has closed, however. */
  closedByPeer(): void {
    this.closed = true;
  }

  private drop(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.destroy(); // frees what waited to be written
    this.onDrop(this);
  }
}

export class EventHub {
  private buffer: Stored[] = [];
  /** Every event with an id above this is in the buffer (or was skipped and is in `gaps`). */
  private floor = 0;
  /** The highest id read. */
  private last = 0;
  private lastReadAt = -Infinity;
  private loaded = false;
  private readonly gaps = new Map<number, number>();
  private readonly clients = new Set<StreamClient>();
  private readonly byUser = new Map<string, Set<StreamClient>>();
  private readonly byWatch = new Map<string, Set<StreamClient>>();
  private reading: Promise<void> | undefined;
  private again = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Streams dropped for not reading (for the log and the bench). */
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: { warn: (obj: object, msg: string) => void },
    readonly options: HubOptions = DEFAULT_HUB_OPTIONS,
  ) {}

  /** Starts the timers (heartbeats, polling while streams are open, pruning old rows). */
  start(): void {
    this.timers.push(
      setInterval(() => this.clients.forEach((c) => c.heartbeat()), this.options.heartbeatMs).unref(),
      setInterval(() => {
        if (this.clients.size > 0) this.wake();
      }, this.options.pollMs).unref(),
      setInterval(() => {
        pruneEvents(this.db, (this.options.replayMs / 1000) * KEEP_SECONDS_FACTOR, this.now()).catch((err: unknown) =>
          this.log.warn({ err }, 'could not prune live events'),
        );
      }, PRUNE_EVERY_MS).unref(),
    );
  }

  get streams(): number {
    return this.clients.size;
  }

  get full(): boolean {
    return this.clients.size >= this.options.maxStreams;
  }

  /** Something changed: read the new events (only while someone listens). */
  wake(): void {
    if (this.closed || this.clients.size === 0) return;
    void this.read();
  }

  /** Reads what is new; resolves once read (a read already running is followed by one more). */
  read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    const run = this.readNow()
      .catch((err: unknown) => this.log.warn({ err }, 'could not read live events'))
      .finally(() => {
        this.reading = undefined;
        if (this.again && !this.closed) {
          this.again = false;
          void this.read();
        }
      });
    this.reading = run;
    return run;
  }

  /**
   * Opens a stream on `res` for `userId` (null: a visitor), watching the live game `watching` (null: none):
   * catches up, replays what the client missed since `lastEventId` (or says `reset`), then keeps it until the peer
   * or the server closes it.
   */
  async open(
    res: ServerResponse,
    userId: string | null,
    lastEventId: number | undefined,
    watching: string | null = null,
  ): Promise<StreamClient> {
    const client = new StreamClient(
      res,
      userId,
      this.options.maxPendingBytes,
      (c) => {
        this.dropped++;
        this.remove(c);
      },
      watching,
    );
    res.on('close', () => {
      client.closedByPeer();
      this.remove(client);
    });
    await this.read();
    // Sent and added in one go, with no wait between: every event read before is replayed, every one after is sent live.
    client.send(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ user: userId !== null })}\n\n`);
    if (lastEventId !== undefined) {
      if (lastEventId < this.floor) client.send('event: reset\ndata: {}\n\n');
      else
        for (const event of this.buffer)
          if (event.id > lastEventId && this.mayHear(client, event)) client.send(event.frame);
    }
    if (client.open) this.add(client);
    return client;
  }

  /** Ends every stream and stops reading (the server is closing). */
  close(): void {
    this.closed = true;
    this.timers.forEach(clearInterval);
    for (const client of [...this.clients]) client.end();
    this.clients.clear();
    this.byUser.clear();
    this.byWatch.clear();
  }

  private add(client: StreamClient): void {
    this.clients.add(client);
    if (client.userId) addTo(this.byUser, client.userId, client);
    if (client.watching) addTo(this.byWatch, client.watching, client);
  }

  private remove(client: StreamClient): void {
    this.clients.delete(client);
    if (client.userId) removeFrom(this.byUser, client.userId, client);
    if (client.watching) removeFrom(this.byWatch, client.watching, client);
  }

  private mayHear(client: StreamClient, event: Stored): boolean {
    if (event.watch !== null) return client.watching === event.watch;
    return event.userId === null || event.userId === client.userId;
  }

  private async readNow(): Promise<void> {
    this.trim();
    // After an idle spell longer than the replay window (or at first), start again from what the table keeps.
    if (!this.loaded || performance.now() - this.lastReadAt > this.options.replayMs) {
      const { rows, newest } = await readRecentEvents(this.db, this.options.replayMs / 1000, this.options.maxBuffered);
      this.buffer = [];
      this.gaps.clear();
      const first = rows[0];
      this.floor = first ? first.id - 1 : newest;
      this.last = this.floor;
      this.loaded = true;
      this.lastReadAt = performance.now();
      this.accept(rows, false);
      this.last = Math.max(this.last, newest);
    }
    for (;;) {
      const rows = await readEventsAfter(this.db, this.last, [...this.gaps.keys()], READ_BATCH);
      this.lastReadAt = performance.now();
      this.accept(rows, true);
      if (rows.length < READ_BATCH) break;
    }
  }

  private accept(rows: EventRow[], deliver: boolean): void {
    const at = Date.now();
    for (const row of rows) {
      if (row.id > this.last) {
        if (row.id - this.last - 1 <= MAX_GAPS - this.gaps.size)
          for (let id = this.last + 1; id < row.id; id++) this.gaps.set(id, at);
        this.last = row.id;
      } else if (!this.gaps.delete(row.id)) {
        continue; // already heard
      }
      const event: Stored = {
        id: row.id,
        userId: row.userId,
        watch: watchedGameOf(row.type, row.data),
        at,
        frame: `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data ?? {})}\n\n`,
      };
      this.buffer.push(event);
      if (deliver) this.fanOut(event);
    }
    this.trim();
  }

  private fanOut(event: Stored): void {
    if (event.watch !== null) {
      const watchers = this.byWatch.get(event.watch);
      if (watchers) for (const client of [...watchers]) client.send(event.frame);
      return;
    }
    if (event.userId === null) {
      for (const client of this.clients) client.send(event.frame);
      return;
    }
    const own = this.byUser.get(event.userId);
    if (own) for (const client of [...own]) client.send(event.frame);
  }

  private trim(): void {
    const oldest = Date.now() - this.options.replayMs;
    let drop = 0;
    while (
      drop < this.buffer.length &&
      (this.buffer.length - drop > this.options.maxBuffered || (this.buffer[drop]?.at ?? Infinity) < oldest)
    ) {
      this.floor = Math.max(this.floor, this.buffer[drop]?.id ?? 0);
      drop++;
    }
    if (drop > 0) this.buffer = this.buffer.slice(drop);
    const gapOldest = Date.now() - this.options.gapWaitMs;
    for (const [id, since] of this.gaps) if (since < gapOldest) this.gaps.delete(id);
  }
}

function addTo(map: Map<string, Set<StreamClient>>, key: string, client: StreamClient): void {
  const set = map.get(key) ?? new Set<StreamClient>();
  map.set(key, set.add(client));
}

function removeFrom(map: Map<string, Set<StreamClient>>, key: string, client: StreamClient): void {
  const set = map.get(key);
  set?.delete(client);
  if (set?.size === 0) map.delete(key);
}
