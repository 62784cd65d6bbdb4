/**
 * Registers routes from the endpoint declarations of `packages/domain/src/api/endpoints` (the one place an endpoint is
 * described): validation, serialization, the guard, the OpenAPI security, the cache and rate-limit flags all come from
 * the declaration, so they cannot drift apart. A feature only supplies the handler:
 *
 *   implement(app, ctx, 'teams.get', ({ params }) => getTeam(ctx, params.id));
 *
 * The handler returns the success answer; its status is the declaration's one 2xx. `assertAllImplemented` makes the
 * app refuse to start while a declared endpoint has no handler.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ZError } from '@caps/domain';
import { successStatus, type EndpointDef, type EndpointOutput, type EndpointParsed } from '@caps/domain/api/define';
import { endpoints, type EndpointName, type Endpoints } from '@caps/domain/api/endpoints/index';
import type { App, AppContext } from '../context.ts';
import { requireAuth, requireRole } from './auth-guard.ts';
import type { TAuth } from './tokens.ts';

/** Refusals every route may answer with `{ error }` (a declaration may give one of them another body). */
const REFUSALS = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };

type Caller<D> = D extends { readonly access: 'public' } ? TAuth | null : TAuth;

type HandlerInput<D> = EndpointParsed<D> & {
  /** The verified caller: always there unless the endpoint is public. */
  auth: Caller<D>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<N extends EndpointName> = (
  input: HandlerInput<Endpoints[N]>,
) => Promise<EndpointOutput<Endpoints[N]>> | EndpointOutput<Endpoints[N]>;

const implemented = new WeakMap<object, Set<string>>();

/** Registers the route(s) of endpoint `name` with its handler. */
export function implement<N extends EndpointName>(app: App, ctx: AppContext, name: N, handler: Handler<N>): void {
  const definition: EndpointDef = endpoints[name];
  const done = implemented.get(app) ?? new Set<string>();
  implemented.set(app, done.add(name));
  const status = successStatus(definition);
  const guard = guardOf(definition, ctx);
  const rateLimit =
    definition.rateLimit === 'auth' ? { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } : undefined;

  for (const [fixed, url] of routesOf(definition)) {
    const params = fixed ? withoutKey(definition.params, fixed.key) : definition.params;
    const route: RouteOptions = {
      method: definition.method,
      url,
      config: {
        cachedRead: definition.cache === 'public',
        changesAccounts: definition.changesAccounts === true,
        ...(definition.changes ? { changes: definition.changes } : {}),
        ...(rateLimit ? { rateLimit } : {}),
      },
      ...(guard ? { preValidation: guard } : {}),
      schema: {
        tags: [...definition.tags],
        ...(definition.description ? { description: definition.description } : {}),
        ...(definition.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(definition.form ? { consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'] } : {}),
        ...(params ? { params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        response: { ...REFUSALS, ...definition.responses },
      },
      handler: async (request, reply) => {
        const input = {
          params: fixed ? { ...(request.params as object), [fixed.key]: fixed.value } : (request.params ?? {}),
          query: request.query ?? {},
          body: request.body,
          auth: request.auth,
          request,
          reply,
        } as HandlerInput<Endpoints[N]>;
        const answer = await handler(input);
        if (reply.sent) return reply; // the handler took the response over (an event stream)
        return reply.status(status).send(status === 204 ? null : answer);
      },
    };
    app.route(route);
  }
}

/** Throws unless every declared endpoint has a handler (buildApp calls it once all features are registered). */
export function assertAllImplemented(app: App): void {
  const done = implemented.get(app) ?? new Set<string>();
  const missing = Object.keys(endpoints).filter((name) => !done.has(name));
  if (missing.length) throw new Error(`Endpoints declared but not implemented: ${missing.join(', ')}`);
}

function guardOf(definition: EndpointDef, ctx: AppContext) {
  switch (definition.access) {
    case 'public':
      return undefined;
    case 'signedIn':
      return requireAuth(ctx.checkSession);
    case 'player':
      return requireRole(ctx.checkSession, 'USER');
    case 'admin':
      return requireRole(ctx.checkSession, 'ADMIN');
  }
}

type Fixed = { key: string; value: string };

/** The URL(s) of a declaration: one, or one per value of its `oneRoutePer` parameter. */
function routesOf(definition: EndpointDef): Array<[Fixed | undefined, string]> {
  const key = definition.oneRoutePer;
  if (!key) return [[undefined, definition.path]];
  const schema = definition.params?.shape[key];
  if (!(schema instanceof z.ZodEnum))
    throw new Error(`${definition.path}: ${key} must be an enum to have one route per value`);
  return (schema.options as string[]).map((value) => [{ key, value }, definition.path.replace(`:${key}`, value)]);
}

function withoutKey(params: z.ZodObject | undefined, key: string): z.ZodObject | undefined {
  if (!params) return undefined;
  const rest = z.object(Object.fromEntries(Object.entries(params.shape).filter(([k]) => k !== key)));
  return Object.keys(rest.shape).length ? rest : undefined;
}
