import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats in the given language, medium date by default', () => {
    expect(formatDate('2026-05-03T12:00:00Z', 'en')).toBe('May 3, 2026');
    expect(formatDate('2026-05-03T12:00:00Z', 'es')).toBe('3 may 2026');
  });
  it('takes other styles and gives an empty string for an invalid date', () => {
    expect(formatDate('2026-05-03T12:00:00Z', 'en', { dateStyle: 'long' })).toBe('May 3, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
