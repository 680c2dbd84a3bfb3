import CFB from 'cfb';
import { pdfText } from './pdf.ts';
import { docxText } from './docx.ts';
import { docText } from './doc.ts';
import { xlsxText } from './xlsx.ts';
import { xlsText } from './xls.ts';
import { MAX_TEXT_CHARS } from './common.ts';

export type DocumentFormat = 'pdf' | 'docx' | 'xlsx' | 'doc' | 'xls';

/** The document format by content (magic bytes; inside ZIP and OLE containers, by their parts), the name as a tie-break. */
export function detectFormat(data: Buffer, extension: string): DocumentFormat | null {
  if (data.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) {
    if (data.includes('word/')) return 'docx';
    if (data.includes('xl/')) return 'xlsx';
    return extension === 'docx' || extension === 'xlsx' ? extension : null;
  }
  if (data.length >= 8 && data.readUInt32BE(0) === 0xd0cf11e0 && data.readUInt32BE(4) === 0xa1b11ae1) {
    try {
      const container = CFB.read(data, { type: 'buffer' });
      if (CFB.find(container, 'WordDocument')) return 'doc';
      if (CFB.find(container, 'Workbook') || CFB.find(container, 'Book')) return 'xls';
    } catch {
      return null;
    }
    return null;
  }
  return null;
}

/** Text of a pdf, docx, xlsx, doc or xls document, whitespace tidied, at most MAX_TEXT_CHARS; '' for other content. */
export async function extractText(data: Buffer, extension: string): Promise<string> {
  const format = detectFormat(data, extension);
  let text = '';
  if (format === 'pdf') text = await pdfText(data, MAX_TEXT_CHARS);
  else if (format === 'docx') text = await docxText(data);
  else if (format === 'xlsx') text = await xlsxText(data, MAX_TEXT_CHARS);
  else if (format === 'doc') text = await docText(data);
  else if (format === 'xls') text = xlsText(data, MAX_TEXT_CHARS);
  return tidy(text).slice(0, MAX_TEXT_CHARS);
}

/** Collapses runs of spaces, keeps tabs and line breaks (signature blocks and table rows read by lines), drops NULs. */
function tidy(text: string): string {
  return text
    .replaceAll('\0', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
