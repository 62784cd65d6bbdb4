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
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/dashboard/posts']).toBeDefined();
  });

  it('rejects malformed JSON with 400 and a readable error', async () => {
    const admin = await buildAdmin(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: '{"title": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not valid JSON/);
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
    expect(res.json()).toEqual({ error: 'The request body is too large' });
  });
});

describe('news feed', () => {
  it('lists posts newest first to everyone', async () => {
    const admin = await buildAdmin(ctx);
    for (const title of ['First', 'Second']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', headers: bearer(admin.token), payload: { title, description: 'Body', signature: 'Admin' } });
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
    const asUser = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', headers: bearer(user.token), payload: body });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: 'You are not allowed to do this' });

    const created = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', headers: bearer(admin.token), payload: body });
    const id = created.json().id;
    const edited = await ctx.app.inject({ method: 'PUT', url: `/api/dashboard/posts/${id}`, headers: bearer(admin.token), payload: { ...body, title: 'Edited' } });
    expect(edited.json().title).toBe('Edited');
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/dashboard/posts/${id}`, headers: bearer(user.token), payload: body })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(admin.token) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/dashboard/posts/${id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' });
    expect(list.json().some((p: { id: string }) => p.id === id)).toBe(false);
  });

  it('validates posts with clear messages and changes nothing', async () => {
    const admin = await buildAdmin(ctx);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json().length;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/posts', headers: bearer(admin.token), payload: { title: '   ', description: 'D', signature: 'S' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Title is required');
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/dashboard/posts/not-a-uuid', headers: bearer(admin.token), payload: { title: 'a', description: 'D', signature: 'S' } });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json().length).toBe(before);
  });

  it('ignores a bad token on a public route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts', headers: bearer('garbage.token.here') });
    expect(res.statusCode).toBe(200);
  });
});
