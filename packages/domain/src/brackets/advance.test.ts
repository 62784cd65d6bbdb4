/** Entry checks and mutations: canPostResult, recordResult, canForfeit, forfeitEntry (SPEC §4, SERVER-RULES §7). */
import { describe, expect, it } from 'vitest';
import { canForfeit, canPostResult, findBracketEntry, forfeitEntry, recordResult } from './advance.ts';
import { BracketError } from './errors.ts';
import { competitors, entryAt, post, seeded, skip, unseeded } from './test-support.ts';
import type { TEntryGame } from './types.ts';

const game = (winnerId: string, a: string, b: string): TEntryGame => ({
  gameId: 'g',
  winnerId,
  sides: [
    { competitorId: a, points: 11, sinks: 13 },
    { competitorId: b, points: 4, sinks: 6 },
  ],
});

describe('canPostResult', () => {
  const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));

  it('allows an open entry with both competitors', () => {
    expect(canPostResult(t, entryAt(t, 3))).toBeNull();
    expect(canPostResult(t, entryAt(t, 3), game('p0', 'p0', 'p2'))).toBeNull();
    expect(canPostResult(t, entryAt(t, 3), game('p2', 'p2', 'p0'))).toBeNull();
  });

  it('refuses before seeding', () => {
    const u = unseeded('SINGLE_ELIMINATION', 'RO_8', 'PICKED', competitors(2));
    expect(canPostResult(u, entryAt(u, 3))).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_NOT_STARTED',
      message: 'Tournament has not started yet',
    });
  });

  it('refuses a finished tournament', () => {
    let s = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(2));
    s = post(s, 0, 1);
    expect(canPostResult(s, entryAt(s, 0))).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_FINISHED',
      message: 'Tournament is already finished',
    });
  });

  it('refuses an entry of another tournament', () => {
    const other = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    expect(canPostResult(t, { ...entryAt(other, 3), id: 'elsewhere' })?.kind).toBe('not-found');
  });

  it('refuses entries without both competitors, byes, played and forfeited entries', () => {
    expect(canPostResult(t, entryAt(t, 1))?.message).toBe('This entry does not have both competitors yet');
    expect(canPostResult(t, entryAt(t, 4))).toEqual({
      kind: 'conflict',
      code: 'ENTRY_BYE',
      message: 'This entry is a bye',
    });
    const played = post(t, 3, 1);
    expect(canPostResult(played, entryAt(played, 3))).toEqual({
      kind: 'conflict',
      code: 'ENTRY_GAME_POSTED',
      message: 'A game was already posted for this entry',
    });
    const skipped = skip(t, 3, 'p0');
    expect(canPostResult(skipped, entryAt(skipped, 3))).toEqual({
      kind: 'conflict',
      code: 'ENTRY_FORFEITED',
      message: 'This entry was forfeited',
    });
  });

  it("refuses a game whose competitors are not exactly the entry's", () => {
    const entry = entryAt(t, 3);
    const message = "The game's competitors must be exactly the entry's competitors";
    expect(canPostResult(t, entry, game('p0', 'p0', 'p1'))?.message).toBe(message);
    expect(canPostResult(t, entry, game('p0', 'p0', 'p0'))?.message).toBe(message);
    expect(canPostResult(t, entry, game('p9', 'p0', 'p2'))?.message).toBe('The winner must be one of the competitors');
  });
});

describe('recordResult', () => {
  it("stores the result from the entry's point of view whatever the order of the sides", () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    const entry = entryAt(t, 3); // (p0, p2)
    const next = recordResult(t, entry.id, game('p2', 'p2', 'p0'));
    expect(findBracketEntry(next, entry.id)).toMatchObject({
      gameId: 'g',
      final: true,
      result: {
        winnerId: 'p2',
        competitor1Points: 4,
        competitor2Points: 11,
        competitor1Sinks: 6,
        competitor2Sinks: 13,
      },
    });
    expect(entryAt(next, 1).competitor1Id).toBe('p2');
  });

  it('throws a BracketError with the refusal when not allowed, and never changes its input', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    const copy = structuredClone(t);
    expect(() => recordResult(t, entryAt(t, 1).id, game('p0', 'p0', 'p4'))).toThrow(BracketError);
    expect(() => recordResult(t, 'missing', game('p0', 'p0', 'p2'))).toThrow('Entry not found');
    recordResult(t, entryAt(t, 3).id, game('p0', 'p0', 'p2'));
    expect(t).toEqual(copy);
  });
});

describe('canForfeit and forfeitEntry', () => {
  const t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C']);

  it('refuses a competitor who is not in the entry, with the sheet message', () => {
    const entry = t.entries.find((e) => !e.bye);
    if (!entry) throw new Error('no open entry');
    expect(canForfeit(t, entry, 'Z')).toEqual({
      kind: 'invalid',
      code: 'COMPETITOR_NOT_IN_GAME',
      params: { id: 'Z' },
      message: 'Competitor with id Z not found in this game',
    });
  });

  it('refuses a round-robin bye cleanly instead of failing on the empty slot', () => {
    const bye = t.entries.find((e) => e.bye);
    if (!bye) throw new Error('no bye');
    const present = bye.competitor1Id ?? bye.competitor2Id ?? '';
    expect(canForfeit(t, bye, present)).toEqual({
      kind: 'conflict',
      code: 'ENTRY_BYE',
      message: 'This entry is a bye',
    });
    expect(() => forfeitEntry(t, bye.id, present)).toThrow(BracketError);
  });

  it('refuses an elimination entry still waiting for a competitor', () => {
    const s = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    expect(canForfeit(s, entryAt(s, 1), 'p4')?.message).toBe('This entry does not have both competitors yet');
  });

  it('closes the entry and records the forfeiter', () => {
    const entry = t.entries.find((e) => !e.bye);
    if (!entry?.competitor1Id) throw new Error('no open entry');
    const next = forfeitEntry(t, entry.id, entry.competitor1Id);
    expect(findBracketEntry(next, entry.id)).toMatchObject({
      forfeited: true,
      forfeitedId: entry.competitor1Id,
      final: true,
    });
  });
});
