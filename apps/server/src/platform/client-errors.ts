/**
 * Requests Node's HTTP parser refuses before any route sees them (broken framing, a body that never finishes in time,
 * headers past the limit). Each gets an answer like every other refusal, `{ error, code }` with its 4xx, and then the
 * connection is closed gently: the end of the answer is sent, what the client still sends is read and dropped for a
 * moment, and only then is the socket destroyed. Destroying it at once with unread input makes the kernel answer with
 * a reset, which throws the refusal away on the client's side: "a reset connection instead of an answer".
 */
import type { Socket } from 'node:net';
import { errorText, type ErrorCode } from '@caps/domain';
import { refusalBody } from './error-handler.ts';

/** How long a refused connection may go on sending before it is cut. */
const LINGER_MS = 2000;

const REFUSALS: Record<string, [number, string, ErrorCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'REQUEST_TIMEOUT'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE'],
};

/** Fastify's `clientErrorHandler`. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] = REFUSALS[error.code ?? ''] ?? [400, 'Bad Request', 'BAD_REQUEST'];
  const body = JSON.stringify(refusalBody(errorText(code), code));
  // Not in the middle of an answer already under way on this connection (HTTP pipelining): that one ends as it can.
  const answering =
    (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (socket.writable && !answering) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.end();
  socket.resume(); // read and drop the rest, so closing sends no reset
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
