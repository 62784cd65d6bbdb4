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
    'GET /api/dashboard/posts': 'public',
    'POST /api/dashboard/posts': 'admin',
    'PUT /api/dashboard/posts/:id': 'admin',
    'DELETE /api/dashboard/posts/:id': 'admin',
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
  };
  for (const type of ALL_TYPES) {
    t[`GET /api/${type}`] = 'public';
    t[`POST /api/${type}`] = 'player';
    t[`GET /api/${type}/stake`] = 'public';
    t[`GET /api/${type}/:gameId`] = 'public';
    t[`POST /api/${type}/accept/:gameId`] = 'owner';
    t[`POST /api/${type}/reject/:gameId`] = 'owner';
    const base = `/api/${type}/tournaments`;
    t[`POST ${base}`] = 'admin';
    t[`GET ${base}`] = 'public';
    t[`GET ${base}/:id`] = 'public';
    t[`DELETE ${base}/:id`] = 'owning-admin';
    t[`GET ${base}/:id/candidates`] = 'owning-admin';
    t[`POST ${base}/:id/players`] = 'owning-admin';
    t[`POST ${base}/:id/setSeed`] = 'owning-admin';
    t[`POST ${base}/:id/seed`] = 'owning-admin';
    t[`POST ${base}/:id/entry/:entryId`] = 'owning-admin';
    t[`POST ${base}/:id/entry/:entryId/skip`] = 'owning-admin';
  }
  return t;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Fixture = {
  stranger: TestUser;
  poster: TestUser;
  opponent: TestUser;
  admin: TestUser;
  owningAdmin: TestUser;
  ids: Record<string, string>;
};

/** Who "owns" each owner-route's resource in the fixture, and the path parameters to use. */
function ownerOf(key: string, f: Fixture): TestUser {
  if (key.includes('/accept/') || key.includes('/reject/') || key.includes('/notifications/')) return f.opponent;
  return f.poster;
}

function urlFor(key: string, f: Fixture): string {
  const [, pattern = ''] = key.split(' ');
  const type = pattern.split('/')[2] ?? '';
  return pattern
    .replace(':gameId', type === 'doubles' ? UNKNOWN : (f.ids.game ?? UNKNOWN))
    .replace(':entryId', UNKNOWN)
    .replace(':userId', f.poster.id)
    .replace(':opponentId', f.opponent.id)
    .replace(':gameType', 'SINGLES')
    .replace(
      ':id',
      pattern.includes('/tournaments/')
        ? (f.ids.tournament ?? UNKNOWN)
        : pattern.includes('/notifications/')
          ? (f.ids.notification ?? UNKNOWN)
          : pattern.includes('/dashboard/posts/')
            ? (f.ids.post ?? UNKNOWN)
            : pattern.includes('/teams/')
              ? (f.ids.team ?? UNKNOWN)
              : f.poster.id,
    );
}

async function call(key: string, f: Fixture, who: TestUser | undefined) {
  const [method = 'GET'] = key.split(' ');
  const hasBody = method === 'POST' || method === 'PUT';
  return ctx.app.inject({
    method: method as 'GET',
    url: urlFor(key, f),
    headers: who ? bearer(who.token) : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

const denied = (status: number) => status === 401 || status === 403;

describe('authorization matrix', () => {
  it('covers every route and holds for every kind of caller', async () => {
    const f: Fixture = {
      stranger: await buildUser(ctx.app),
      poster: await buildUser(ctx.app),
      opponent: await buildUser(ctx.app),
      admin: await buildAdmin(ctx),
      owningAdmin: await buildAdmin(ctx),
      ids: {},
    };
    f.ids.game = (await postGame(ctx.app, f.poster, 'SINGLES', soloBody(f.poster.id, f.opponent.id))).json().id;
    f.ids.notification = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(f.opponent.token) })).json()[0].id;
    f.ids.post = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json()[0]?.id ?? UNKNOWN;
    const team = await ctx.app.inject({ method: 'POST', url: '/api/teams', headers: bearer(f.poster.token), payload: { name: 'Matrix Team', players: [f.poster.id, f.opponent.id] } });
    f.ids.team = team.json().id;
    const tournament = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles/tournaments',
      headers: bearer(f.owningAdmin.token),
      payload: { tournamentName: 'Matrix Cup', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
    });
    f.ids.tournament = tournament.json().id;

    const rules = table();
    const routes = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !(r in rules)), 'routes missing from the authorization table').toEqual([]);

    const problems: string[] = [];
    const expectDenied = async (key: string, who: TestUser | undefined, label: string, status: number) => {
      const res = await call(key, f, who);
      if (res.statusCode !== status) problems.push(`${key} as ${label}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    const expectAllowed = async (key: string, who: TestUser | undefined, label: string) => {
      const res = await call(key, f, who);
      if (denied(res.statusCode)) problems.push(`${key} as ${label}: expected access, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    };

    for (const key of routes) {
      const access = rules[key];
      // logout and token routes are public on purpose; skip nothing
      switch (access) {
        case 'public':
          if (key === 'POST /api/refresh' || key === 'POST /api/login') break; // 401 there means bad credentials, not access
          await expectAllowed(key, undefined, 'visitor');
          await expectAllowed(key, f.stranger, 'user');
          await expectAllowed(key, f.admin, 'admin');
          break;
        case 'signed-in':
          await expectDenied(key, undefined, 'visitor', 401);
          await expectAllowed(key, f.stranger, 'user');
          await expectAllowed(key, f.admin, 'admin');
          break;
        case 'player':
          await expectDenied(key, undefined, 'visitor', 401);
          await expectAllowed(key, f.poster, 'user');
          await expectDenied(key, f.admin, 'admin', 403);
          break;
        case 'admin':
          await expectDenied(key, undefined, 'visitor', 401);
          await expectDenied(key, f.stranger, 'user', 403);
          await expectAllowed(key, f.admin, 'admin');
          break;
        case 'owner':
          await expectDenied(key, undefined, 'visitor', 401);
          await expectDenied(key, f.stranger, 'unrelated user', 403);
          await expectDenied(key, f.admin, 'admin', key.includes('/notifications/') ? 404 : 403);
          await expectAllowed(key, ownerOf(key, f), 'owner');
          break;
        case 'owning-admin':
          await expectDenied(key, undefined, 'visitor', 401);
          await expectDenied(key, f.stranger, 'user', 403);
          await expectDenied(key, f.admin, 'other admin', 403);
          await expectAllowed(key, f.owningAdmin, 'owning admin');
          break;
        default:
          problems.push(`${key}: no rule`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('refuses broken, foreign, expired, refresh and stale tokens on every protected route', async () => {
    const user = await buildUser(ctx.app);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: user.id, rol: 'ADMIN', exp: now + 300, iat: now })).toString('base64url');
    const deleted = await buildUser(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, deleted.id));
    const tokens: Record<string, string> = {
      garbage: 'not-a-token',
      'alg none': `${header}.${claims}.`,
      'other key': await new SignJWT({ rol: 'USER' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('some other secret')),
      expired: await new SignJWT({ rol: 'USER' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt(now - 3600).setExpirationTime(now - 60).sign(key),
      'refresh token': user.refreshToken,
      'deleted user': deleted.token,
      'changed role': await new SignJWT({ rol: 'ADMIN' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().setExpirationTime('5m').sign(key),
    };
    const rules = table();
    const protectedRoutes = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((k) => rules[k] !== 'public');
    const problems: string[] = [];
    for (const [label, token] of Object.entries(tokens)) {
      for (const route of protectedRoutes) {
        const [method = 'GET', url = ''] = route.split(' ');
        const res = await ctx.app.inject({ method: method as 'GET', url: url.replace(/:(\w+)/g, UNKNOWN), headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) });
        if (res.statusCode !== 401) problems.push(`${route} with ${label}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    // and a good token still works after all that
    const fresh = await login(ctx.app, user.username, user.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(fresh.authToken) })).statusCode).toBe(200);
  }, 300_000);
});
