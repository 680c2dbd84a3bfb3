import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateFormat {
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  timeStyle?: 'full' | 'long' | 'medium' | 'short';
  /** Numeric parts in the language's order (03/04/2026 in English, 04/03/2026 in Spanish). */
  year?: 'numeric' | '2-digit';
  month?: '2-digit';
  day?: '2-digit';
}

/**
 * The one date formatter: a date (ISO string or Date) in the user's language, 'May 3, 2026' / '3 may 2026' by
 * default; '' for an invalid date rather than 'Invalid Date'.
 */
export function formatDate(value: string | Date, locale: string, format: DateFormat = { dateStyle: 'medium' }): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, format).format(d);
}

/** formatDate bound to the current i18n language (re-renders when it changes). */
export function useFormatDate(): (value: string | Date, format?: DateFormat) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value, format) => formatDate(value, language, format), [language]);
}
