import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';

const ctx = useTestApp();

describe('platform', () => {
  it('reports health and the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers a malformed or overlong URL like any other refusal: security headers and { error }', async () => {
    for (const [method, url, status] of [
      ['GET', '/%c0%ae', 400],
      ['POST', '/%c0%ae', 400],
      ['GET', '/api/%c0', 400],
      ['GET', '/api/users/%E0%A4%A', 400],
      ['PUT', '/api/users/%E0%A4%A', 400],
      ['GET', `/api/users/${'a'.repeat(300)}`, 414],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'error']);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('marks private answers no-store and leaves public reads cacheable', async () => {
    const user = await buildUser(ctx.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const privateAnswers = [
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) }),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(user.token),
        payload: { password: user.password },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: form,
        payload: new URLSearchParams({ username: user.username, password: user.password }).toString(),
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: form,
        payload: new URLSearchParams({ refreshToken: user.refreshToken }).toString(),
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/notifications' }),
    ];
    for (const res of privateAnswers)
      expect([res.statusCode, res.headers['cache-control']]).toEqual([res.statusCode, 'no-store']);
    expect(privateAnswers.slice(0, 4).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const publicRead = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/dashboard/posts']).toBeDefined();
  });

  it('rejects malformed JSON with 400 and a readable error', async () => {
    const admin = await buildAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not valid JSON/);
  });

  it('refuses malformed multipart forms with a 4xx, before authentication and on sign-in', async () => {
    const form = (boundary: string, body: string) => ({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    const field = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases = [
      { method: 'POST', url: '/api/teams', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      { method: 'PUT', url: '/api/teams/x', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      {
        method: 'POST',
        url: '/api/login',
        ...form(
          'b',
          `${field('username', 'bob')}--b\r\nContent-Disposition: form-data; name="password"\r\n\r\nnever closed`,
        ),
      },
      {
        method: 'POST',
        url: '/api/login',
        ...form(
          'b',
          `${field('username', 'bob')}--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nfile\r\n--b--\r\n`,
        ),
      },
      { method: 'POST', url: '/api/login', ...form('b', `${field('username', 'x'.repeat(5000))}--b--\r\n`) },
      { method: 'POST', url: '/api/login', ...form('b', `${field('__proto__', 'x')}--b--\r\n`) },
      { method: 'POST', url: '/api/login', ...form('b', 'garbage') },
    ] as const;
    for (const c of cases) {
      const res = await ctx.app.inject(c);
      expect(res.statusCode, `${c.url} ${c.payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().error).toBe('string');
    }
    // A well-formed form still signs in.
    const user = await buildUser(ctx.app);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form('b', `${field('username', user.username)}${field('password', user.password)}--b--\r\n`),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('rejects an oversized body with 413', async () => {
    const admin = await buildAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', signature: 'y', description: 'z'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large', code: 'BODY_TOO_LARGE' });
  });
});

describe('news feed', () => {
  it('lists posts newest first to everyone', async () => {
    const admin = await buildAdmin(ctx);
    for (const title of ['First', 'Second']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/posts',
        headers: bearer(admin.token),
        payload: { title, description: 'Body', signature: 'Admin' },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((p: { title: string }) => p.title);
    expect(titles.indexOf('Second')).toBeLessThan(titles.indexOf('First'));
  });

  it('lets only admins create, edit and delete posts', async () => {
    const admin = await buildAdmin(ctx);
    const user = await buildUser(ctx.app);
    const body = { title: 'T', description: 'D', signature: 'S' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', payload: body })).statusCode).toBe(401);
    const asUser = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: bearer(user.token),
      payload: body,
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: 'You are not allowed to do this', code: 'FORBIDDEN' });

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: bearer(admin.token),
      payload: body,
    });
    const id = created.json().id;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/posts/${id}`,
      headers: bearer(admin.token),
      payload: { ...body, title: 'Edited' },
    });
    expect(edited.json().title).toBe('Edited');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/dashboard/posts/${id}`,
          headers: bearer(user.token),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(user.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' });
    expect(list.json().some((p: { id: string }) => p.id === id)).toBe(false);
  });

  it('validates posts with clear messages and changes nothing', async () => {
    const admin = await buildAdmin(ctx);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json().length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: bearer(admin.token),
      payload: { title: '   ', description: 'D', signature: 'S' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Title is required');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/posts/not-a-uuid',
      headers: bearer(admin.token),
      payload: { title: 'a', description: 'D', signature: 'S' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json().length).toBe(before);
  });

  it('ignores a bad token on a public route', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/posts',
      headers: bearer('garbage.token.here'),
    });
    expect(res.statusCode).toBe(200);
  });
});
