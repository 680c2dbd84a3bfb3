import { describe, expect, it } from 'vitest';
import { TAXONOMY, TAXONOMY_IDS } from '@atrium/contract';
import { simplePdf } from './demo-pdf.ts';
import { safeFileName, uniqueNames } from './file-name.ts';
import { statsOf } from './stats.ts';
import { toFolderRow } from './file-row.ts';

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Q1 report.PDF', 'Q1 report.PDF'],
    ['a<b>:c|d?.pdf', 'a_b__c_d_.pdf'],
    ['..pdf', 'file.pdf'],
    ['  .hidden.docx  ', 'hidden.docx'],
    ['tab\tand\nnewline.xls', 'tabandnewline.xls'],
    ['Señor.pdf', 'Señor.pdf'],
    ['', 'file'],
  ])('%j → %j', (raw, safe) => expect(safeFileName(raw)).toBe(safe));

  it('cuts long names to 200 characters keeping the extension', () => {
    const n = safeFileName(`${'x'.repeat(300)}.xlsx`);
    expect(n).toHaveLength(200);
    expect(n.endsWith('.xlsx')).toBe(true);
  });
});

describe('uniqueNames', () => {
  it('numbers repeats before the extension, case-insensitively', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b'])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'b']);
  });
});

describe('statsOf', () => {
  it('counts subtrees from per-id counts even when the tree sent omits children, keeps extra fields, adds the master', () => {
    const direct = new Map([
      [2, { files: 2, redFlags: 1 }],
      [9, { files: 1, redFlags: 0 }],
      [0, { files: 0, redFlags: 1 }],
      [TAXONOMY_IDS.master, { files: 4, redFlags: 0 }],
    ]);
    const out = statsOf(
      [
        { staticId: 0, name: 'Corporate' },
        { staticId: 54, entries: [{ staticId: 55 }] },
      ],
      direct,
    );
    expect(out).toEqual([
      { staticId: 0, name: 'Corporate', count: 3, redFlags: 2, entries: [] },
      { staticId: 54, count: 0, redFlags: 0, entries: [{ staticId: 55, count: 0, redFlags: 0, entries: [] }] },
      { staticId: TAXONOMY_IDS.master, count: 4, redFlags: 0, entries: [] },
    ]);
  });
});

describe('toFolderRow', () => {
  it('gives a stable uuid-shaped id per static id', () => {
    expect(toFolderRow(TAXONOMY[0], 3).externalId).toBe('00000000-0000-4000-8000-000000000000');
    expect(toFolderRow(TAXONOMY[1], 0)).toMatchObject({
      externalId: '00000000-0000-4000-8000-000000000054',
      type: 'FOLDER',
      fileCount: 0,
      staticId: 54,
    });
  });
});

describe('simplePdf', () => {
  it('writes a cross-reference table whose offsets point at the objects', () => {
    const pdf = simplePdf(['Hello (world)', 'Second line']).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain("(Hello \\(world\\)) '");
    const len = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const start = pdf.indexOf('stream\n') + 7;
    expect(pdf.slice(start + len, start + len + 10)).toBe('\nendstream');
  });
});
