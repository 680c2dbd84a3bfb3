import { dayKey } from './messages';

const sameDay = (a: Date, b: Date) => dayKey(a.toISOString()) === dayKey(b.toISOString());

/** HH:mm (24 h) in local time. */
export function formatClock(iso: string, lang: string): string {
  return new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** List rows (spec 2 §9): HH:mm when today, otherwise the weekday abbreviation (a date when older than a week). */
export function formatListTime(iso: string | null | undefined, lang: string, now = new Date()): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (sameDay(d, now)) return formatClock(iso, lang);
  if (now.getTime() - d.getTime() < 6 * 86_400_000) return d.toLocaleDateString(lang, { weekday: 'short' });
  return d.toLocaleDateString(lang, { day: '2-digit', month: 'short' });
}

/** Message times (spec 2 §9): relative when today ('5 minutes ago'), otherwise calendar time. */
export function formatMessageTime(iso: string, lang: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) {
    const minutes = Math.round((now.getTime() - d.getTime()) / 60_000);
    const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    if (minutes < 1) return rtf.format(0, 'second');
    if (minutes < 60) return rtf.format(-minutes, 'minute');
    return rtf.format(-Math.floor(minutes / 60), 'hour');
  }
  const sameYear = d.getFullYear() === now.getFullYear();
  return d.toLocaleString(lang, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** Day divider: 'today' / 'yesterday' keys for the caller to translate, else a calendar date. */
export function dayLabel(
  iso: string,
  lang: string,
  now = new Date(),
): { key: 'today' | 'yesterday' } | { text: string } {
  const d = new Date(iso);
  if (sameDay(d, now)) return { key: 'today' };
  const y = new Date(now);
  y.setDate(now.getDate() - 1);
  if (sameDay(d, y)) return { key: 'yesterday' };
  return {
    text: d.toLocaleDateString(lang, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: d.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    }),
  };
}

/** File dates 'MMM dd, yyyy' (spec 2 §9). */
export function formatFileDate(iso: string, lang: string): string {
  return new Date(iso).toLocaleDateString(lang, { month: 'short', day: '2-digit', year: 'numeric' });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const fullName = (u: { firstName: string; lastName: string } | null | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : '';
export const initials = (u: { firstName: string; lastName: string } | null | undefined) =>
  u ? `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() : '?';
