/**
 * Property-based fuzzing of every API route, driven by the route table and the OpenAPI schemas: malformed,
 * oversized, wrongly typed, boundary and hostile values. Never a 5xx; every refusal is `{ error }` with a 4xx and
 * leaves the database exactly as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { databaseDigest } from './support/digest.ts';
import { decide, postGame, soloBody } from './support/games.ts';
import { recordFigure } from './support/figures.ts';

const ctx = useTestApp();

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };
type Operation = { parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'); drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '😀'.repeat(40),
  'ǅ\u202e\u200b',
  ' leading',
  '',
  ' ',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'SINGLES',
  'null',
  '-1',
  '1e309',
  'NaN',
  '{"$gt":""}',
];
const HOSTILE_NUMBERS = [-1, 0, 1, 10, 11, 21, 27, 28, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308];

const hostileScalar = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_NUMBERS), fc.boolean(), fc.constant(null), fc.string({ maxLength: 30 }), fc.integer());
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileScalar, fc.array(hostileScalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }));

/** Values shaped by the schema (often valid-looking), mixed with hostile ones. */
function valueFor(schema: JsonSchema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, ids, depth + 1)), hostileValue);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, ids, depth + 1)])), { requiredKeys: [] }) },
        { weight: 1, arbitrary: hostileValue },
      );
    }
    case 'array':
      return fc.oneof({ weight: 3, arbitrary: fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: 5 }) }, { weight: 1, arbitrary: hostileValue });
    case 'string':
      return fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.string({ maxLength: 20 }), fc.emailAddress(), fc.constantFrom(...HOSTILE_STRINGS), hostileValue);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constantFrom(...HOSTILE_NUMBERS), hostileValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), hostileValue);
    default:
      return hostileValue;
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

describe('fuzzing every route', () => {
  it('never answers 5xx and refuses without changing anything', async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const pending = (await postGame(ctx.app, user, 'SINGLES', soloBody(user.id, other.id))).json();
    const accepted = (await postGame(ctx.app, user, 'SINGLES', soloBody(user.id, other.id))).json();
    await decide(ctx.app, other, 'SINGLES', accepted.id, 'accept');
    const ids = [user.id, other.id, admin.id, pending.id, accepted.id];

    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = ctx.app.routeTable;
    expect(routes.length).toBeGreaterThan(20);
    const tokens: Array<TestUser | undefined> = [undefined, user, admin];
    const failures: string[] = [];

    let digest = await databaseDigest(ctx.database.db);
    let sent = 0;
    let refused = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      const params = op?.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema ?? op?.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      const isForm = !op?.requestBody?.content?.['application/json'] && Boolean(op?.requestBody);

      const request = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.constantFrom(...HOSTILE_STRINGS).filter((s) => s.length > 0))]))),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema, ids)])), { requiredKeys: [] }),
        body: bodySchema ? valueFor(bodySchema, ids) : fc.option(hostileValue),
        token: fc.constantFrom(0, 1, 2),
      });

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(r.path[name])));
          const search = new URLSearchParams(Object.entries(r.query).map(([k, v]): [string, string] => [k, asText(v)])).toString();
          const who = tokens[r.token];
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${url}${search ? `?${search}` : ''}`,
            headers: { ...(who ? bearer(who.token) : {}), ...(hasBody ? { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' } : {}) },
            ...(hasBody
              ? {
                  payload: isForm
                    ? new URLSearchParams(Object.entries(typeof r.body === 'object' && r.body ? r.body : {}).map(([k, v]): [string, string] => [k, asText(v)])).toString()
                    : JSON.stringify(r.body ?? null),
                }
              : {}),
          });
          const label = `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 200)} (request ${JSON.stringify(r).slice(0, 300)})`;
          if (res.statusCode >= 500) failures.push(label);
          sent++;
          if (res.statusCode >= 400) refused++;
          const after = await databaseDigest(ctx.database.db);
          if (res.statusCode >= 400) {
            const body = res.json() as { error?: unknown };
            if (typeof body.error !== 'string' || body.error.length === 0) failures.push(`no error text: ${label}`);
            if (after !== digest) failures.push(`refused but changed data: ${label}`);
          }
          digest = after; // a success may change data; the next refusal is compared with this state
        }),
        { numRuns: 15, seed: 20261121 },
      );
    }
    recordFigure('routes fuzzed', routes.length);
    recordFigure('requests fuzzed', sent);
    recordFigure('refused requests checked for unchanged data', refused);
    expect(failures).toEqual([]);
  }, 600_000);
});
