import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';

describe('newId', () => {
  it('makes distinct version 7 UUIDs, also across refills of its random pool', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('orders ids by the millisecond they were made in', async () => {
    const first = newId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = newId();
    expect(second > first).toBe(true);
  });
});
