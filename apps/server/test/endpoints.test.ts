/**
 * Routes come from the endpoint declarations (packages/domain/src/api/endpoints): the app serves exactly the declared
 * routes, and the OpenAPI document's security, parameters and answers are the declaration's, so docs and guards
 * cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '@caps/domain/api/endpoints/index';
import type { EndpointDef } from '@caps/domain/api/define';
import { useTestApp } from './support/app.ts';

const ctx = useTestApp();

type Route = { name: string; method: string; url: string; definition: EndpointDef };

/** Every declared route with its concrete URL (one per value of a `oneRoutePer` parameter). */
function declaredRoutes(): Route[] {
  return Object.entries(endpoints as Record<string, EndpointDef>).flatMap(([name, definition]) => {
    const key = definition.oneRoutePer;
    const values = key
      ? ((definition.params?.shape[key] as unknown as { options: string[] }).options ?? [])
      : [undefined];
    return values.map((value) => ({
      name,
      method: definition.method,
      url: key && value ? definition.path.replace(`:${key}`, value) : definition.path,
      definition,
    }));
  });
}

describe('routes from endpoint declarations', () => {
  it('serves exactly the declared routes', () => {
    const served = ctx.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    const declared = declaredRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(served).toEqual(declared);
  });

  it('documents a bearer token exactly on the routes whose guard asks for one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    for (const route of declaredRoutes()) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(Boolean(operation?.security?.length), `${route.name} security`).toBe(route.definition.access !== 'public');
      const success = Object.keys(route.definition.responses).find((s) => s.startsWith('2'));
      expect(Object.keys(operation?.responses ?? {}), route.name).toContain(success);
    }
  });

  it('guards every non-public route: a visitor gets 401 before any validation', async () => {
    for (const route of declaredRoutes().filter((r) => r.definition.access !== 'public')) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await ctx.app.inject({ method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
