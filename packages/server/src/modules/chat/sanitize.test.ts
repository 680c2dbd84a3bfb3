import { describe, expect, it } from 'vitest';
import { keepMentions, sanitizeText } from './sanitize.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';

const ID = '123e4567-e89b-42d3-a456-426614174000';

describe('sanitizeText', () => {
  it.each([
    ['<script>alert(1)</script>hi', 'hi'],
    ['<img src=x onerror=alert(1)>hi', 'hi'],
    ['hi <img src=x onerror=alert(1)', 'hi'],
    ['<a href="javascript:x()">link</a>', 'link'],
    ['<!-- secret -->visible', 'visible'],
    ['<style>body{}</style><iframe src=x></iframe>ok', 'ok'],
    ['a < b and c > d', 'a < b and c > d'],
    ['line1\nline2\u0007', 'line1\nline2'],
    ['  ', null],
    [`hey @[Ann Lee](${ID})`, `hey @[Ann Lee](${ID})`],
  ])('%j → %j', (input, out) => {
    expect(sanitizeText(input)).toBe(out);
  });
});

describe('keepMentions', () => {
  it('keeps allowed mentions and turns the others into plain text', () => {
    const other = '223e4567-e89b-42d3-a456-426614174000';
    const r = keepMentions(`@[Ann](${ID}) @[Bob](${other})`, (id) => id === ID);
    expect(r).toEqual({ text: `@[Ann](${ID}) @Bob`, ids: [ID] });
  });
});

describe('sniffContentType', () => {
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
  it.each([
    ['a.pdf', Buffer.from('%PDF-1.7'), 'application/pdf'],
    ['a.PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a'), 'image/gif'],
    ['a.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    ['a.docx', zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.xlsx', zip, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a.zip', zip, 'application/zip'],
    ['a.doc', ole, 'application/msword'],
    ['a.xls', ole, 'application/vnd.ms-excel'],
    ['a.csv', Buffer.from('a,b\n1,2\n'), 'text/csv'],
    ['a.txt', Buffer.from('héllo wörld, long enough'), 'text/plain'],
  ])('%s is %s', (name, head, type) => {
    expect(sniffContentType(name, head)).toBe(type);
  });
  it.each([
    ['invoice.pdf', Buffer.from('MZ\x90\0')],
    ['a.exe', Buffer.from('MZ\x90\0')],
    ['a.png', Buffer.from('%PDF-1.7')],
    ['a.jar', zip],
    ['a.html', Buffer.from('<html><script>')],
    ['a.txt', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7])],
    ['a.pdf', Buffer.alloc(0)],
  ])('%s with the wrong content is refused', (name, head) => {
    expect(sniffContentType(name, head)).toBeNull();
  });
});
