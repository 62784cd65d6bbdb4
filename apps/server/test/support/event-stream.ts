/** A small server-sent events reader for tests and the bench: opens `GET /api/events` and collects its events. */
import http from 'node:http';

export type StreamEvent = { id: string | undefined; event: string; data: string };

export type OpenedStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body when the server refused (not a stream). */
  body: string;
  events: StreamEvent[];
  /** Everything received, as text. */
  raw: () => string;
  /** Resolves with the first event (from the start) that `match` accepts, waiting up to `ms`. */
  next: (match: (e: StreamEvent) => boolean, ms?: number) => Promise<StreamEvent>;
  close: () => void;
};

/** Opens a stream at `base` (http://host:port). */
export function openEventStream(
  base: string,
  options: { ticket?: string; lastEventId?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<OpenedStream> {
  const search = new URLSearchParams();
  if (options.ticket) search.set('ticket', options.ticket);
  if (options.query) for (const [k, v] of new URLSearchParams(options.query)) search.set(k, v);
  const url = `${base}/api/events${search.size ? `?${search}` : ''}`;
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          accept: 'text/event-stream',
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const events: StreamEvent[] = [];
        const waiters: Array<{ match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }> = [];
        let text = '';
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          pending += chunk;
          for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            const event: StreamEvent = { id: undefined, event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon === 0) continue;
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') {
                event.data += (hasData ? '\n' : '') + value;
                hasData = true;
              }
            }
            if (!hasData) continue;
            events.push(event);
            for (const w of [...waiters]) {
              if (w.match(event)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(event);
              }
            }
          }
        });
        res.on('error', () => undefined);
        const opened: OpenedStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          events,
          raw: () => text,
          next: (match, ms = 10_000) => {
            const found = events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((ok, fail) => {
              const timer = setTimeout(
                () => fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`)),
                ms,
              );
              waiters.push({
                match,
                resolve: (e) => {
                  clearTimeout(timer);
                  ok(e);
                },
              });
            });
          },
          close: () => request.destroy(),
        };
        if (res.statusCode !== 200) {
          res.on('end', () => resolve({ ...opened, body: text }));
          return;
        }
        resolve(opened);
      },
    );
    request.on('error', reject);
  });
}
