/**
 * Display formats for dates from the API (ISO-8601 strings, UTC), by Intl in the active language: '21 Nov 2026, 14:05'
 * in English (en-GB), '21 lis 2026, 14:05' in Polish.
 */
import { dateFormat } from '../i18n/format.ts';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function parse(value: string): Date | undefined {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A UTC calendar day ('YYYY-MM-DD') as '21 Nov 2026', or with `short` as '21 Nov'; the raw value if it does not parse. */
export function formatUtcDay(day: string, short = false): string {
  const d = parse(`${day}T00:00:00Z`);
  if (!d) return day;
  return dateFormat(short ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { ...DAY, timeZone: 'UTC' }).format(
    d,
  );
}

/** '21 Nov 2026'; the raw value if it does not parse. */
export function formatDate(value: string): string {
  const d = parse(value);
  return d ? dateFormat(DAY).format(d) : value;
}

/** '21 Nov 2026, 14:05' in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const d = parse(value);
  return d ? dateFormat({ ...DAY, ...TIME }).format(d) : value;
}

/** '14:05' (HH:MM, 24-hour) in the viewer's time zone. */
export function formatTime(value: string): string {
  const d = parse(value);
  return d ? dateFormat(TIME).format(d) : value;
}

/** '14:05:09' (with seconds, 24-hour) in the viewer's time zone. */
export function formatTimeWithSeconds(value: string): string {
  const d = parse(value);
  return d ? dateFormat({ ...TIME, second: '2-digit' }).format(d) : value;
}

/** '21 Nov 2026, 14:05 UTC'. */
export function formatDateTimeUtc(value: string): string {
  const d = parse(value);
  return d ? `${dateFormat({ ...DAY, ...TIME, timeZone: 'UTC' }).format(d)} UTC` : value;
}
