/** Display formats for dates from the API (ISO-8601 strings, UTC). */

/**
 * An en-GB formatter made on first use: building an Intl.DateTimeFormat costs milliseconds, and building them all
 * while a page's modules load would lengthen its start-up task.
 */
export function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-GB', options));
}

const DATE = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Makes the first formatter now. The first Intl formatter of a page loads the locale data (tens of milliseconds on a
 * phone); called before the app first renders, that happens while nothing is on screen yet instead of in the middle
 * of drawing the first list of dates, where it would hold up taps.
 */
export function prepareDateFormats(): void {
  DATE();
}

function parse(value: string): Date | undefined {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** '21 Nov 2026'; the raw value if it does not parse. */
export function formatDate(value: string): string {
  const d = parse(value);
  return d ? DATE().format(d) : value;
}

/** '21 Nov 2026, 14:05' in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const d = parse(value);
  return d ? DATE_TIME().format(d) : value;
}

const TIME = lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE_TIME_UTC = lazyFormat({
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
  return d ? TIME().format(d) : value;
}

/** '21 Nov 2026, 14:05 UTC'. */
export function formatDateTimeUtc(value: string): string {
  const d = parse(value);
  return d ? `${DATE_TIME_UTC().format(d)} UTC` : value;
}
