import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { AppError, Unauthorized } from '../../platform/errors.ts';
import type { TRole } from '@caps/domain';
import { EventHub } from './event-hub.ts';
import { insertTicket, redeemTicket } from './events.repository.ts';

/** A ticket opens a stream once, within this time. */
const TICKET_SECONDS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event streams of this instance (features/events). */
    events: EventHub;
  }
}

const hashOf = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

/** The live event stream and its tickets (issue 28). */
export function eventsRoutes(app: App, ctx: AppContext): void {
  const hub = new EventHub(ctx.db, ctx.now, app.log);
  /** Open streams by client address (a client opening hundreds would crowd everyone else out). */
  const byAddress = new Map<string, number>();
  app.decorate('events', hub);
  const stop = app.cache.changes.onChange(() => hub.wake());
  app.addHook('onReady', (done) => {
    hub.start();
    done();
  });
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', (done) => {
    stop();
    hub.close();
    done();
  });

  implement(app, ctx, 'events.ticket', async ({ auth }) => {
    const ticket = crypto.randomBytes(24).toString('base64url');
    await insertTicket(
      ctx.db,
      hashOf(ticket),
      { userId: auth.userId, sessionId: auth.sessionId, role: auth.role },
      new Date(ctx.now().getTime() + TICKET_SECONDS * 1000),
    );
    return { ticket, expiresInSeconds: TICKET_SECONDS };
  });

  implement(app, ctx, 'events.stream', async ({ query, auth, request, reply }) => {
    // The answer is a stream that never ends: a client that cannot read one (a plain fetch, a crawler) is told so.
    if (!/text\/event-stream/i.test(request.headers.accept ?? '')) throw new AppError(406, 'EVENT_STREAM_ACCEPT');
    const tooMany = () => (byAddress.get(request.ip) ?? 0) >= ctx.config.streamsPerAddress;
    if (tooMany()) throw new AppError(429, 'TOO_MANY_STREAMS_FROM_ADDRESS');
    const userId = query.ticket === undefined ? (auth?.userId ?? null) : await ticketHolder(ctx, query.ticket);
    if (hub.full) throw new AppError(503, 'TOO_MANY_STREAMS');
    if (tooMany()) throw new AppError(429, 'TOO_MANY_STREAMS_FROM_ADDRESS');
    byAddress.set(request.ip, (byAddress.get(request.ip) ?? 0) + 1);
    reply.raw.on('close', () => {
      const left = (byAddress.get(request.ip) ?? 1) - 1;
      if (left > 0) byAddress.set(request.ip, left);
      else byAddress.delete(request.ip);
    });
    const header = request.headers['last-event-id'];
    const lastEventId =
      typeof header === 'string' && /^\d{1,15}$/.test(header.trim())
        ? Number(header.trim())
        : query.lastEventId === undefined
          ? undefined
          : Number(query.lastEventId);
    await openStream(hub, request, reply, userId, lastEventId, query.watch ?? null);
    return reply as never;
  });
}

/** Uses up the ticket: its holder, whose session must still be live; 401 for an unknown, used or expired ticket. */
async function ticketHolder(ctx: AppContext, ticket: string): Promise<string> {
  const holder = await redeemTicket(ctx.db, hashOf(ticket), ctx.now());
  if (!holder) throw new Unauthorized('EVENT_TICKET_INVALID');
  const session = await ctx.checkSession({
    userId: holder.userId,
    sessionId: holder.sessionId,
    role: holder.role as TRole,
    email: undefined,
  });
  if (!session) throw new Unauthorized('SESSION_ENDED');
  return holder.userId;
}

/**
 * Takes the raw response over: Fastify's reply would buffer, compress, serialize and cache it. The headers the
 * request hooks set (the security headers, no-store) are written with it.
 */
async function openStream(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  lastEventId: number | undefined,
  watching: string | null,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  const socket = request.raw.socket;
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true);
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | string[]
  >;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and some other proxies buffer answers unless told not to
    'x-accel-buffering': 'no',
  });
  const started = performance.now();
  // One log line when the stream ends, as for every request (the URL without its ticket).
  res.on('close', () => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        statusCode: 200,
        responseTime: Math.round(performance.now() - started),
        user: userId !== null,
      },
      'event stream closed',
    );
  });
  try {
    await hub.open(res, userId, lastEventId, watching);
  } catch (err) {
    request.log.warn({ err }, 'could not open an event stream');
    res.destroy(); // the client reconnects
  }
}
