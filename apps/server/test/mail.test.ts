import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { mailQueue } from '../src/db/schema.ts';
import { renderEmail } from '../src/platform/mail/layout.ts';
import { deliverDueMail, enqueueMail } from '../src/platform/mail/mail-queue.ts';
import { outboxTransport, smtpTransport, type MailTransport } from '../src/platform/mail/transport.ts';
import { createTestDatabase } from './support/db.ts';

let database: Database;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Array<{ to: string[]; raw: string }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const address = smtp.server.address();
  smtpPort = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const sample = (to: string) =>
  renderEmail({
    to,
    subject: 'Reset your password',
    heading: 'Reset',
    paragraphs: ['Hello <b>there</b>'],
    action: { label: 'Go', url: 'http://league.test/resetUpdate?code=abc' },
  });

describe('email delivery', () => {
  it('renders a text and an escaped HTML body with the link', () => {
    const mail = sample('a@example.com');
    expect(mail.text).toContain('Go: http://league.test/resetUpdate?code=abc');
    expect(mail.html).toContain('href="http://league.test/resetUpdate?code=abc"');
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
  });

  it('sends queued mail through a real SMTP server exactly once', async () => {
    await enqueueMail(database.db, sample('smtp-user@example.com'));
    const transport = smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'League <league@example.com>');
    expect(await deliverDueMail(database.db, transport)).toBe(1);
    expect(await deliverDueMail(database.db, transport)).toBe(0);
    transport.close();
    const got = received.filter((m) => m.to.includes('smtp-user@example.com'));
    expect(got).toHaveLength(1);
    expect(got[0]?.raw).toContain('Subject: Reset your password');
    expect(got[0]?.raw).toContain('multipart/alternative');
  });

  it('writes one outbox file per message with the whole message and its link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-outbox-'));
    const lines: string[] = [];
    await enqueueMail(database.db, sample('outbox-user@example.com'));
    const transport = outboxTransport(dir, 'League <league@example.com>', (l) => lines.push(l));
    expect(await deliverDueMail(database.db, transport)).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const content = fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(content).toContain('To: outbox-user@example.com');
    expect(content).toContain('http://league.test/resetUpdate?code=abc');
    expect(content).toContain('<!doctype html>');
    expect(lines[0]).toContain('link: http://league.test/resetUpdate?code=abc');
  });

  it('keeps failed mail and retries it later with backoff', async () => {
    await enqueueMail(database.db, sample('flaky@example.com'));
    const failing: MailTransport = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    expect(await deliverDueMail(database.db, failing)).toBe(0);
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, 'flaky@example.com'));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('connection refused');
    expect(row && row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // once due again it goes out
    await database.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.to, 'flaky@example.com'));
    const sent: string[] = [];
    expect(await deliverDueMail(database.db, { send: async (m) => void sent.push(m.to), close: () => undefined })).toBe(
      1,
    );
    expect(sent).toEqual(['flaky@example.com']);
  });
});
