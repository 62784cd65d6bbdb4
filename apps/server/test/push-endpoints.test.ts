/**
 * Where pushes may go (issue 37, items 18 and 19). An endpoint must be https and resolve to public addresses only,
 * at subscription and on every attempt, in every mode; redirects are not followed and the connection goes to the
 * address that was checked. An account keeps its 10 newest devices, and one account's slow push service delays no
 * one else's push. Local listeners stand in for internal services and push services.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@caps/domain';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/context.ts';
import { pushQueue, pushSubscriptions } from '../src/db/schema.ts';
import {
  checkedAddress,
  deliverDuePushes,
  isPublicAddress,
  webPushSender,
  type Resolver,
} from '../src/features/push/index.ts';
import { bearer, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { postGame, soloBody } from './support/games.ts';

const LOCAL = ['127.0.0.1'];
/** This app lets endpoints name the local stand-in push services (as the push tests do). */
const ctx = useTestApp({}, { pushTestAddresses: LOCAL });

type Listener = { server: http.Server; url: string; hits: string[]; pending: http.ServerResponse[] };

/** A local listener: answers `status` (or nothing at all with 'hang'), and notes every path it was asked for. */
async function listen(
  answer: number | 'hang' | ((req: http.IncomingMessage, res: http.ServerResponse) => void),
): Promise<Listener> {
  const listener = { hits: [] as string[], pending: [] as http.ServerResponse[] } as Listener;
  listener.server = http.createServer((req, res) => {
    listener.hits.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (answer === 'hang') return void listener.pending.push(res);
      if (typeof answer === 'function') return answer(req, res);
      res.statusCode = answer;
      res.end();
    });
  });
  await new Promise<void>((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
  listener.url = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
  return listener;
}
const close = (l: Listener) =>
  new Promise<void>((resolve) => {
    l.server.closeAllConnections();
    l.server.close(() => resolve());
  });

const keys = () => ({
  publicKey: ctx.config.vapidKeys?.publicKey ?? '',
  privateKey: ctx.config.vapidKeys?.privateKey ?? '',
});

function deviceAt(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

const subscribe = (app: App, user: TestUser, endpoint: string) =>
  app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user.token),
    payload: deviceAt(endpoint),
  });

/** URLs that name this server's own network, its loopback or a cloud's metadata service, in many spellings. */
const INSIDE = (port: number) => [
  `https://127.0.0.1:${port}/p`,
  `http://127.0.0.1:${port}/p`,
  `https://127.1.2.3/p`,
  `https://localhost:${port}/p`,
  `https://localhost.:${port}/p`,
  `https://0x7f000001:${port}/p`,
  `https://2130706433:${port}/p`,
  `https://0.0.0.0:${port}/p`,
  `https://[::1]:${port}/p`,
  `https://[::]:${port}/p`,
  `https://[::ffff:127.0.0.1]:${port}/p`,
  `https://[::127.0.0.1]:${port}/p`,
  `https://[64:ff9b::a9fe:a9fe]/p`,
  `https://[fe80::1]/p`,
  `https://[fd00:ec2::254]/p`,
  `https://169.254.169.254/latest/meta-data/`,
  `https://10.0.0.1/p`,
  `https://172.16.5.4/p`,
  `https://192.168.1.1/p`,
  `https://100.100.100.200/p`,
  `https://224.0.0.1/p`,
  `https://255.255.255.255/p`,
  `https://no-such-host.invalid/p`,
];

describe('push endpoints reach only public addresses', () => {
  it('judges addresses: private, loopback, link-local, metadata, shared and their IPv6 forms are not public', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const inside of [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      'ff02::1',
      '2002:7f00:1::1',
    ])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const outside of [
      '142.250.74.10',
      '8.8.8.8',
      '2a00:1450:4001:82b::200a',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ])
      expect(isPublicAddress(outside), outside).toBe(true);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('resolves a name and refuses it when any of its addresses is inside, or when it does not resolve', async () => {
    const names: Record<string, string[]> = {
      'metadata.google.internal': ['169.254.169.254'],
      '127.0.0.1.nip.io': ['127.0.0.1'],
      'db.internal': ['10.0.0.7'],
      'mixed.example': ['142.250.74.10', '10.0.0.7'],
      'v6-inside.example': ['::1'],
      'push.example': ['142.250.74.10', '2a00:1450:4001:82b::200a'],
    };
    const resolve: Resolver = async (host) => {
      const found = names[host];
      if (!found) throw new Error('ENOTFOUND');
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    for (const host of [
      'metadata.google.internal',
      '127.0.0.1.nip.io',
      'db.internal',
      'mixed.example',
      'v6-inside.example',
      'nowhere.example',
    ])
      await expect(checkedAddress(`https://${host}/p`, { resolve }), host).rejects.toThrow();
    await expect(checkedAddress('https://push.example/p', { resolve })).resolves.toEqual({
      address: '142.250.74.10',
      family: 4,
    });
    // https only, in every mode
    await expect(checkedAddress('http://push.example/p', { resolve })).rejects.toThrow();
    await expect(checkedAddress('https://user:pw@push.example/p', { resolve })).rejects.toThrow();
  });

  it('refuses every inside endpoint at subscription with one 400, whatever answers there, and never posts to it', async () => {
    // An app as deployed: no test addresses.
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await app.ready();
    const answersGone = await listen(410);
    const user = await buildUser(app);
    try {
      const port = Number(new URL(answersGone.url).port);
      const answers = new Set<string>();
      for (const endpoint of INSIDE(port)) {
        const res = await subscribe(app, user, endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        answers.add(res.body);
      }
      // One answer for a listener that answers, a port nobody listens on and a name that does not resolve.
      expect(answers.size).toBe(1);
      expect(answersGone.hits).toEqual([]);
      const settings = await app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user.token) });
      expect(settings.json().devices).toBe(0);
    } finally {
      await close(answersGone);
      await app.close();
    }
  });

  it('a stored inside endpoint is never posted to: the push fails and waits, the device stays', async () => {
    const inside = await listen(410);
    try {
      const [poster, opponent] = [await buildUser(ctx.app), await buildUser(ctx.app)];
      // As stored before the check existed (or by a name that now answers an inside address).
      await ctx.database.db
        .insert(pushSubscriptions)
        .values({ userId: opponent.id, ...deviceAt(`${inside.url}/old`).keys, endpoint: `${inside.url}/old` });
      await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
      await deliverDuePushes(ctx.database.db, webPushSender(keys(), ctx.config.vapidSubject)); // the sender as deployed
      expect(inside.hits).toEqual([]);
      const [device] = await ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, opponent.id));
      expect(device).toBeDefined();
      const [queued] = await ctx.database.db
        .select()
        .from(pushQueue)
        .where(eq(pushQueue.subscriptionId, device?.id ?? ''));
      expect(queued?.attempts).toBe(1);
      expect(queued?.lastError).toMatch(/https/);
    } finally {
      await close(inside);
    }
  });

  it('does not follow a redirect', async () => {
    const inside = await listen(201);
    const redirecting = await listen((_req, res) => {
      res.writeHead(307, { location: `${inside.url}/metadata` });
      res.end();
    });
    try {
      const send = webPushSender(keys(), ctx.config.vapidSubject, { testAddresses: LOCAL });
      expect(await send(deviceAt(`${redirecting.url}/p`), { title: 't', body: 'b', url: '/', tag: 'x' })).toBe(307);
      expect(redirecting.hits).toEqual(['/p']);
      expect(inside.hits).toEqual([]);
    } finally {
      await close(inside);
      await close(redirecting);
    }
  });

  it('connects to the address it checked, without resolving the name again', async () => {
    const service = await listen(201);
    try {
      let lookups = 0;
      const resolve: Resolver = async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      };
      const send = webPushSender(keys(), ctx.config.vapidSubject, { testAddresses: LOCAL, resolve });
      // `push.test` exists for no resolver but the checked one: the post reaches the service only through the pinned address.
      const status = await send(deviceAt(`http://push.test:${new URL(service.url).port}/p`), {
        title: 't',
        body: 'b',
        url: '/',
        tag: 'x',
      });
      expect(status).toBe(201);
      expect(lookups).toBe(1);
      expect(service.hits).toEqual(['/p']);
    } finally {
      await close(service);
    }
  });
});

describe('devices per account and fair delivery', () => {
  let service: Listener;
  let silent: Listener;
  beforeAll(async () => {
    service = await listen(201);
    silent = await listen('hang');
  });
  afterAll(async () => {
    await close(service);
    await close(silent);
  });

  it(`keeps an account's ${LIMITS.pushDevices} newest devices: subscribing another drops the oldest`, async () => {
    const user = await buildUser(ctx.app);
    for (let i = 1; i <= LIMITS.pushDevices + 2; i++)
      expect((await subscribe(ctx.app, user, `${service.url}/dev/${user.id}/${i}`)).statusCode).toBe(200);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user.token) });
    expect(settings.json().devices).toBe(LIMITS.pushDevices);
    const kept = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((d) => d.endpoint).sort()).not.toContain(`${service.url}/dev/${user.id}/1`);
    expect(kept.map((d) => d.endpoint)).not.toContain(`${service.url}/dev/${user.id}/2`);
    // Subscribing a kept device again makes it the newest: it outlives the next new one.
    await subscribe(ctx.app, user, `${service.url}/dev/${user.id}/3`);
    await subscribe(ctx.app, user, `${service.url}/dev/${user.id}/13`);
    const after = (
      await ctx.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
    ).map((d) => d.endpoint);
    expect(after).toContain(`${service.url}/dev/${user.id}/3`);
    expect(after).not.toContain(`${service.url}/dev/${user.id}/4`);
  });

  it("delivers another player's push while one account's pushes wait on a host that never answers", async () => {
    const [flooder, poster, other] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    for (let i = 0; i < LIMITS.pushDevices; i++)
      expect((await subscribe(ctx.app, flooder, `${silent.url}/slow/${i}`)).statusCode).toBe(200);
    // Six notifications for the flooder: 60 pushes queued before the other player's one.
    for (let i = 0; i < 6; i++) await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, flooder.id));
    expect((await subscribe(ctx.app, other, `${service.url}/other/${other.id}`)).statusCode).toBe(200);
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, other.id));

    const heard = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (service.hits.includes(`/other/${other.id}`)) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    let finished = false;
    const run = deliverDuePushes(
      ctx.database.db,
      webPushSender(keys(), ctx.config.vapidSubject, { testAddresses: LOCAL }),
    ).then((n) => {
      finished = true;
      return n;
    });
    await heard;
    // The other player's push went out while the slow host still holds the flooder's.
    expect(finished).toBe(false);
    expect(silent.hits.length).toBeGreaterThan(0);
    expect(silent.hits.length).toBeLessThanOrEqual(LIMITS.pushDevices);
    await close(silent); // what still waits fails now
    expect(await run).toBe(1);
  });
});
