/**
 * The dates a tournament's settings may name (issue #37): a registration close or a round deadline in year 1, 1900 or
 * 9999 is a typo, not a plan. Shared by the API's schemas and the web's date fields (zod-free, so a form can use it
 * without loading zod).
 */

/** The earliest date any setting may name, and how far ahead of now the latest may be. */
const DATE_BOUNDS = { earliest: '2000-01-01', yearsAhead: 5 } as const;

/** The first and last moment a date may name, seen at `now`. */
export function dateBounds(now: Date): { min: Date; max: Date } {
  const max = new Date(now.getTime());
  max.setUTCFullYear(max.getUTCFullYear() + DATE_BOUNDS.yearsAhead);
  return { min: new Date(`${DATE_BOUNDS.earliest}T00:00:00Z`), max };
}

/** Whether a date lies within the bounds seen at `now` (an invalid date does not). */
export function isDateInBounds(at: Date, now: Date): boolean {
  const { min, max } = dateBounds(now);
  const time = at.getTime();
  return Number.isFinite(time) && time >= min.getTime() && time <= max.getTime();
}

/** The coded message's parameters of DATE_OUT_OF_RANGE. */
export const DATE_OUT_OF_RANGE_PARAMS = { from: DATE_BOUNDS.earliest, years: DATE_BOUNDS.yearsAhead } as const;
