/**
 * Every refusal carries a stable code beside its English text (`{ error, code, params? }`): the throw sites name codes,
 * and representative refusals of each kind (a service, a domain schema, a game rule, a bracket refusal, the framework)
 * answer the code a client translates. See ARCHITECTURE.md, "Errors and languages".
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS, errorText } from '@caps/domain';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';
import { postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const SRC = path.resolve(import.meta.dirname, '../src');
const KNOWN = new Set<string>(ERROR_CODES);

/** The first argument of each `new <Error>(` in the server's sources, with where it is. */
function throwSites(): { where: string; argument: string }[] {
  const sites: { where: string; argument: string }[] = [];
  for (const file of (fs.readdirSync(SRC, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )) {
    const source = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const m of source.matchAll(
      /new (AppError|Invalid|Unauthorized|Forbidden|NotFound|Conflict|AlreadyPosted)\(/g,
    )) {
      let depth = 1;
      let end = (m.index ?? 0) + m[0].length;
      while (end < source.length && depth > 0) {
        const c = source[end++];
        if (c === '(' || c === '{' || c === '[') depth++;
        if (c === ')' || c === '}' || c === ']') depth--;
      }
      const args = source.slice((m.index ?? 0) + m[0].length, end - 1);
      const argument = m[1] === 'AppError' ? args.replace(/^\s*\d+\s*,\s*/, '') : args;
      sites.push({ where: `${file}:${source.slice(0, m.index).split('\n').length}`, argument });
    }
  }
  return sites;
}

describe('error codes at the throw sites', () => {
  const sites = throwSites();

  it('finds them', () => {
    expect(sites.length).toBeGreaterThan(90);
  });

  it.each(sites)('$where names a code, not an English text', ({ argument }) => {
    // A literal is a known code; no English text is written here (the catalogue words it).
    for (const [, literal] of argument.matchAll(/'([^']*)'/g))
      if (literal && /^[A-Z]/.test(literal)) expect(KNOWN.has(literal), literal).toBe(true);
    expect(argument).not.toMatch(/['"`][^'"`]*[a-z][^'"`]* [^'"`]*['"`]/);
  });
});

describe('refusals carry their code', () => {
  it('answers a service refusal, a domain schema and the framework with codes', async () => {
    const user = await buildUser(ctx.app);
    const other = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(user.token),
      payload: { username: 'whoever', password: user.password },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'You can only edit your own account', code: 'OWN_ACCOUNT_ONLY' });

    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'ab', email: 'ab@example.com', password: 'correct horse', repeatPassword: 'correct horse' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: errorText('USERNAME_TOO_SHORT', { min: LIMITS.usernameMin }),
      code: 'USERNAME_TOO_SHORT',
      params: { min: LIMITS.usernameMin },
    });

    const zodOwn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'abcdef', email: 'x@example.com', password: 'correct horse', repeatPassword: 7 },
    });
    expect(zodOwn.json()).toMatchObject({ code: 'PASSWORDS_DONT_MATCH' });

    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'You have to sign in', code: 'NOT_SIGNED_IN' });

    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    const media = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ error: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a broken game rule and a bracket refusal with codes and parameters', async () => {
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    const draw = await postGame(
      ctx.app,
      a,
      'SINGLES',
      soloBody(a.id, b.id, { s1: 11, s2: 11, k1: 11, k2: 11, mode: 'OVERTIME' }),
    );
    expect(draw.statusCode).toBe(400);
    expect(draw.json()).toEqual({ error: 'Game cannot end in a draw', code: 'GAME_DRAW' });
    const range = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id, { s1: 99 }));
    expect(range.json()).toEqual({
      error: errorText('SCORE_RANGE', { max: LIMITS.maxScoreOvertime }),
      code: 'SCORE_RANGE',
      params: { max: LIMITS.maxScoreOvertime },
    });

    const admin = await buildAdmin(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles/tournaments',
      headers: bearer(admin.token),
      payload: { tournamentName: 'Codes', tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' },
    });
    const seed = await ctx.app.inject({
      method: 'POST',
      url: `/api/singles/tournaments/${created.json().id}/seed`,
      headers: bearer(admin.token),
    });
    expect(seed.statusCode).toBe(400);
    expect(seed.json()).toEqual({
      error: 'At least 2 competitors are needed to seed',
      code: 'SEED_TOO_FEW',
      params: { min: 2 },
    });
  });
});
