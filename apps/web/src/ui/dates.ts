/** Display formats for dates from the API (ISO-8601 strings, UTC). */

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parse(value: string): Date | undefined {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** '21 Nov 2026'; the raw value if it does not parse. */
export function formatDate(value: string): string {
  const d = parse(value);
  return d ? DATE.format(d) : value;
}

/** '21 Nov 2026, 14:05' in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const d = parse(value);
  return d ? DATE_TIME.format(d) : value;
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE_TIME_UTC = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** '14:05' (HH:MM, 24-hour) in the viewer's time zone. */
export function formatTime(value: string): string {
  const d = parse(value);
  return d ? TIME.format(d) : value;
}

/** '21 Nov 2026, 14:05 UTC'. */
export function formatDateTimeUtc(value: string): string {
  const d = parse(value);
  return d ? `${DATE_TIME_UTC.format(d)} UTC` : value;
}
