import { describe, expect, it } from 'vitest';
import { endpointTable } from '@caps/domain/api/endpoint-table';
import { ROUTES } from './route-manifest.ts';

const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);

describe('the route manifest', () => {
  it('has one entry per pattern', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("gives each first read every parameter of its endpoint, from the route's own parameters", () => {
    for (const route of ROUTES) {
      for (const read of route.reads ?? []) {
        const info = endpointTable[read.endpoint];
        expect(info.method, read.endpoint).toBe('GET');
        expect(info.access, read.endpoint).toBe('public');
        expect(Object.keys(read.params ?? {}).sort(), `${route.path} ${read.endpoint}`).toEqual(
          paramsOf(info.path).sort(),
        );
        for (const from of Object.values(read.params ?? {})) expect(paramsOf(route.path), route.path).toContain(from);
      }
    }
  });

  it('paints a head only from a read the server embeds: the first read, as a visitor', () => {
    for (const route of ROUTES.filter((r) => r.head)) {
      expect(route.reads?.[0]?.as, route.path).toBe('visitor');
      expect(route.head?.fields.length, route.path).toBeGreaterThan(0);
      expect(route.bare, route.path).toBeUndefined();
    }
  });
});
