import { describe, expect, it } from 'vitest';
import type { TTournamentSize } from '@caps/domain';
import { CARD_HEIGHT, CARD_WIDTH, eliminationGeometry, fitScale, MIN_FIT_SCALE } from './bracket-layout.ts';

// Single elimination RO_8 … RO_64, double elimination D_RO_8 and D_RO_16, with their entry counts.
const CASES: Array<[TTournamentSize, number]> = [
  ['RO_8', 7],
  ['RO_16', 15],
  ['RO_32', 31],
  ['RO_64', 63],
  ['D_RO_8', 14],
  ['D_RO_16', 30],
];

describe('bracket geometry', () => {
  it.each(CASES)('%s: every entry placed inside the drawing, no two cards overlapping', (size, count) => {
    const g = eliminationGeometry(size);
    expect(g.entries).toHaveLength(count);
    for (const e of g.entries) {
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.x + CARD_WIDTH).toBeLessThanOrEqual(g.width);
      expect(e.y - CARD_HEIGHT / 2).toBeGreaterThanOrEqual(0);
      expect(e.y + CARD_HEIGHT / 2).toBeLessThanOrEqual(g.height);
    }
    for (const a of g.entries) {
      for (const b of g.entries) {
        if (a === b) continue;
        const apart = Math.abs(a.x - b.x) >= CARD_WIDTH || Math.abs(a.y - b.y) >= CARD_HEIGHT;
        expect(apart, `${a.coordinate} and ${b.coordinate}`).toBe(true);
      }
    }
  });

  it('puts each single elimination round in its own column, centred between its two feeders, with round names', () => {
    const g = eliminationGeometry('RO_8');
    const at = (c: number) => g.entries.find((e) => e.coordinate === c)!;
    expect([at(3).column, at(1).column, at(0).column]).toEqual([0, 1, 2]);
    expect(at(1).y).toBe((at(3).y + at(4).y) / 2);
    expect(at(0).y).toBe((at(1).y + at(2).y) / 2);
    expect(g.columnTitles.map((t) => t.text)).toEqual(['Quarter finals', 'Semi finals', 'Final']);
    // 6 feeder lines plus the line to the winner label.
    expect(g.connectors).toHaveLength(7);
  });

  it('stacks the upper bracket over the lower one and puts the grand final after both', () => {
    const g = eliminationGeometry('D_RO_16');
    const upper = g.entries.filter((e) => e.section === 'upper');
    const lower = g.entries.filter((e) => e.section === 'lower');
    const final = g.entries.find((e) => e.section === 'final')!;
    expect(Math.max(...upper.map((e) => e.y))).toBeLessThan(Math.min(...lower.map((e) => e.y)));
    expect(final.column).toBeGreaterThan(Math.max(...lower.map((e) => e.column)));
    expect(g.sectionTitles.map((t) => t.text)).toEqual(['Upper bracket', 'Lower bracket']);
    // The domain's round names: upper rows by size, lower rounds in play order, both finals, then the grand final.
    expect(g.columnTitles.map((t) => t.text)).toEqual([
      'Ro 16',
      'Quarter finals',
      'Semi finals',
      'Bracket Finals',
      'Lower round 1',
      'Lower round 2',
      'Lower round 3',
      'Lower round 4',
      'Lower round 5',
      'Lower Bracket Finals',
      'Grand Finals',
    ]);
  });

  it('puts the grand final reset under the grand final, and the winner under the last card (issue 37)', () => {
    const plain = eliminationGeometry('D_RO_8');
    const g = eliminationGeometry('D_RO_8', { reset: true });
    const final = g.entries.find((e) => e.coordinate === 0)!;
    const reset = g.entries.find((e) => e.coordinate === 999)!;
    expect(reset).toMatchObject({ x: final.x, column: final.column, section: 'final' });
    expect(reset.y).toBeGreaterThan(final.y + CARD_HEIGHT);
    expect(g.width).toBe(plain.width);
    expect(g.winner.y).toBeGreaterThan(reset.y);
    expect(g.columnTitles.map((t) => t.text)).toEqual([
      'Quarter finals',
      'Semi finals',
      'Bracket Finals',
      'Lower round 1',
      'Lower round 2',
      'Lower round 3',
      'Lower Bracket Finals',
      'Grand Finals',
      'Reset',
    ]);
  });

  it('fits double elimination of 8 in a 1280 px screen at full size and of 16 at no less than 75% (issue 37)', () => {
    // The bracket's box at 1280 px (the page's width less its rail and padding).
    const box = 1182;
    for (const reset of [false, true]) {
      expect(fitScale(eliminationGeometry('D_RO_8', { reset }).width, box)).toBe(1);
      const scale = fitScale(eliminationGeometry('D_RO_16', { reset }).width, box);
      expect(scale).toBeGreaterThanOrEqual(MIN_FIT_SCALE);
      expect(scale).toBeLessThan(1);
      expect(eliminationGeometry('D_RO_16', { reset }).width * scale).toBeLessThanOrEqual(box);
    }
    // A phone scrolls the drawing at full size.
    expect(fitScale(eliminationGeometry('D_RO_16').width, 358)).toBe(1);
    expect(fitScale(1000, null)).toBe(1);
  });
});
