/**
 * The authorization matrix: every API route has an access rule here, and the test checks it for a visitor, an
 * unrelated signed-in user, the resource's owner or participant, an admin and the owning admin. A route missing from
 * the table fails the test, so a new route cannot escape it. Broken tokens are refused on every protected route.
 */
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { bearer, buildAdmin, buildUser, login, useTestApp, type TestUser } from './support/app.ts';
import { postGame, soloBody } from './support/games.ts';
import { recordFigure } from './support/figures.ts';

const ctx = useTestApp();

/**
 * public: everyone; signed-in: any signed-in account; player: USER role only (admins do not play);
 * admin: any ADMIN; owner: the resource's owner or participant only (not others, not admins);
 * owning-admin: the ADMIN who owns the tournament only.
 */
type Access = 'public' | 'signed-in' | 'player' | 'admin' | 'owner' | 'owning-admin';

const SOLO = ['singles', 'easy', 'unranked'];
const ALL_TYPES = [...SOLO, 'doubles'];

function table(): Record<string, Access> {
  const t: Record<string, Access> = {
    'GET /api/health': 'public',
    'GET /api/health/live': 'public',
    'GET /api/dashboard/posts': 'public',
    'POST /api/dashboard/posts': 'admin',
    'PUT /api/dashboard/posts/:id': 'admin',
    'DELETE /api/dashboard/posts/:id': 'admin',
    'GET /api/seasons': 'public',
    'POST /api/seasons': 'admin',
    'PUT /api/seasons/:id': 'admin',
    'POST /api/login': 'public',
    'POST /api/refresh': 'public',
    'POST /api/logout': 'public',
    'POST /api/users': 'public',
    'POST /api/users/resetPassword': 'public',
    'POST /api/users/updatePassword': 'public',
    'POST /api/users/changePassword': 'signed-in',
    'GET /api/users/:id': 'public',
    'PUT /api/users/:id': 'owner',
    'GET /api/acceptance': 'signed-in',
    'GET /api/dashboard/games': 'public',
    'GET /api/games/user/:id': 'public',
    'GET /api/games/user/:id/:gameType': 'public',
    'GET /api/notifications': 'signed-in',
    'PUT /api/notifications/seen/:id': 'owner',
    'GET /api/users': 'public',
    'GET /api/users/search': 'signed-in',
    'GET /api/users/:id/full': 'public',
    'GET /api/users/:id/plots': 'public',
    'GET /api/games/user/:id/:gameType/comparison/:opponentId': 'public',
    'GET /api/search': 'public',
    'POST /api/teams': 'player',
    'PUT /api/teams/:id': 'owner',
    'DELETE /api/teams/:id': 'owner',
    'GET /api/teams': 'public',
    'GET /api/teams/search': 'signed-in',
    'GET /api/teams/:userId': 'owner',
    'GET /api/teams/name/:id': 'public',
    'GET /api/teams/name/:id/full': 'public',
    'GET /api/tournaments': 'public',
    'GET /api/tournaments/open': 'public',
    'GET /api/admin/disputes': 'admin',
    'POST /api/admin/disputes/:id/dismiss': 'admin',
    'POST /api/doubles/correct/:gameId': 'admin',
    // Without Accept: text/event-stream the stream answers 406 at once (events.test.ts opens real streams).
    'GET /api/events': 'public',
    'POST /api/events/ticket': 'signed-in',
    'GET /api/push/key': 'public',
    'POST /api/push/subscriptions': 'signed-in',
    'POST /api/push/subscriptions/remove': 'signed-in',
    'GET /api/push/preferences': 'signed-in',
    'PUT /api/push/preferences': 'signed-in',
    'POST /api/live-games': 'player',
    'POST /api/live-games/:id/events': 'owner',
    'POST /api/live-games/:id/end': 'owner',
    'GET /api/live-games': 'public',
    'GET /api/live-games/:id': 'public',
  };
  for (const type of ALL_TYPES) {
    t[`GET /api/${type}`] = 'public';
    t[`POST /api/${type}`] = 'player';
    t[`GET /api/${type}/stake`] = 'public';
    t[`GET /api/${type}/:gameId`] = 'public';
    t[`POST /api/${type}/accept/:gameId`] = 'owner';
    t[`POST /api/${type}/reject/:gameId`] = 'owner';
    t[`POST /api/${type}/withdraw/:gameId`] = 'owner'; // the poster only
    t[`POST /api/${type}/dispute/:gameId`] = 'owner'; // a player of the game only
    t[`POST /api/${type}/void/:gameId`] = 'admin';
    t[`GET /api/${type}/:gameId/audit`] = 'public';
    t[`GET /api/${type}/:gameId/actions`] = 'signed-in';
    if (type !== 'doubles') t[`POST /api/${type}/correct/:gameId`] = 'admin';
    const base = `/api/${type}/tournaments`;
    t[`POST ${base}`] = 'admin';
    t[`GET ${base}`] = 'public';
    t[`GET ${base}/:id`] = 'public';
    t[`GET ${base}/:id/actions`] = 'signed-in';
    t[`DELETE ${base}/:id`] = 'owning-admin';
    t[`GET ${base}/:id/candidates`] = 'owning-admin';
    t[`POST ${base}/:id/players`] = 'owning-admin';
    t[`POST ${base}/:id/setSeed`] = 'owning-admin';
    t[`POST ${base}/:id/seed`] = 'owning-admin';
    t[`POST ${base}/:id/entry/:entryId`] = 'owning-admin';
    t[`POST ${base}/:id/entry/:entryId/skip`] = 'owning-admin';
    t[`GET ${base}/:id/entry/:entryId/reopen-preview`] = 'owning-admin';
    t[`POST ${base}/:id/entry/:entryId/reopen`] = 'owning-admin';
    // Self-service (issue 27): players register, withdraw and check in; only a competitor of the entry reports it.
    t[`PUT ${base}/:id/settings`] = 'owning-admin';
    t[`POST ${base}/:id/check-in/open`] = 'owning-admin';
    t[`PUT ${base}/:id/entry/:entryId/settings`] = 'owning-admin';
    t[`POST ${base}/:id/register`] = 'player';
    t[`DELETE ${base}/:id/register`] = 'player';
    t[`POST ${base}/:id/check-in`] = 'player';
    t[`POST ${base}/:id/entry/:entryId/report`] = 'owner';
  }
  return t;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** The live games made as fixtures and not ended yet. */
const fixtureLiveGames: string[] = [];
const TYPE_OF_PATH: Record<string, 'SINGLES' | 'EASY_CAPS' | 'UNRANKED'> = {
  singles: 'SINGLES',
  easy: 'EASY_CAPS',
  unranked: 'UNRANKED',
};

type People = {
  stranger: TestUser;
  poster: TestUser;
  opponent: TestUser;
  partner: TestUser;
  rival: TestUser;
  admin: TestUser;
  owningAdmin: TestUser;
};
type Prepared = { url: string; body?: unknown; owner?: TestUser };

/** Builds a valid request for the route with fresh resources, so every caller meets the access check, not a 400. */
async function prepare(key: string, p: People): Promise<Prepared> {
  const [, pattern = ''] = key.split(' ');
  const segment = pattern.split('/')[2] ?? '';
  const inject = async (method: 'POST' | 'GET', url: string, who: TestUser, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 400) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const team = async (a: TestUser, b: TestUser) =>
    (
      await inject('POST', '/api/teams', a, {
        name: `Team ${Math.random().toString(36).slice(2, 8)}`,
        players: [a.id, b.id],
      })
    ).id as string;
  const doublesBody = (t1: string, t2: string) => ({
    gameMode: 'SUDDEN_DEATH',
    team1: t1,
    team2: t2,
    team1Players: [p.poster.id, p.partner.id],
    team2Players: [p.opponent.id, p.rival.id],
    team1Score: 11,
    team2Score: 5,
    playerStatsDtos: [
      { playerId: p.poster.id, score: 6, sinks: 7 },
      { playerId: p.partner.id, score: 5, sinks: 6 },
      { playerId: p.opponent.id, score: 3, sinks: 4 },
      { playerId: p.rival.id, score: 2, sinks: 3 },
    ],
    gameEventList: [],
  });
  const tournament = async (type: string) => {
    const tournamentType = 'SINGLE_ELIMINATION';
    return (
      await inject('POST', `/api/${type}/tournaments`, p.owningAdmin, {
        tournamentName: 'Matrix Cup',
        tournamentType,
        seedType: 'RANDOM',
        size: 'RO_8',
      })
    ).id as string;
  };

  // Games to withdraw (pending, posted by the poster), dispute, void or correct (accepted), read or ask about.
  if (
    /^\/api\/(singles|easy|unranked|doubles)\/(withdraw|dispute|void|correct)\/:gameId$|^\/api\/(singles|easy|unranked|doubles)\/:gameId\/(audit|actions)$/.test(
      pattern,
    )
  ) {
    const action = pattern.split('/')[3] === ':gameId' ? (pattern.split('/')[4] ?? '') : (pattern.split('/')[3] ?? '');
    const pending = action === 'withdraw';
    const body =
      segment === 'doubles'
        ? doublesBody(await team(p.poster, p.partner), await team(p.opponent, p.rival))
        : soloBody(p.poster.id, p.opponent.id);
    const type = TYPE_OF_PATH[segment] ?? 'SINGLES';
    const game =
      segment === 'doubles'
        ? await inject('POST', '/api/doubles', p.poster, body)
        : (await postGame(ctx.app, p.poster, type, body as ReturnType<typeof soloBody>)).json();
    if (!pending) await inject('POST', `/api/${segment}/accept/${game.id}`, p.opponent);
    const url = pattern.replace(':gameId', game.id);
    if (action === 'withdraw') return { url, owner: p.poster };
    // The matrix reports many games by one player: each report starts their daily count afresh (disputes.test.ts tests the limit).
    if (action === 'dispute') {
      await ctx.app.appContext.rateCounter.forget(`disputes|${p.opponent.id}`);
      return { url, body: { reason: 'The score was wrong' }, owner: p.opponent };
    }
    if (action === 'void') return { url, body: { reason: 'Posted by mistake' } };
    if (action === 'correct') return { url, body: { ...body, reason: 'Scores fixed' } };
    return { url };
  }
  if (/^\/api\/(singles|easy|unranked|doubles)\/(accept|reject)\/:gameId$/.test(pattern)) {
    if (segment === 'doubles') {
      const game = await inject(
        'POST',
        '/api/doubles',
        p.poster,
        doublesBody(await team(p.poster, p.partner), await team(p.opponent, p.rival)),
      );
      return { url: pattern.replace(':gameId', game.id), owner: p.opponent };
    }
    const type = TYPE_OF_PATH[segment] ?? 'SINGLES';
    const game = (await postGame(ctx.app, p.poster, type, soloBody(p.poster.id, p.opponent.id))).json();
    return { url: pattern.replace(':gameId', game.id), owner: p.opponent };
  }
  if (pattern.endsWith('/entry/:entryId/report')) {
    // A seeded tournament of the poster and the opponent (doubles: their teams): its one playable entry is theirs.
    const doubles = segment === 'doubles';
    const [t1, t2] = doubles
      ? [await team(p.poster, p.partner), await team(p.opponent, p.rival)]
      : [p.poster.id, p.opponent.id];
    const id = await tournament(segment);
    await inject('POST', `/api/${segment}/tournaments/${id}/players`, p.owningAdmin, [t1, t2]);
    const seeded = await inject('POST', `/api/${segment}/tournaments/${id}/seed`, p.owningAdmin);
    const entry = seeded.bracketEntries.find(
      (e: { final: boolean; player1: unknown; team1: unknown }) => !e.final && (e.player1 ?? e.team1),
    );
    return {
      url: pattern.replace(':id', id).replace(':entryId', entry.id),
      body: doubles ? doublesBody(t1, t2) : soloBody(p.poster.id, p.opponent.id),
      owner: p.poster,
    };
  }
  if (pattern.includes('/tournaments/:id')) {
    const id = await tournament(segment);
    const url = pattern.replace(':id', id).replace(':entryId', UNKNOWN);
    if (pattern.endsWith('/players')) return { url, body: [] };
    if (pattern.endsWith('/setSeed')) return { url, body: [] };
    if (pattern.endsWith('/skip')) return { url, body: { forfeitedId: p.poster.id } };
    if (pattern.endsWith('/reopen')) return { url, body: { reason: 'Wrong result' } };
    if (pattern.endsWith('/settings')) return { url, body: {} };
    if (pattern.endsWith('/:entryId')) {
      return {
        url,
        body:
          segment === 'doubles'
            ? doublesBody(UNKNOWN, '00000000-0000-4000-8000-000000000001')
            : soloBody(p.poster.id, p.opponent.id),
      };
    }
    return { url };
  }
  if (pattern.endsWith('/tournaments'))
    return {
      url: pattern,
      body: {
        tournamentName: 'Matrix Open',
        tournamentType: 'ROUND_ROBIN',
        seedType: 'ROUND_ROBIN_CIRCLE',
        size: 'RO_8',
      },
    };
  switch (key) {
    case 'POST /api/dashboard/posts':
      return { url: pattern, body: { title: 'T', description: 'D', signature: 'S' } };
    case 'PUT /api/dashboard/posts/:id':
    case 'DELETE /api/dashboard/posts/:id': {
      const post = await inject('POST', '/api/dashboard/posts', p.owningAdmin, {
        title: 'T',
        description: 'D',
        signature: 'S',
      });
      return {
        url: pattern.replace(':id', post.id),
        body: key.startsWith('PUT') ? { title: 'T2', description: 'D', signature: 'S' } : undefined,
      };
    }
    case 'POST /api/admin/disputes/:id/dismiss': {
      const game = (
        await postGame(ctx.app, p.poster, 'SINGLES', soloBody(p.poster.id, p.opponent.id, { s2: 3 }))
      ).json();
      await inject('POST', `/api/singles/accept/${game.id}`, p.opponent);
      await ctx.app.appContext.rateCounter.forget(`disputes|${p.opponent.id}`);
      const dispute = await inject('POST', `/api/singles/dispute/${game.id}`, p.opponent, {
        reason: 'The score was wrong',
      });
      return { url: pattern.replace(':id', dispute.id), body: { note: 'The score stands' } };
    }
    case 'POST /api/seasons': {
      const [current] = await inject('GET', '/api/seasons', p.stranger);
      return { url: pattern, body: { name: 'Matrix season', endsSeasonId: current.id } };
    }
    case 'PUT /api/seasons/:id': {
      const [current] = await inject('GET', '/api/seasons', p.stranger);
      return { url: pattern.replace(':id', String(current.id)), body: { name: 'Renamed season' } };
    }
    case 'POST /api/live-games':
      return { url: pattern, body: { gameMode: 'SUDDEN_DEATH' }, owner: p.poster };
    case 'POST /api/live-games/:id/events':
    case 'POST /api/live-games/:id/end':
    case 'GET /api/live-games/:id': {
      // A player has at most 3 live games going: the earlier fixtures' are ended first.
      for (const earlier of fixtureLiveGames.splice(0))
        await inject('POST', `/api/live-games/${earlier}/end`, p.poster, {});
      const { id } = await inject('POST', '/api/live-games', p.poster, { gameMode: 'SUDDEN_DEATH' });
      fixtureLiveGames.push(id as string);
      const url = pattern.replace(':id', id as string);
      if (key.endsWith('/events'))
        return {
          url,
          body: {
            seq: 1,
            from: 0,
            gameMode: 'SUDDEN_DEATH',
            events: [{ gameEvent: 'ROCK_PAPER_SCISSORS', time: '2026-11-26T10:00:00.000Z', side: 'you' }],
          },
          owner: p.poster,
        };
      return { url, body: key.endsWith('/end') ? {} : undefined, owner: p.poster };
    }
    case 'POST /api/push/subscriptions':
      return {
        url: pattern,
        body: { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'BPx', auth: 'x1' } },
      };
    case 'POST /api/push/subscriptions/remove':
      return { url: pattern, body: { endpoint: 'https://push.example.com/send/1' } };
    case 'PUT /api/push/preferences':
      return {
        url: pattern,
        body: { acceptRequest: true, decided: true, achievement: false, tournamentMatch: true, corrections: true },
      };
    case 'POST /api/users/changePassword':
      return { url: pattern, body: { oldPassword: 'any password', newPassword: 'any password' } };
    case 'PUT /api/users/:id':
      return { url: pattern.replace(':id', p.poster.id), body: { password: p.poster.password }, owner: p.poster };
    case 'PUT /api/notifications/seen/:id': {
      await postGame(ctx.app, p.poster, 'SINGLES', soloBody(p.poster.id, p.opponent.id));
      const list = await inject('GET', '/api/notifications', p.opponent);
      return { url: pattern.replace(':id', list[0].id), owner: p.opponent };
    }
    case 'POST /api/teams':
      return { url: pattern, body: { name: 'Fresh Team', players: [p.poster.id, p.partner.id] } };
    case 'PUT /api/teams/:id':
    case 'DELETE /api/teams/:id': {
      const id = await team(p.poster, p.partner);
      return {
        url: pattern.replace(':id', id),
        body: key.startsWith('PUT') ? { name: 'Renamed Team', players: [p.poster.id, p.partner.id] } : undefined,
        owner: p.poster,
      };
    }
    case 'GET /api/teams/:userId':
      return { url: pattern.replace(':userId', p.poster.id), owner: p.poster };
    case 'POST /api/singles':
    case 'POST /api/easy':
    case 'POST /api/unranked':
      return { url: pattern, body: soloBody(p.poster.id, p.opponent.id), owner: p.poster };
    case 'POST /api/doubles':
      return {
        url: pattern,
        body: doublesBody(await team(p.poster, p.partner), await team(p.opponent, p.rival)),
        owner: p.poster,
      };
    default:
      return {
        url: pattern
          .replace(':gameId', UNKNOWN)
          .replace(':userId', p.poster.id)
          .replace(':opponentId', p.opponent.id)
          .replace(':gameType', 'SINGLES')
          .replace(':id', p.poster.id),
        body: key.startsWith('POST') || key.startsWith('PUT') ? {} : undefined,
      };
  }
}

async function call(key: string, prepared: Prepared, who: TestUser | undefined) {
  const [method = 'GET'] = key.split(' ');
  return ctx.app.inject({
    method: method as 'GET',
    url: prepared.url,
    headers: who ? bearer(who.token) : {},
    ...(prepared.body === undefined ? {} : { payload: prepared.body as object }),
  });
}

const denied = (status: number) => status === 401 || status === 403;

describe('authorization matrix', () => {
  it('covers every route and holds for every kind of caller', async () => {
    const p: People = {
      stranger: await buildUser(ctx.app),
      poster: await buildUser(ctx.app),
      opponent: await buildUser(ctx.app),
      partner: await buildUser(ctx.app),
      rival: await buildUser(ctx.app),
      admin: await buildAdmin(ctx),
      owningAdmin: await buildAdmin(ctx),
    };
    const rules = table();
    const routes = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(
      routes.filter((r) => !(r in rules)),
      'routes missing from the authorization table',
    ).toEqual([]);

    const problems: string[] = [];
    let checks = 0;
    const check = async (
      key: string,
      who: TestUser | undefined,
      label: string,
      expected: 'allowed' | 401 | 403 | 404,
    ) => {
      const prepared = await prepare(key, p); // fresh resources for every caller, so one caller's change cannot hide another's check
      if (key === 'POST /api/users/changePassword' && who)
        prepared.body = { oldPassword: who.password, newPassword: who.password };
      // logout ends the caller's session: sign out a session of its own, so the caller's checks that follow still hold
      const caller =
        key === 'POST /api/logout' && who
          ? { ...who, token: (await login(ctx.app, who.username, who.password)).authToken }
          : who;
      const res = await call(key, prepared, caller ?? undefined);
      checks++;
      const ok = expected === 'allowed' ? !denied(res.statusCode) && res.statusCode < 500 : res.statusCode === expected;
      if (!ok)
        problems.push(`${key} as ${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    const owner = async (key: string) => (await prepare(key, p)).owner ?? p.poster;

    for (const key of routes) {
      switch (rules[key]) {
        case 'public':
          if (key === 'POST /api/refresh' || key === 'POST /api/login') break; // 401 there means bad credentials, not access
          await check(key, undefined, 'visitor', 'allowed');
          await check(key, p.stranger, 'user', 'allowed');
          await check(key, p.admin, 'admin', 'allowed');
          break;
        case 'signed-in':
          await check(key, undefined, 'visitor', 401);
          await check(key, p.stranger, 'user', 'allowed');
          await check(key, p.admin, 'admin', 'allowed');
          break;
        case 'player':
          await check(key, undefined, 'visitor', 401);
          await check(key, p.poster, 'user', 'allowed');
          await check(key, p.admin, 'admin', 403);
          break;
        case 'admin':
          await check(key, undefined, 'visitor', 401);
          await check(key, p.stranger, 'user', 403);
          await check(key, p.admin, 'admin', 'allowed');
          break;
        case 'owner':
          await check(key, undefined, 'visitor', 401);
          await check(key, p.stranger, 'unrelated user', key.includes('/notifications/') ? 404 : 403);
          await check(key, p.admin, 'admin', key.includes('/notifications/') ? 404 : 403);
          await check(key, await owner(key), 'owner', 'allowed');
          break;
        case 'owning-admin':
          await check(key, undefined, 'visitor', 401);
          await check(key, p.stranger, 'user', 403);
          await check(key, p.admin, 'other admin', 403);
          await check(key, p.owningAdmin, 'owning admin', 'allowed');
          break;
        default:
          problems.push(`${key}: no rule`);
      }
    }
    recordFigure('routes in the authorization matrix', routes.length);
    recordFigure('authorization checks', checks);
    expect(problems).toEqual([]);
  }, 600_000);

  it('refuses broken, foreign, expired, refresh, signed-out and stale tokens on every protected route', async () => {
    const user = await buildUser(ctx.app);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: user.id, rol: 'ADMIN', exp: now + 300, iat: now })).toString(
      'base64url',
    );
    const deleted = await buildUser(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, deleted.id));
    const signedOut = await login(ctx.app, user.username, user.password);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: signedOut.refreshToken } });
    const tokens: Record<string, string> = {
      garbage: 'not-a-token',
      'alg none': `${header}.${claims}.`,
      'other key': await new SignJWT({ rol: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('some other secret')),
      expired: await new SignJWT({ rol: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .sign(key),
      'refresh token': user.refreshToken,
      'deleted user': deleted.token,
      'changed role': await new SignJWT({ rol: 'ADMIN' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
      'no session': await new SignJWT({ typ: 'access', rol: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
      'signed out': signedOut.authToken,
    };
    const rules = table();
    const protectedRoutes = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((k) => rules[k] !== 'public');
    const problems: string[] = [];
    for (const [label, token] of Object.entries(tokens)) {
      for (const route of protectedRoutes) {
        const [method = 'GET', url = ''] = route.split(' ');
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: url.replace(/:(\w+)/g, UNKNOWN),
          headers: { authorization: `Bearer ${token}` },
          ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
        });
        if (res.statusCode !== 401) problems.push(`${route} with ${label}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    // and a good token still works after all that
    const fresh = await login(ctx.app, user.username, user.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(fresh.authToken) })).statusCode,
    ).toBe(200);
  }, 300_000);
});
