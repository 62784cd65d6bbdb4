/**
 * Every request gets an answer through a real listening server (inject bypasses Node's HTTP parser): broken framing
 * and malformed multipart bodies get a JSON 4xx and a gently closed connection, a body that trickles in is cut off
 * (issue 37 items 15 and 23).
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, useTestApp } from './support/app.ts';

const ctx = useTestApp({ REQUEST_TIMEOUT_SECONDS: '0.5' });
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});

type Exchange = { text: string; ending: 'end' | 'reset' | 'timeout'; ms: number };

/**
 * Sends `parts` over a raw connection (`gapMs` apart) and reads what comes back only after `readAfterMs`, as a slow
 * client would: a server that destroys a socket with unread input makes the kernel reset it, and the answer is lost.
 */
function exchange(parts: string[], { gapMs = 0, readAfterMs = 300, giveUpMs = 4000 } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let text = '';
    const done = (ending: Exchange['ending']) => {
      resolve({ text, ending, ms: Date.now() - started });
      socket.destroy();
    };
    socket.on('error', () => done('reset'));
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed || !socket.writable) break;
        socket.write(part);
        if (gapMs) await new Promise((ok) => setTimeout(ok, gapMs));
      }
    });
    setTimeout(() => {
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => done('end'));
      socket.resume();
    }, readAfterMs);
    setTimeout(() => done('timeout'), giveUpMs);
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
const head = (method: string, url: string, headers: string[]) =>
  `${method} ${url} HTTP/1.1\r\nHost: league.test\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

describe('every request gets an answer', () => {
  it('answers broken framing with a JSON 400 and closes without a reset, however much the client still sends', async () => {
    const user = await buildUser(ctx.app);
    const rest = '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n' + 'x'.repeat(2_000_000);
    const cases = [
      head('GET', `/api/users/${user.id}`, [
        'Content-Type: multipart/form-data; boundary=XX',
        'Transfer-Encoding: chunked',
      ]) + `zz\r\n${rest}`,
      head('GET', `/api/users/${user.id}`, [
        'Content-Type: multipart/form-data; boundary=XX',
        'Content-Length: 5',
        'Transfer-Encoding: chunked',
      ]) + rest,
      head('PUT', `/api/users/${user.id}`, ['Content-Type: multipart/form-data; boundary=XX', 'Content-Length: x']) +
        rest,
    ];
    for (const request of cases) {
      const answer = await exchange([request]);
      expect(answer.ending).toBe('end');
      expect(statusOf(answer.text)).toBe(400);
      expect(bodyOf(answer.text)).toEqual({ error: 'Bad request', code: 'BAD_REQUEST' });
    }
  });

  it('answers malformed multipart bodies on GET and PUT with a 2xx-4xx status, never a reset', async () => {
    const user = await buildUser(ctx.app);
    const bodies = [
      'garbage',
      '--XX\r\nbroken header\r\n\r\nvalue\r\n--XX--\r\n',
      '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nnever ends',
      '--XX\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\n' +
        'x'.repeat(300_000) +
        '\r\n--XX--\r\n',
    ];
    for (const method of ['GET', 'PUT']) {
      for (const body of bodies) {
        for (const type of [
          'multipart/form-data; boundary=XX',
          'multipart/form-data',
          'multipart/form-data; boundary="',
        ]) {
          const request =
            head(method, `/api/users/${user.id}`, [`Content-Type: ${type}`, `Content-Length: ${body.length}`]) + body;
          const answer = await exchange([request + head('GET', '/api/health/live', ['Connection: close'])], {
            readAfterMs: 50,
          });
          const statuses = [...answer.text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
          expect(statuses[0], `${method} ${type} ${body.slice(0, 30)}`).toBeLessThan(500);
          expect(answer.ending).not.toBe('reset');
        }
      }
    }
  });

  it('cuts off a body that trickles in (a byte at a time) with a 408 once the request time is up', async () => {
    const user = await buildUser(ctx.app);
    const bytes = Array.from({ length: 40 }, () => 'x');
    const answer = await exchange(
      [head('PUT', `/api/users/${user.id}`, ['Content-Type: application/json', 'Content-Length: 40']), ...bytes],
      { gapMs: 200, readAfterMs: 0 },
    );
    expect(statusOf(answer.text)).toBe(408);
    expect(bodyOf(answer.text)).toEqual({ error: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' });
    expect(answer.ending).toBe('end');
    expect(answer.ms).toBeLessThan(2500); // 0.5 s allowed, checked every 125 ms; the client would have needed 8 s
  });

  it('keeps answering whole requests on time', async () => {
    const answer = await exchange([head('GET', '/api/health', ['Connection: close'])], { readAfterMs: 0 });
    expect(statusOf(answer.text)).toBe(200);
  });
});
