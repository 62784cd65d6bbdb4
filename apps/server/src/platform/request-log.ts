/**
 * The request log: one line per request when its response has gone out (method, URL, status, time in ms), where
 * Fastify's own writes two (one on arrival, one on completion), each with the whole request or reply serialized. At
 * the trivial route's rate those two lines cost about a third of its throughput. Every other line Fastify writes
 * (errors, unknown routes, a server closing) stays as Fastify writes it.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: an event stream's ticket (`/api/events?ticket=`, refused ones included) and a
 * password reset's code (`/resetUpdate?code=`, the page the reset email links to). Their values never reach the log.
 */
const SECRET_PARAMS = /([?&](?:ticket|code)=)[^&#]*/gi;

/** The URL as logged: secrets in its query replaced by `[redacted]`. */
function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;
}

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
