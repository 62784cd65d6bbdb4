/** PICKED seeding and the competitor list (sheet §11.4 PICKED, §15 "PICKED special cases"). */
import { describe, expect, it } from 'vitest';
import { checkCompetitors, setCompetitors } from './competitors.ts';
import { BracketError } from './errors.ts';
import { applyPicks, checkPicks, unplacedCompetitors, type TSeedPick } from './picks.ts';
import { canSeed, seedTournament } from './seeding.ts';
import { competitors, entryAt, pairAt, post, seeded, seededPicked, skip, unseeded } from './test-support.ts';

describe('§15 PICKED special cases', () => {
  it('RO_16 picks: after seeding the final is still empty and entry 2 is full', () => {
    const t = seededPicked('SINGLE_ELIMINATION', 'RO_16', competitors(8, 'a'), [
      { coordinate: 10, competitor1Id: 'a0' },
      { coordinate: 12, competitor1Id: 'a1' },
      { coordinate: 8, competitor1Id: 'a2', competitor2Id: 'a3' },
      { coordinate: 9, competitor1Id: 'a4' },
      { coordinate: 7, competitor1Id: 'a5', competitor2Id: 'a6' },
      { coordinate: 14, competitor2Id: 'a7' },
    ]);
    expect(pairAt(t, 0)).toEqual([null, null]);
    expect(pairAt(t, 2)).toEqual(['a1', 'a7']);
    expect(pairAt(t, 4)).toEqual(['a4', 'a0']);
    // Full first-row entries stay open (the earlier server closed every first-row entry).
    expect(entryAt(t, 7)).toMatchObject({ bye: false, final: false });
  });

  it('D_RO_16 picks: posts on 8, 9, 12, 5 and a skip of 4 by player0 → 1013 not final, 2 = (p2, p4)', () => {
    let t = seededPicked('DOUBLE_ELIMINATION', 'D_RO_16', competitors(8), [
      { coordinate: 8, competitor1Id: 'p0', competitor2Id: 'p1' },
      { coordinate: 9, competitor1Id: 'p2', competitor2Id: 'p3' },
      { coordinate: 10, competitor1Id: 'p4' },
      { coordinate: 11, competitor1Id: 'p5' },
      { coordinate: 12, competitor1Id: 'p6', competitor2Id: 'p7' },
    ]);
    t = post(t, 8, 1);
    t = post(t, 9, 1);
    t = post(t, 12, 1);
    t = post(t, 5, 1);
    t = skip(t, 4, 'p0');
    expect(entryAt(t, 1013)).toMatchObject({ competitor1Id: 'p3', competitor2Id: 'p1', final: false });
    expect(pairAt(t, 2)).toEqual(['p2', 'p4']);
  });
});

describe('checkPicks and applyPicks', () => {
  const base = () => unseeded('SINGLE_ELIMINATION', 'RO_8', 'PICKED', competitors(4));

  it('an omitted slot is kept and null empties it', () => {
    let t = applyPicks(base(), [{ coordinate: 3, competitor1Id: 'p0', competitor2Id: 'p1' }]);
    t = applyPicks(t, [{ coordinate: 3, competitor2Id: null }]);
    expect(pairAt(t, 3)).toEqual(['p0', null]);
  });

  it('accepts the whole bracket as the earlier client posts it', () => {
    const t = base();
    const picks: TSeedPick[] = t.entries.map((e) => ({
      coordinate: e.coordinate,
      competitor1Id: null,
      competitor2Id: null,
    }));
    picks[3] = { coordinate: 3, competitor1Id: 'p0', competitor2Id: 'p3' };
    expect(checkPicks(t, picks)).toBeNull();
    expect(pairAt(applyPicks(t, picks), 3)).toEqual(['p0', 'p3']);
  });

  it('refuses strangers, later rounds, unknown coordinates and competitors placed twice', () => {
    const t = base();
    expect(checkPicks(t, [{ coordinate: 3, competitor1Id: 'zz' }])?.message).toBe(
      'Competitor with id zz is not in this tournament',
    );
    expect(checkPicks(t, [{ coordinate: 1, competitor1Id: 'p0' }])?.message).toBe('Entry 1 is not in the first round');
    expect(checkPicks(t, [{ coordinate: 99, competitor1Id: 'p0' }])?.message).toBe('No entry at coordinate 99');
    expect(
      checkPicks(t, [
        { coordinate: 3, competitor1Id: 'p0' },
        { coordinate: 4, competitor2Id: 'p0' },
      ])?.message,
    ).toBe('Competitor with id p0 is placed twice');
    expect(() => applyPicks(t, [{ coordinate: 3, competitor1Id: 'zz' }])).toThrow(BracketError);
  });

  it('moving a competitor works when the old slot is emptied in the same request', () => {
    const t = applyPicks(base(), [{ coordinate: 3, competitor1Id: 'p0' }]);
    const moved = applyPicks(t, [
      { coordinate: 3, competitor1Id: null },
      { coordinate: 6, competitor1Id: 'p0' },
    ]);
    expect(pairAt(moved, 6)).toEqual(['p0', null]);
  });

  it('refuses picks on other seed types and after seeding', () => {
    const random = unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(4));
    expect(checkPicks(random, [{ coordinate: 3, competitor1Id: 'p0' }])?.kind).toBe('invalid');
    const started = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(4));
    expect(checkPicks(started, [])).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_ALREADY_SEEDED',
      message: 'Tournament already seeded',
    });
  });

  it('seeding needs every competitor placed', () => {
    const t = applyPicks(base(), [{ coordinate: 3, competitor1Id: 'p0', competitor2Id: 'p1' }]);
    expect(unplacedCompetitors(t)).toEqual(['p2', 'p3']);
    expect(canSeed(t)?.message).toBe('Every competitor must be placed in the bracket before seeding');
    const all = applyPicks(t, [{ coordinate: 5, competitor1Id: 'p2', competitor2Id: 'p3' }]);
    expect(canSeed(all)).toBeNull();
    const s = seedTournament(all);
    expect(entryAt(s, 4)).toMatchObject({ bye: true, final: true });
    expect(entryAt(s, 3)).toMatchObject({ bye: false, final: false });
  });
});

describe('competitor list', () => {
  it('replaces the list, drops repeats and clears picks of removed competitors', () => {
    const t = applyPicks(unseeded('SINGLE_ELIMINATION', 'RO_8', 'PICKED', competitors(4)), [
      { coordinate: 3, competitor1Id: 'p0', competitor2Id: 'p1' },
    ]);
    const next = setCompetitors(t, ['p1', 'p2', 'p1', 'p5']);
    expect(next.competitorIds).toEqual(['p1', 'p2', 'p5']);
    expect(pairAt(next, 3)).toEqual([null, 'p1']);
  });

  it('refuses too many competitors and changes after seeding', () => {
    const t = unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', []);
    expect(checkCompetitors(t, competitors(8))).toBeNull();
    expect(checkCompetitors(t, [...competitors(8), 'p0'])).toBeNull();
    expect(checkCompetitors(t, competitors(9))?.message).toBe('Too many players for this tournament size');
    const rr = unseeded('ROUND_ROBIN', 'D_RO_8', 'ROUND_ROBIN_CIRCLE', []);
    expect(checkCompetitors(rr, competitors(16))).toBeNull();
    expect(checkCompetitors(rr, competitors(17))?.kind).toBe('invalid');
    const de = unseeded('DOUBLE_ELIMINATION', 'D_RO_16', 'RANDOM', []);
    expect(checkCompetitors(de, competitors(17))?.kind).toBe('invalid');
    expect(checkCompetitors(seeded('SINGLE_ELIMINATION', 'RO_8', competitors(3)), competitors(4))?.kind).toBe(
      'conflict',
    );
  });
});
