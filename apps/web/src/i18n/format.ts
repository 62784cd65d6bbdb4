/**
 * Dates, times and numbers in the active language, by Intl (one formatter per locale and style, made when first
 * needed). English formats as en-GB ('21 Nov 2026, 14:05', '1,234', '534.10'), Polish as pl-PL ('21 lis 2026, 14:05',
 * '1234', '534,10').
 */
import { formatLocale } from './i18n.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date formatter of `options` in the active language. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A number formatter of `options` in the active language. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
