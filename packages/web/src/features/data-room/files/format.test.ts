import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@atrium/contract';
import { fileTypeLabel, formatAddedDate, sortRows } from './format';
import { fileRow } from './test-data';

describe('file list formats (spec 3 §9)', () => {
  it('date added is MM/DD/YYYY in English, DD/MM/YYYY in Spanish, a two-digit year on phones', () => {
    const iso = new Date(2026, 2, 4, 12).toISOString();
    expect(formatAddedDate(iso, false, 'en')).toBe('03/04/2026');
    expect(formatAddedDate(iso, true, 'en')).toBe('03/04/26');
    expect(formatAddedDate(iso, false, 'es')).toBe('04/03/2026');
    expect(formatAddedDate(iso, true, 'es')).toBe('04/03/26');
    expect(formatAddedDate('nope', false, 'en')).toBe('');
  });

  it('size uses the contract formatter', () => {
    expect(formatFileSize(1000)).toBe('1000 B');
    expect(formatFileSize(2048)).toBe('2 KB');
  });

  it('type is the extension; sorting keeps folders first and honours the direction', () => {
    const pdf = fileRow({ name: 'a.pdf', size: 5 });
    const xlsx = fileRow({ name: 'b.xlsx', size: 9 });
    const dir = fileRow({ name: 'z', type: 'FOLDER' });
    expect(fileTypeLabel(xlsx)).toBe('XLSX');
    expect(sortRows([pdf, xlsx, dir], 'type', 'desc').map((r) => r.name)).toEqual(['z', 'b.xlsx', 'a.pdf']);
    expect(sortRows([xlsx, pdf], 'size', 'asc').map((r) => r.name)).toEqual(['a.pdf', 'b.xlsx']);
  });
});
