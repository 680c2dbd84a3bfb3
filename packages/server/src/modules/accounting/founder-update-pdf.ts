import PDFDocument from 'pdfkit';
import type { FounderUpdateText } from './founder-update.ts';

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1d4ed8';

/**
 * The founder update as a one-page Letter PDF (pdfkit, standard Helvetica: no font files, no browser). The four
 * figures in a row of boxes, then the sections as lines of text.
 */
export function founderUpdatePdf(text: FounderUpdateText, meta: { generatedAt: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: text.title, Subject: text.subtitle, Creator: 'Atrium', CreationDate: meta.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(text.title, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(text.subtitle, { width });

  const gap = 10;
  const boxW = (width - gap * (text.figures.length - 1)) / text.figures.length;
  const boxH = 78;
  const top = doc.y + 18;
  text.figures.forEach((f, i) => {
    const x = left + i * (boxW + gap);
    doc.roundedRect(x, top, boxW, boxH, 6).lineWidth(0.8).strokeColor('#d1d5db').stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(f.label, x + 8, top + 8, { width: boxW - 16 });
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(ACCENT)
      .text(f.value, x + 8, top + 24, { width: boxW - 16 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(f.note, x + 8, top + 46, { width: boxW - 16 });
  });
  doc.x = left;
  doc.y = top + boxH + 22;

  for (const s of text.sections) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(s.heading, left, doc.y, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK);
    for (const line of s.lines) doc.text(line, { width, indent: 8 });
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}
