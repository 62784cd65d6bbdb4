/**
 * Property-based fuzzing of every API route, driven by the route table and the OpenAPI schemas: malformed,
 * oversized, wrongly typed, boundary and hostile values; every content type the server parses (JSON, urlencoded,
 * multipart), well-formed and malformed, no body and a wrong one; every text field at the body limit. Never a 5xx;
 * every refusal is `{ error, code }` (a known error code) with a 4xx and leaves the database exactly as it was.
 */
import fc from 'fast-check';
import { isErrorCode } from '@caps/domain';
import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { databaseDigest } from './support/digest.ts';
import { decide, postGame, soloBody } from './support/games.ts';
import { recordFigure } from './support/figures.ts';

const ctx = useTestApp();

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

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

const hostileScalar = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
);

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
        {
          weight: 4,
          arbitrary: fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, ids, depth + 1)])), {
            requiredKeys: [],
          }),
        },
        { weight: 1, arbitrary: hostileValue },
      );
    }
    case 'array':
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: 5 }) },
        { weight: 1, arbitrary: hostileValue },
      );
    case 'string':
      return fc.oneof(
        fc.constantFrom(...ids),
        fc.uuid(),
        fc.string({ maxLength: 20 }),
        fc.emailAddress(),
        fc.constantFrom(...HOSTILE_STRINGS),
        hostileValue,
      );
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constantFrom(...HOSTILE_NUMBERS), hostileValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), hostileValue);
    default:
      return hostileValue;
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

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
      const bodySchema =
        op?.requestBody?.content?.['application/json']?.schema ??
        op?.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      const isForm = !op?.requestBody?.content?.['application/json'] && Boolean(op?.requestBody);

      const request = fc.record({
        path: fc.record(
          Object.fromEntries(
            pathParams.map((p) => [
              p.name,
              fc.oneof(
                fc.constantFrom(...ids),
                fc.uuid(),
                fc.constantFrom(...HOSTILE_STRINGS).filter((s) => s.length > 0),
              ),
            ]),
          ),
        ),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema, ids)])), {
          requiredKeys: [],
        }),
        body: bodySchema ? valueFor(bodySchema, ids) : fc.option(hostileValue),
        token: fc.constantFrom(0, 1, 2),
      });

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(r.path[name])));
          const search = new URLSearchParams(
            Object.entries(r.query).map(([k, v]): [string, string] => [k, asText(v)]),
          ).toString();
          const who = tokens[r.token];
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${url}${search ? `?${search}` : ''}`,
            headers: {
              ...(who ? bearer(who.token) : {}),
              ...(hasBody ? { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
            },
            ...(hasBody
              ? {
                  payload: isForm
                    ? new URLSearchParams(
                        Object.entries(typeof r.body === 'object' && r.body ? r.body : {}).map(
                          ([k, v]): [string, string] => [k, asText(v)],
                        ),
                      ).toString()
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
            const body = res.json() as { error?: unknown; code?: unknown };
            if (typeof body.error !== 'string' || body.error.length === 0) failures.push(`no error text: ${label}`);
            if (!isErrorCode(body.code)) failures.push(`no error code: ${label}`);
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

/** apps/server/src/app.ts bodyLimit. */
const BODY_LIMIT = 256 * 1024;
/** The longest query a real request can carry (Node's default header limit is 16 KiB for the whole head). */
const QUERY_LIMIT = 15 * 1024;
/** Text of any length that is also the worst case of an email-like pattern (issue 20 item 1). */
const filler = (length: number) => `a@${'.'.repeat(Math.max(0, length - 3))} `;

type Body = { contentType?: string; payload?: string | Buffer; name: string };
const READ_BODIES = ['JSON malformed', 'multipart without boundary', 'multipart never closed', 'unknown content type'];

/** A multipart form of the given fields, with boundary `b`. */
function multipartForm(fields: Record<string, string>, end = '--b--\r\n'): string {
  return (
    Object.entries(fields)
      .map(([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + end
  );
}

/** Every kind of body a client could send, well-formed or not, with fields named as the route expects. */
function bodiesFor(fieldNames: string[]): Body[] {
  const fields = Object.fromEntries(fieldNames.map((k) => [k, 'x']));
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  const multipart = 'multipart/form-data; boundary=b';
  return [
    { name: 'no body', contentType: undefined, payload: undefined },
    { name: 'JSON object', contentType: json, payload: JSON.stringify(fields) },
    { name: 'JSON malformed', contentType: json, payload: '{"a": ' },
    { name: 'JSON empty', contentType: json, payload: '' },
    { name: 'JSON scalar', contentType: json, payload: '"text"' },
    { name: 'JSON nested deep', contentType: json, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    {
      name: 'JSON prototype key',
      contentType: json,
      payload: '{"__proto__": {"role": "ADMIN"}, "constructor": {"prototype": {}}}',
    },
    {
      name: 'JSON not UTF-8',
      contentType: json,
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    },
    {
      name: 'JSON over the limit',
      contentType: json,
      payload: JSON.stringify({ ...fields, padding: 'x'.repeat(BODY_LIMIT) }),
    },
    { name: 'urlencoded', contentType: form, payload: new URLSearchParams(fields).toString() },
    { name: 'urlencoded malformed', contentType: form, payload: '%zz=%&&=&a[b]=c&%E0%A4%A=1' },
    { name: 'urlencoded over its limit', contentType: form, payload: `a=${'x'.repeat(20 * 1024)}` },
    { name: 'multipart', contentType: multipart, payload: multipartForm(fields) },
    { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x' },
    {
      name: 'multipart never closed',
      contentType: multipart,
      payload: multipartForm(fields, '--b\r\nContent-Disposition: form-data; name="z"\r\n\r\nnever'),
    },
    { name: 'multipart garbage', contentType: multipart, payload: 'garbage\r\n--b' },
    {
      name: 'multipart with a file',
      contentType: multipart,
      payload: multipartForm(
        {},
        '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nfile\r\n--b--\r\n',
      ),
    },
    {
      name: 'multipart field over its limit',
      contentType: multipart,
      payload: multipartForm({ [fieldNames[0] ?? 'a']: 'x'.repeat(5000) }),
    },
    {
      name: 'multipart too many fields',
      contentType: multipart,
      payload: multipartForm(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x']))),
    },
    { name: 'wrong content type', contentType: 'text/plain', payload: 'hello' },
    { name: 'unknown content type', contentType: 'application/x-unknown', payload: '<a/>' },
    { name: 'malformed content type', contentType: ';;;=', payload: '{}' },
  ];
}

/** Paths (as key lists) of the string fields of an object schema, one level of nesting deep. */
function textFields(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  const object = schema?.anyOf?.find((v) => v.properties) ?? schema?.oneOf?.find((v) => v.properties) ?? schema;
  if (!object?.properties || prefix.length > 1) return [];
  return Object.entries(object.properties).flatMap(([key, value]) => {
    const types = [value.type, ...(value.anyOf ?? []).map((v) => v.type)].flat();
    return [...(types.includes('string') ? [[...prefix, key]] : []), ...textFields(value, [...prefix, key])];
  });
}

/** A JSON body of exactly the body limit, whose field at `fieldPath` holds the filler. */
function bodyAtLimit(fieldPath: string[]): string {
  const build = (text: string) => fieldPath.reduceRight<unknown>((inner, key) => ({ [key]: inner }), text);
  const empty = JSON.stringify(build('')).length;
  return JSON.stringify(build(filler(BODY_LIMIT - empty)));
}

type Sent = { label: string; method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer };

describe('fuzzing every content type', () => {
  it('refuses every malformed body and every text at the limit with a 4xx, changing nothing', async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const pending = (await postGame(ctx.app, user, 'SINGLES', soloBody(user.id, other.id))).json();
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let sent = 0;
    const send = async (request: Sent): Promise<boolean> => {
      const { label, ...options } = request;
      const res = await ctx.app.inject({ ...options, method: options.method as 'GET' });
      sent++;
      const what = `${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) failures.push(what);
      if (res.statusCode < 400) return false;
      let body: { error?: unknown; code?: unknown } = {};
      try {
        body = res.json() as typeof body;
      } catch {
        body = {};
      }
      if (typeof body.error !== 'string' || body.error.length === 0) failures.push(`no error text: ${what}`);
      if (!isErrorCode(body.code)) failures.push(`no error code: ${what}`);
      return true;
    };
    /**
     * Sends a route's requests and checks that its refusals changed nothing. Most are refused, so the data is
     * compared once for the lot; where some succeeded (and may have changed data), each refusal is sent again and
     * compared on its own (a refusal changes nothing, so it can be repeated).
     */
    const sendAll = async (requests: Sent[]) => {
      const before = await databaseDigest(ctx.database.db);
      const refusals: Sent[] = [];
      let succeeded = false;
      for (const request of requests) {
        if (await send(request)) refusals.push(request);
        else succeeded = true;
      }
      if (!succeeded && (await databaseDigest(ctx.database.db)) === before) return;
      for (const request of refusals) {
        const start = await databaseDigest(ctx.database.db);
        await send(request);
        if ((await databaseDigest(ctx.database.db)) !== start)
          failures.push(`refused but changed data: ${request.label}`);
      }
    };

    for (const route of ctx.app.routeTable) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = Object.values(op?.requestBody?.content ?? {})[0]?.schema;
      // Ids that exist, so that a request gets past "not found" to the body where it can.
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'gameId' ? pending.id : name === 'id' ? other.id : user.id,
      );
      const fieldNames = Object.keys((schema?.anyOf?.find((v) => v.properties) ?? schema)?.properties ?? {});
      // A read's body is never parsed: a few kinds show that it is ignored, whatever it is.
      const bodies =
        route.method === 'GET'
          ? bodiesFor(fieldNames).filter((b) => READ_BODIES.includes(b.name))
          : bodiesFor(fieldNames);
      const requests: Sent[] = [];
      for (const [index, body] of bodies.entries()) {
        const headers: Record<string, string> =
          body.contentType === undefined ? {} : { 'content-type': body.contentType };
        const payload = body.payload === undefined ? {} : { payload: body.payload };
        requests.push({
          label: `${route.method} ${url} [${body.name}, anonymous]`,
          method: route.method,
          url,
          headers,
          ...payload,
        });
        const who = index % 2 ? admin : user;
        requests.push({
          label: `${route.method} ${url} [${body.name}, ${who === admin ? 'admin' : 'user'}]`,
          method: route.method,
          url,
          headers: { ...headers, ...bearer(who.token) },
          ...payload,
        });
      }
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const field of textFields(schema)) {
          for (const who of [user, admin]) {
            const headers = { 'content-type': 'application/json', ...bearer(who.token) };
            requests.push({
              label: `${route.method} ${url} [${field.join('.')} at the body limit]`,
              method: route.method,
              url,
              headers,
              payload: bodyAtLimit(field),
            });
          }
        }
      }
      for (const param of (op?.parameters ?? []).filter((p) => p.in === 'query')) {
        const query = `${param.name}=${encodeURIComponent(filler(QUERY_LIMIT))}`;
        requests.push({
          label: `${route.method} ${url} [query ${param.name} at the limit]`,
          method: route.method,
          url: `${url}?${query}`,
          headers: bearer(user.token),
        });
      }
      await sendAll(requests);
    }
    recordFigure('requests of every content type fuzzed', sent);
    expect(failures).toEqual([]);
  }, 600_000);
});
