/**
 * A password reset answers before any work that depends on the email (issue 37 item 17): known and unknown emails
 * start the same deferred work and get the same answer, and the token and the mail are written only after it. The
 * deferred work is held here, so the test sees the order itself, not timings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/context.ts';
import type { Database } from '../src/db/client.ts';
import { mailQueue, resetTokens } from '../src/db/schema.ts';
import { buildUser, testConfig } from './support/app.ts';
import { createTestDatabase } from './support/db.ts';

let app: App;
let database: Database;
const held: Array<() => void> = [];
const runHeld = async () => {
  for (const run of held.splice(0)) run();
  await app.appContext.later.settled();
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false, schedule: (run) => void held.push(run) });
  await app.ready();
});
afterAll(async () => {
  await runHeld();
  await app?.close();
  await database?.close();
});

const reset = (email: string) =>
  app.inject({ method: 'POST', url: `/api/users/resetPassword?email=${encodeURIComponent(email)}` });

describe('password reset timing', () => {
  it('answers known and unknown emails alike, before the look-up, the token and the mail', async () => {
    const user = await buildUser(app);
    await runHeld(); // the welcome mail and anything else sign-up started
    const mailsBefore = (await database.db.select().from(mailQueue).where(eq(mailQueue.to, user.email))).length;

    const known = await reset(user.email);
    expect(held).toHaveLength(1); // answered with the work still to do
    expect(await database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(mailQueue).where(eq(mailQueue.to, user.email))).toHaveLength(mailsBefore);

    const unknown = await reset('nobody-here@example.com');
    expect(held).toHaveLength(2); // the same work for an email without an account
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    await runHeld();
    expect(await database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id))).toHaveLength(1);
    const mails = await database.db.select().from(mailQueue).where(eq(mailQueue.to, user.email));
    expect(mails.filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
    expect(await database.db.select().from(mailQueue).where(eq(mailQueue.to, 'nobody-here@example.com'))).toEqual([]);
  });
});
