/**
 * Display formats for dates from the API (ISO-8601 strings, UTC), in the en-GB style ('21 Nov 2026, 14:05').
 *
 * Written out rather than made with Intl.DateTimeFormat: the first Intl formatter of a page loads the locale data,
 * one task of 30–50 ms on a desktop (four times that on a phone) in the middle of the start-up. The output is what
 * en-GB formatting gives (ICU's short month names, 24-hour time).
 */

/** en-GB short month names (ICU). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

type Parts = { day: number; month: number; year: number; hours: number; minutes: number };

const local = (d: Date): Parts => ({ day: d.getDate(), month: d.getMonth(), year: d.getFullYear(), hours: d.getHours(), minutes: d.getMinutes() });
const utc = (d: Date): Parts => ({ day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() });
const two = (n: number) => String(n).padStart(2, '0');

/** '21 Nov 2026' */
const dayMonthYear = (p: Parts) => `${p.day} ${MONTHS[p.month]} ${p.year}`;
/** '21 Nov' */
const dayMonth = (p: Parts) => `${p.day} ${MONTHS[p.month]}`;
/** '14:05' */
const hoursMinutes = (p: Parts) => `${two(p.hours)}:${two(p.minutes)}`;

function parse(value: string): Date | undefined {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A UTC calendar day ('YYYY-MM-DD') as '21 Nov 2026', or with `short` as '21 Nov'; the raw value if it does not parse. */
export function formatUtcDay(day: string, short = false): string {
  const d = parse(`${day}T00:00:00Z`);
  if (!d) return day;
  return short ? dayMonth(utc(d)) : dayMonthYear(utc(d));
}

/** '21 Nov 2026'; the raw value if it does not parse. */
export function formatDate(value: string): string {
  const d = parse(value);
  return d ? dayMonthYear(local(d)) : value;
}

/** '21 Nov 2026, 14:05' in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const d = parse(value);
  return d ? `${dayMonthYear(local(d))}, ${hoursMinutes(local(d))}` : value;
}

/** '14:05' (HH:MM, 24-hour) in the viewer's time zone. */
export function formatTime(value: string): string {
  const d = parse(value);
  return d ? hoursMinutes(local(d)) : value;
}

/** '21 Nov 2026, 14:05 UTC'. */
export function formatDateTimeUtc(value: string): string {
  const d = parse(value);
  return d ? `${dayMonthYear(utc(d))}, ${hoursMinutes(utc(d))} UTC` : value;
}
