/** The request log writes one line per request, after the response, with method, URL, status and time. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from '../src/platform/request-log.ts';

async function logged(level: string, url: string): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(line) } },
    logController: new RequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('writes one line per request, when the response has gone out', async () => {
    const lines = await logged('info', '/ok?page=2');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/ok?page=2',
      statusCode: 200,
      msg: 'request completed',
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('keeps the error line of a failed request beside its one request line', async () => {
    const lines = await logged('info', '/fails');
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([expect.objectContaining({ statusCode: 500 })]);
    expect(lines.some((l) => l.level === 50)).toBe(true);
  });

  it('never logs a stream ticket or a reset code, refused or not (issue 37 item 23)', async () => {
    const [line] = await logged('info', '/ok?ticket=s3cr3t-Ticket_1&page=2&Code=abc%20def');
    expect(line?.url).toBe('/ok?ticket=[redacted]&page=2&Code=[redacted]');
    expect(JSON.stringify(line)).not.toMatch(/s3cr3t|abc/);
    const [failed] = (await logged('info', '/fails?code=xyz')).filter((l) => l.msg === 'request completed');
    expect(failed?.url).toBe('/fails?code=[redacted]');
  });

  it('writes nothing for requests above info (LOG_LEVEL=warn)', async () => {
    expect(await logged('warn', '/ok')).toEqual([]);
  });
});
