/** Every format places each of its entries once (stage, group, round, match) and codes its round's name. */
import { describe, expect, it } from 'vitest';
import type { TTournamentSettings } from './formats/settings.ts';
import { entryPlace, roundName } from './formats/registry.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './layout.ts';
import { isSameRound, type TEntryPlace } from './match-place.ts';
import { roundNameText } from './round-names.ts';
import { competitors, seeded } from './test-support.ts';
import type { TTournamentSize, TTournamentType } from '../index.ts';

const CASES: Array<[TTournamentType, TTournamentSize, number, TTournamentSettings?]> = [
  ['SINGLE_ELIMINATION', 'RO_16', 11],
  ['DOUBLE_ELIMINATION', 'D_RO_16', 16, { grandFinalReset: true }],
  ['DOUBLE_ELIMINATION', 'D_RO_8', 6],
  ['ROUND_ROBIN', 'D_RO_8', 7],
  ['SWISS', 'RO_16', 9],
  ['GROUPS_PLAYOFFS', 'RO_64', 13, { groupSize: 4, groupAdvance: 2 }],
];

describe('match places', () => {
  it.each(CASES)(
    '%s %s: every entry has its own place; a round’s matches count 0, 1, … in coordinate order under one name',
    (type, size, n, settings) => {
      const t = seeded(type, size, competitors(n), undefined, settings);
      const placed = [...t.entries]
        .sort((a, b) => a.coordinate - b.coordinate)
        .map((e) => ({ e, p: entryPlace(t, e) }));
      const places = placed.map(({ p }) => p).filter((p): p is TEntryPlace => p !== null);
      expect(places).toHaveLength(t.entries.length);
      const keys = places.map(({ place }) => `${place.stage} ${place.group} ${place.round} ${place.match}`);
      expect(new Set(keys).size).toBe(keys.length);
      const rounds: TEntryPlace[][] = [];
      for (const p of places) {
        const round = rounds.find((r) => r[0] !== undefined && isSameRound(r[0].place, p.place));
        if (round) round.push(p);
        else rounds.push([p]);
      }
      for (const round of rounds) {
        expect(round.map((p) => p.place.match)).toEqual(round.map((_, i) => i));
        expect(new Set(round.map((p) => JSON.stringify(p.roundCode))).size).toBe(1);
      }
      // The English name the answers carry is the code's.
      for (const { e, p } of placed) expect(roundName(t, e)).toBe(p && roundNameText(p.roundCode));
    },
  );

  it('places double elimination’s grand final and its reset in the final stage, the lower final last in the lower bracket', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), undefined, { grandFinalReset: true });
    expect(entryPlace(t, { coordinate: 0 })).toEqual({
      place: { stage: 'final', group: null, round: 0, match: 0 },
      roundCode: { code: 'GRAND_FINAL' },
    });
    expect(entryPlace(t, { coordinate: GRAND_FINAL_RESET_COORDINATE })).toEqual({
      place: { stage: 'final', group: null, round: 1, match: 0 },
      roundCode: { code: 'GRAND_FINAL_RESET' },
    });
    expect(entryPlace(t, { coordinate: 1 })).toEqual({
      place: { stage: 'upper', group: null, round: 2, match: 0 },
      roundCode: { code: 'UPPER_FINAL' },
    });
    expect(entryPlace(t, { coordinate: 1000 })).toEqual({
      place: { stage: 'lower', group: null, round: 3, match: 0 },
      roundCode: { code: 'LOWER_FINAL' },
    });
    expect(entryPlace(t, { coordinate: 1005 })).toEqual({
      place: { stage: 'lower', group: null, round: 0, match: 1 },
      roundCode: { code: 'LOWER_ROUND', n: 1 },
    });
  });

  it('places a group’s entries in its group and the playoff in a stage of its own', () => {
    const t = seeded('GROUPS_PLAYOFFS', 'RO_64', competitors(8), undefined, { groupSize: 4, groupAdvance: 2 });
    expect(entryPlace(t, { coordinate: 20_101 })).toEqual({
      place: { stage: 'group', group: 1, round: 1, match: 1 },
      roundCode: { code: 'GROUP_ROUND', group: 1, n: 2 },
    });
    expect(entryPlace(t, { coordinate: 0 })).toEqual({
      place: { stage: 'playoff', group: null, round: 1, match: 0 },
      roundCode: { code: 'FINAL' },
    });
  });
});
