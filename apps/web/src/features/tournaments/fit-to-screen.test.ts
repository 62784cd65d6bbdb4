import { describe, expect, it } from 'vitest';
import { bestFit } from './fit-to-screen.ts';

describe('bestFit', () => {
  it('keeps a drawing that fits at full size', () => {
    expect(bestFit({ width: 1920, height: 1000 }, 1200, () => 800)).toEqual({ width: 1920, scale: 1 });
  });

  it('scales a fixed-width drawing down to the tighter of width and height', () => {
    // A 64-player bracket: 1850 px wide, 3300 px tall.
    const fit = bestFit({ width: 1920, height: 1000 }, 1850, () => 3300);
    expect(fit.width).toBe(1920);
    expect(fit.scale).toBeCloseTo(1000 / 3300);
  });

  it('lays a flowing drawing out wider when that lets it show larger', () => {
    // Rows of 200 px cards: the height halves each time the width doubles.
    const heightAt = (width: number) => Math.ceil(40_000 / width) * 100;
    const fit = bestFit({ width: 1000, height: 800 }, 0, heightAt);
    expect(fit.width).toBeGreaterThan(1000);
    expect(fit.scale).toBeGreaterThan(bestFit({ width: 1000, height: 800 }, 1000, () => heightAt(1000)).scale);
    // Whatever it picks fits both ways.
    expect(fit.width * fit.scale).toBeLessThanOrEqual(1000);
    expect(heightAt(fit.width) * fit.scale).toBeLessThanOrEqual(800);
  });
});
