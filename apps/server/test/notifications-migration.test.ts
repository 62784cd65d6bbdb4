/**
 * Migration 0016 (notification messages) on a database with notifications and queued pushes of the earlier kind (an
 * English sentence only), on PGlite and on PostgreSQL: each sentence of a shape the server wrote gets its message
 * back (so it reads in Polish too, as the earlier rewording made it), and any other keeps message null and shows as
 * stored.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS, type TNotificationType } from '@caps/domain';
import { buildApp } from '../src/app.ts';
import { migrateDatabase } from '../src/db/client.ts';
import { useOldDatabases } from './support/old-database.ts';
import { messageIn, notificationMessage, type TNotificationMessage } from '../src/features/notifications/index.ts';
import { hash } from '@node-rs/argon2';
import { login, testConfig } from './support/app.ts';
import { WORDED } from './support/notification-messages.ts';

const databases = useOldDatabases();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The notification type a message's row had (only ACHIEVEMENT_UNLOCKED matters to the backfill). */
const typeOf = (message: TNotificationMessage): TNotificationType =>
  message.key === 'achievement' ? 'ACHIEVEMENT_UNLOCKED' : 'GAME_CORRECTED';

/** Old rows whose sentence has no known shape: they keep message null. */
const UNKNOWN: Array<[TNotificationType, string]> = [
  ['GAME_CORRECTED', 'Something new happened'],
  ['GAME_CORRECTED', 'A game was voided: your Foo points changed by +1.00.'],
  ['GAME_CORRECTED', 'Your game with ania was corrected by an admin: typo (your Singles points changed by a lot)'],
  ['DISPUTE_OPENED', 'ania reported a problem with a Bowling game: x'],
  ['ACHIEVEMENT_UNLOCKED', 'Win the lottery!'],
];

const ADMIN = 'mig_admin';

describe('migration 0016 (notification messages)', () => {
  it("gives old notifications and queued pushes their message by their sentence's shape, so they read in Polish too", async () => {
    const database = await databases.before(16);
    // A plain row, as the accounts code of today reads columns later migrations add.
    await database.db.execute(
      sql`insert into users (username, email, password_hash, role, avatar_hash) values (${ADMIN}, 'mig@example.com', ${await hash('admin password')}, 'ADMIN', md5('mig@example.com'))`,
    );
    const [admin] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from users where username = ${ADMIN}`),
    );
    const userId = admin?.id ?? '';
    // A device, so the earlier trigger queues a push (text only) for each notification of a kind the player wants.
    await database.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${userId}, 'https://push.example/1', 'k', 'a')`,
    );

    const known = [
      ...WORDED.map(([message]) => message),
      ...ACHIEVEMENTS.map((achievement) => notificationMessage('achievement', { achievement })),
    ];
    // As earlier servers wrote them: a negative move with a hyphen.
    const old: Array<[TNotificationType, string]> = [
      ...known.map((message): [TNotificationType, string] => [
        typeOf(message),
        messageIn(message, 'en').replaceAll('\u2212', '-'),
      ]),
      ...UNKNOWN,
    ];
    for (const [i, [type, text]] of old.entries()) {
      await database.db.execute(
        sql`insert into notifications (user_id, type, text, date) values (${userId}, ${type}, ${text}, now() - make_interval(secs => ${i}))`,
      );
    }
    await database.db.execute(sql`insert into push_queue (subscription_id, kind, text, url)
      select id, 'TOURNAMENT_MATCH', 'Your match in Wiosna Cup can be played now', '/singles/tournament/x' from push_subscriptions`);

    await migrateDatabase(database);

    const stored = rowsOf<{ text: string; message: TNotificationMessage | null }>(
      await database.db.execute(sql`select text, message from notifications order by date desc`),
    );
    expect(stored.map((r) => r.text)).toEqual(old.map(([, text]) => text));
    expect(stored.map((r) => r.message)).toEqual([...known, ...UNKNOWN.map(() => null)]);
    const pushes = rowsOf<{ kind: string; text: string; message: TNotificationMessage | null }>(
      await database.db.execute(sql`select kind, text, message from push_queue`),
    );
    expect(pushes.length).toBeGreaterThan(1);
    for (const push of pushes) {
      const row = stored.find((r) => r.text === push.text);
      expect(push.message).toEqual(
        row ? row.message : notificationMessage('tournamentMatch', { tournament: 'Wiosna Cup' }),
      );
    }

    // Listed, the old rows read in the reader's language: Polish as the earlier rewording made it, the rest as stored.
    const app = await buildApp({ config: testConfig(), database, logger: false });
    databases.afterAll(() => app.close());
    await app.ready();
    const { authToken } = await login(app, ADMIN, 'admin password');
    const list = async (language: string) =>
      (
        (
          await app.inject({
            method: 'GET',
            url: '/api/notifications',
            headers: { authorization: `Bearer ${authToken}`, 'accept-language': language },
          })
        ).json() as Array<{ text: string }>
      ).map((n) => n.text);
    const english = await list('en');
    const polish = await list('pl');
    for (const [message, text, pl] of WORDED) {
      expect(english).toContain(text);
      expect(polish).toContain(pl);
      expect(messageIn(message, 'pl')).toBe(pl);
    }
    for (const [, text] of UNKNOWN) expect(polish).toContain(text);
  }, 120_000);
});
