import type { Dashboard } from '@atrium/contract';

/** 'YYYY-MM' as 'October 2026' in the reader's language. */
export function monthLabel(month: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** 'YYYY-MM-DD' as a date in the reader's language (MM/DD/YYYY in English). */
export function dayLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The runway of spec 1 §9: 'Profitable!' when infinite, else the month it runs out and the months left. */
export function runwayParts(runway: Dashboard['runway'], language: string) {
  if (runway.isInfinite || runway.runOutMonth === null || runway.value === null) return { profitable: true as const };
  return { profitable: false as const, month: monthLabel(runway.runOutMonth, language), months: runway.value };
}
