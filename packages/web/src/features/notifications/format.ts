import { formatDate } from '../../lib/dates';

/** "5 minutes ago" style for recent dates, a locale date otherwise. */
export function formatWhen(iso: string, locale: string, now = Date.now()): string {
  const date = new Date(iso);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  const diffS = Math.round((ms - now) / 1000);
  const abs = Math.abs(diffS);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(diffS / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(diffS / 3600), 'hour');
  if (abs < 7 * 86400) return rtf.format(Math.round(diffS / 86400), 'day');
  return formatDate(date, locale);
}

export const formatFull = (iso: string, locale: string) =>
  formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
