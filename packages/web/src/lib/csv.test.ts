import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('splits plain rows and fields', () => {
    expect(parseCsv('a,b,c\n1,2,3\n').rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'name,note\n"Smith, John","He said ""hi""\nthen left"\nx,""\n';
    expect(parseCsv(text).rows).toEqual([
      ['name', 'note'],
      ['Smith, John', 'He said "hi"\nthen left'],
      ['x', ''],
    ]);
  });

  it('accepts CRLF and CR line ends, a byte-order mark and a last line without a break', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\r3,4').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty fields and empty lines in the middle', () => {
    expect(parseCsv(',a,\n\nb').rows).toEqual([['', 'a', ''], [''], ['b']]);
  });

  it('stops after maxRows and says so', () => {
    expect(parseCsv('1\n2\n3\n4\n', { maxRows: 2 })).toEqual({ rows: [['1'], ['2']], truncated: true });
    expect(parseCsv('1\n2\n', { maxRows: 2 })).toEqual({ rows: [['1'], ['2']], truncated: false });
  });

  it('takes a quote in the middle of an unquoted field literally and closes an unterminated quote at the end', () => {
    expect(parseCsv('5" pipe,b\n"open').rows).toEqual([['5" pipe', 'b'], ['open']]);
  });

  it('returns no rows for empty text', () => {
    expect(parseCsv('').rows).toEqual([]);
  });
});

describe('parseCsv skipBlankLines and toCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\nlast,,\n';
    expect(parseCsv(text, { skipBlankLines: true }).rows).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '', ''],
    ]);
  });
  it('round-trips through toCsv', () => {
    const rows = [
      ['a,b', 'c"d', 'e\nf'],
      ['1', '', '3'],
    ];
    expect(parseCsv(toCsv(rows)).rows).toEqual(rows);
  });
});
