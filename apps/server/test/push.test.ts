/**
 * Web push (issue 28): devices and preferences through the API; a notification queues a push per device that wants
 * it; the job encrypts and posts it to the device's push service — here a local one that decrypts the payload with
 * the subscription's own keys, as a browser would; 404/410 deletes the device; other failures retry later.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PUSH_PREFERENCE,
  NOTIFICATION_TYPES,
  PUSH_PREFERENCE_KEYS,
  type TPushPreferenceKey,
} from '@caps/domain';
import { pushQueue, pushSubscriptions } from '../src/db/schema.ts';
import { notificationMessage, notificationsInsertSql } from '../src/features/notifications/index.ts';
import {
  deliverDuePushes,
  queueReadyTournamentMatches,
  vapidKeysOf,
  webPushSender,
} from '../src/features/push/index.ts';
import { bearer, buildAdmin, buildUser, testConfig, useTestApp, type TestUser } from './support/app.ts';
import { tempDir } from './support/process.ts';
import { decide, postGame, soloBody } from './support/games.ts';

/** The local stand-in push service listens on loopback, which only a test may let endpoints name. */
const LOCAL = ['127.0.0.1'];
const ctx = useTestApp({}, { pushTestAddresses: LOCAL });

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** What the local push service answers, by path (201 unless set). */
const answers = new Map<string, number>();
let service: http.Server;
let serviceUrl = '';

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** A browser's subscription: its push service URL and its P-256 key pair and auth secret. */
function device(name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    path: `/push/${name}`,
    json: {
      endpoint: `${serviceUrl}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const keys = () => ({
  publicKey: ctx.config.vapidKeys?.publicKey ?? '',
  privateKey: ctx.config.vapidKeys?.privateKey ?? '',
});
const send = () => webPushSender(keys(), ctx.config.vapidSubject, { testAddresses: LOCAL });
const deliver = () => deliverDuePushes(ctx.database.db, send());

function decrypt(
  message: Received,
  d: ReturnType<typeof device>,
): { title: string; body: string; url: string; tag: string } {
  const plain = ece.decrypt(message.body, {
    version: 'aes128gcm',
    privateKey: d.ecdh,
    authSecret: d.auth.toString('base64url'),
  });
  return JSON.parse(plain.toString('utf8'));
}

async function subscribe(user: TestUser, d: ReturnType<typeof device>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user.token),
    payload: d.json,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { devices: number };
}

describe('web push', () => {
  it('hands out the public key, and keeps devices and preferences per player', async () => {
    const key = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.json()).toEqual({ publicKey: ctx.config.vapidKeys?.publicKey });
    const user = await buildUser(ctx.app);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user.token) });
    expect(settings.json()).toEqual({
      acceptRequest: true,
      decided: true,
      achievement: true,
      tournamentMatch: true,
      corrections: true,
      devices: 0,
    });
    expect((await subscribe(user, device('k1'))).devices).toBe(1);
    const phone = device('k2');
    expect((await subscribe(user, phone)).devices).toBe(2);
    expect((await subscribe(user, phone)).devices).toBe(2); // the same browser again
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user.token),
      payload: { acceptRequest: false, decided: true, achievement: true, tournamentMatch: false, corrections: true },
    });
    expect(off.json()).toMatchObject({ acceptRequest: false, tournamentMatch: false, devices: 2 });
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/remove',
      headers: bearer(user.token),
      payload: { endpoint: phone.json.endpoint },
    });
    expect(removed.json()).toMatchObject({ devices: 1 });

    // bad input
    for (const payload of [
      {},
      { endpoint: 'not a url', keys: phone.json.keys },
      { endpoint: 'ftp://x.example/1', keys: phone.json.keys },
      { ...phone.json, keys: { p256dh: 'not base64!', auth: 'x' } },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(user.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/push/preferences',
          headers: bearer(user.token),
          payload: { acceptRequest: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/preferences' })).statusCode).toBe(401);
  });

  it('sends each new notification, encrypted for the device, to every device of its player that wants it', async () => {
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const phone = device(`p-${opponent.id}`);
    const laptop = device(`l-${opponent.id}`);
    await subscribe(opponent, phone);
    await subscribe(opponent, laptop);
    const game = (await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id))).json() as {
      id: string;
    };
    received.length = 0;
    expect(await deliver()).toBe(2);
    const toPhone = received.find((r) => r.path === phone.path);
    expect(toPhone?.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(toPhone?.headers.ttl).toBe('86400');
    const shown = toPhone && decrypt(toPhone, phone);
    expect(shown).toMatchObject({ title: 'Accept game', url: '/secure/acceptance' });
    expect(shown?.body).toContain(poster.username);
    const onLaptop = received.find((r) => r.path === laptop.path);
    expect(onLaptop && decrypt(onLaptop, laptop)).toEqual(shown);
    // sent once: the queue is empty
    received.length = 0;
    expect(await deliver()).toBe(0);
    expect(received).toEqual([]);

    // the poster's device hears of the decision, with a link to the game
    const posterPhone = device(`pp-${poster.id}`);
    await subscribe(poster, posterPhone);
    await decide(ctx.app, opponent, 'SINGLES', game.id, 'accept');
    received.length = 0;
    await deliver();
    const shownToPoster = received.filter((r) => r.path === posterPhone.path).map((r) => decrypt(r, posterPhone));
    expect(shownToPoster).toContainEqual(
      expect.objectContaining({ title: 'Game accepted', url: `/singles/${game.id}` }),
    );
    // a first win comes with an achievement, which opens the profile
    expect(shownToPoster).toContainEqual(
      expect.objectContaining({ title: 'Achievement unlocked!', url: '/secure/profile' }),
    );
  });

  it("speaks the player's language: a Polish player's push is Polish, title and text", async () => {
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/users/${opponent.id}`,
          headers: bearer(opponent.token),
          payload: { language: 'pl' },
        })
      ).statusCode,
    ).toBe(200);
    const phone = device(`pl-${opponent.id}`);
    await subscribe(opponent, phone);
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    received.length = 0;
    await deliver();
    const shown = received.filter((r) => r.path === phone.path).map((r) => decrypt(r, phone));
    expect(shown).toEqual([
      expect.objectContaining({
        title: 'Gra do akceptacji',
        body: `Masz do akceptacji grę z graczem ${poster.username}.`,
        url: '/secure/acceptance',
      }),
    ]);
  });

  it('leaves out the kinds a player turned off', async () => {
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const phone = device(`off-${opponent.id}`);
    await subscribe(opponent, phone);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(opponent.token),
      payload: { acceptRequest: false, decided: true, achievement: true, tournamentMatch: true, corrections: true },
    });
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    received.length = 0;
    await deliver();
    expect(received.filter((r) => r.path === phone.path)).toEqual([]);
  });

  it('queues a notice of each kind only while the setting its kind names (NOTIFICATION_PUSH_PREFERENCE) is on', async () => {
    const user = await buildUser(ctx.app);
    await subscribe(user, device(`kinds-${user.id}`));
    const subscriptionId =
      (
        await ctx.database.db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, user.id))
      )[0]?.id ?? '';
    const settings = (off: TPushPreferenceKey | null) =>
      Object.fromEntries(PUSH_PREFERENCE_KEYS.map((key) => [key, key !== off]));
    const queuedKinds = async () =>
      (
        await ctx.database.db
          .select({ kind: pushQueue.kind })
          .from(pushQueue)
          .where(eq(pushQueue.subscriptionId, subscriptionId))
      ).map((p) => p.kind);
    for (const type of NOTIFICATION_TYPES) {
      const governing = NOTIFICATION_PUSH_PREFERENCE[type];
      for (const off of [governing, null]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/push/preferences',
          headers: bearer(user.token),
          payload: settings(off),
        });
        expect(res.statusCode, res.body).toBe(200);
        await ctx.database.db.delete(pushQueue).where(eq(pushQueue.subscriptionId, subscriptionId));
        for (const insert of notificationsInsertSql([
          { userId: user.id, type, message: notificationMessage('tournamentMatch', { tournament: 'Cup' }) },
        ]))
          await ctx.database.db.execute(insert);
        expect(await queuedKinds(), `${type} with ${off ?? 'nothing'} off`).toEqual(
          governing !== null && off === null ? [type] : [],
        );
      }
    }
  });

  it('deletes a device the push service says is gone (404, 410), and retries other failures later', async () => {
    const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const gone = device(`gone-${opponent.id}`);
    const lost = device(`lost-${opponent.id}`);
    const busy = device(`busy-${opponent.id}`);
    for (const d of [gone, lost, busy]) await subscribe(opponent, d);
    answers.set(gone.path, 410);
    answers.set(lost.path, 404);
    answers.set(busy.path, 503);
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    await deliver();
    const left = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, opponent.id));
    expect(left.map((r) => r.endpoint)).toEqual([busy.json.endpoint]);
    const [queued] = await ctx.database.db
      .select()
      .from(pushQueue)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
      .where(eq(pushSubscriptions.userId, opponent.id));
    expect(queued?.push_queue.attempts).toBe(1);
    expect(queued?.push_queue.lastError).toMatch(/503/);
    expect(queued && queued.push_queue.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a device that signs in as someone else moves to them', async () => {
    const [first, second] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const shared = device(`shared-${first.id}`);
    await subscribe(first, shared);
    expect((await subscribe(second, shared)).devices).toBe(1);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/push/preferences',
      headers: bearer(first.token),
    });
    expect(settings.json().devices).toBe(0);
  });
});

describe('tournament match ready', () => {
  it('tells both players of each match that became playable, once, on the devices that want it', async () => {
    const admin = await buildAdmin(ctx);
    const players: TestUser[] = [];
    for (let i = 0; i < 8; i++) players.push(await buildUser(ctx.app));
    const devices = players.map((p) => device(`t-${p.id}`));
    for (const [i, p] of players.entries()) await subscribe(p, devices[i] as ReturnType<typeof device>);
    const quiet = players[7] as TestUser;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(quiet.token),
      payload: { acceptRequest: true, decided: true, achievement: true, tournamentMatch: false, corrections: true },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles/tournaments',
      headers: bearer(admin.token),
      payload: { tournamentName: 'Push Cup', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
    });
    const id = (created.json() as { id: string }).id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/tournaments/${id}/players`,
      headers: bearer(admin.token),
      payload: players.map((p) => p.id),
    });
    const seeded = await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/tournaments/${id}/seed`,
      headers: bearer(admin.token),
    });
    expect(seeded.statusCode, seeded.body).toBeLessThan(300);

    expect(await queueReadyTournamentMatches(ctx.database.db)).toBe(4);
    expect(await queueReadyTournamentMatches(ctx.database.db)).toBe(0);
    received.length = 0;
    await deliver();
    for (const [i, d] of devices.entries()) {
      const got = received.filter((r) => r.path === d.path).map((r) => decrypt(r, d));
      if (players[i] === quiet) expect(got).toEqual([]);
      else
        expect(got).toEqual([
          {
            title: 'Tournament match ready',
            body: 'Your match in Push Cup can be played now',
            url: `/singles/tournament/${id}`,
            tag: `TOURNAMENT_MATCH:/singles/tournament/${id}`,
          },
        ]);
    }
  });
});

describe('VAPID keys', () => {
  it('come from the configuration, or are made once in the data directory and kept', () => {
    const dir = tempDir();
    const config = { ...testConfig({ DATA_DIR: dir }), vapidKeys: undefined };
    const made = vapidKeysOf(config);
    expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf(config)).toEqual(made);
    expect(vapidKeysOf(testConfig())).toEqual(testConfig().vapidKeys);
    expect(() => testConfig({ VAPID_PRIVATE_KEY: '', VAPID_PUBLIC_KEY: made.publicKey })).toThrow(/together/);
  });
});
