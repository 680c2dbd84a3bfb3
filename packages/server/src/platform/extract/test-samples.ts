/**
 * Sample documents made by the test suite (issue 6: analysis tests on real documents): a PDF, a DOCX, an XLSX, a DOC
 * and an XLS with a known party, date and clause, and an image-only PDF. Generated with dev dependencies (pdf-lib,
 * jszip, SheetJS for the legacy .xls) and, for the .doc, a minimal Word 97 writer below.
 */
import zlib from 'node:zlib';
import CFB from 'cfb';
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const NDA_LINES = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Mutual Non-Disclosure Agreement is made and entered into as of March 3, 2025 by and between',
  'Acme Robotics, Inc., a Delaware corporation, and Globex Holdings LLC, a New York limited liability company.',
  '1. Confidential Information. Each party (the Disclosing Party) may disclose confidential information to the',
  'other party (the Receiving Party). The Receiving Party shall hold all confidential information in strict confidence.',
  '2. Term. This Agreement shall automatically renew for successive one-year periods unless either party objects.',
  '3. Change of Control. In the event of a change of control of either party, the other party may end this Agreement.',
  '4. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
  'IN WITNESS WHEREOF the parties have signed this Agreement.',
  'ACME ROBOTICS, INC.',
  'By: /s/ Jane Doe',
  'Name: Jane Doe',
  'Title: Chief Executive Officer',
  'Email: jane.doe@acme-robotics.example',
  'GLOBEX HOLDINGS LLC',
  'By: /s/ John Smith',
  'Name: John Smith',
  'Title: General Counsel',
  'Email: john.smith@globex.example',
];

export const EMPLOYMENT_PARAGRAPHS = [
  'EMPLOYMENT AGREEMENT',
  'This Employment Agreement is entered into on 15 January 2024 between Initech Software Ltd. and Peter Gibbons.',
  '1. Position. The Employee agrees to serve as Senior Engineer. The Employer shall pay a base salary of 120,000 per year.',
  '2. Non-Compete. During the employment and for twelve months after it, the Employee shall not compete with the Employer in any market where the Employer does business.',
  '3. Termination. Either party may terminate this Agreement for convenience upon thirty days written notice.',
  '4. Assignment. The Employee may not assign this Agreement without the prior written consent of the Employer.',
  'By: Bill Lumbergh',
  'Title: Vice President',
  'Email: bill@initech.example',
  'Name: Peter Gibbons',
  'Title: Employee',
];

export const ORDER_FORM_ROWS: (string | number)[][] = [
  ['Customer Order Form'],
  [
    'This order form is agreed between Umbrella Corporation and Acme Robotics, Inc. under the master subscription agreement.',
  ],
  ['Customer', 'Umbrella Corporation'],
  ['Date:', '2025-06-30'],
  ['Subscription fees', 48000],
  ['Renewal', 'This order form shall automatically renew for successive twelve-month terms.'],
  ['Liability', 'The Customer accepts unlimited liability for misuse of the service.'],
  ['Name:', 'Alice Wong'],
  ['Title:', 'Procurement Lead'],
  ['Email:', 'alice.wong@umbrella.example'],
];

/** A text PDF: one line per entry, Helvetica, as many pages as needed. */
export async function textPdf(lines: string[] = NDA_LINES): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([612, 792]);
  let y = 750;
  for (const line of lines) {
    if (y < 50) {
      page = pdf.addPage([612, 792]);
      y = 750;
    }
    page.drawText(line, { x: 40, y, size: 9, font });
    y -= 16;
  }
  return Buffer.from(await pdf.save());
}

/** A grey-scale PNG with a pattern (no text), built by hand: signature, IHDR, IDAT (deflate), IEND. */
export function patternPng(width = 160, height = 80): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 256;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned-looking PDF: one page holding only an image, no text at all. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = await pdf.embedPng(patternPng());
  page.drawImage(image, { x: 40, y: 400, width: 500, height: 250 });
  return Buffer.from(await pdf.save());
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal but valid Word document (.docx): content types, relationships and one paragraph per entry. */
export async function docx(paragraphs: string[] = EMPLOYMENT_PARAGRAPHS): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An Excel workbook (.xlsx) with one sheet of these rows. */
export async function xlsx(rows: (string | number)[][] = ORDER_FORM_ROWS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Order Form');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A legacy Excel workbook (.xls, BIFF8), written by SheetJS (a dev dependency only). */
export function xls(rows: (string | number)[][] = ORDER_FORM_ROWS): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Order Form');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/**
 * A legacy Word document (.doc, Word 97): an OLE container with a WordDocument stream (a File Information Block and
 * the text as UTF-16) and a 1Table stream holding the piece table (one piece) — the parts a reader needs for the text.
 */
export function doc(paragraphs: string[] = EMPLOYMENT_PARAGRAPHS): Buffer {
  const text = paragraphs.join('\r') + '\r';
  const textOffset = 0x800;
  const textBytes = Buffer.from(text, 'utf16le');
  const word = Buffer.alloc(Math.max(4608, textOffset + textBytes.length));
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + textBytes.length, 0x1c); // fcMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  textBytes.copy(word, textOffset);
  // Clx: Pcdt (0x02), lcb, PlcPcd = CPs [0, n] + one PCD {flags, fc (UTF-16 when bit 30 is clear), prm}.
  const table = Buffer.alloc(4096);
  let p = 0;
  table[p++] = 0x02;
  table.writeUInt32LE(16, p);
  p += 4;
  table.writeUInt32LE(0, p);
  table.writeUInt32LE(text.length, p + 4);
  table.writeUInt16LE(0, p + 8);
  table.writeUInt32LE(textOffset, p + 10);
  table.writeUInt16LE(0, p + 14);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(21, 0x1a6); // lcbClx
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', word);
  CFB.utils.cfb_add(container, '1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
