import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientRoute, endpointInfo, successStatus } from './define.ts';
import { endpointUrl } from './endpoint.ts';
import { endpointRoutes, endpointTable } from './endpoint-table.ts';
import { endpoints } from './endpoints/index.ts';

const all = Object.entries(endpoints);

describe('endpoint declarations', () => {
  it('the generated table holds every endpoint as declared (run `npm run api:table` after a change)', () => {
    expect(endpointTable).toEqual(Object.fromEntries(all.map(([name, d]) => [name, endpointInfo(d)])));
    expect(endpointRoutes).toEqual(Object.fromEntries(all.map(([name, d]) => [name, clientRoute(d)])));
  });

  it.each(all)('%s: path parameters and the params schema name the same fields', (_name, d) => {
    const inPath = [...d.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = Object.keys('params' in d && d.params ? d.params.shape : {}).sort();
    expect(inSchema).toEqual(inPath);
  });

  it.each(all)('%s: one success status, a cached answer only for a GET, fixed segments are enums', (_name, d) => {
    expect([200, 201, 204]).toContain(successStatus(d));
    if ('cache' in d && d.cache) expect(d.method).toBe('GET');
    if ('oneRoutePer' in d && d.oneRoutePer) {
      const shape: Record<string, z.ZodType> = 'params' in d && d.params ? d.params.shape : {};
      expect(shape[d.oneRoutePer]).toBeInstanceOf(z.ZodEnum);
    }
  });

  it('no two endpoints share a method and path', () => {
    const keys = all.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('endpointUrl', () => {
  it('fills and encodes path parameters and leaves out empty query values', () => {
    expect(endpointUrl(endpointTable['games.get'], { gamePath: 'easy', gameId: 'a b' })).toBe('/api/easy/a%20b');
    expect(
      endpointUrl(
        endpointTable['users.leaderboard'],
        {},
        { gameType: 'SINGLES', pageNumber: 0, x: undefined, y: null },
      ),
    ).toBe('/api/users?gameType=SINGLES&pageNumber=0');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointUrl(endpointTable['teams.full'], {})).toThrow(/missing parameter id/);
  });
});
