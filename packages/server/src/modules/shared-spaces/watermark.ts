import type { Readable } from 'node:stream';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** PDFs larger than this are served without the stamp (held in memory to stamp; docs/decisions.md). */
export const WATERMARK_MAX_BYTES = 50 * 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stamps every page of a PDF with the guest's e-mail and the time, diagonally across the page and once along the
 * bottom edge. A file pdf-lib cannot parse is returned unchanged (null), so a viewer still opens what the owner shared.
 */
export async function watermarkPdf(stream: Readable, text: string): Promise<Buffer | null> {
  const bytes = await bytesOf(stream);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  } catch {
    return null;
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(10, Math.min(28, width / 24));
    page.drawText(text, {
      x: width * 0.12,
      y: height * 0.3,
      size,
      font,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.35,
      rotate: degrees(35),
    });
    page.drawText(text, { x: 24, y: 14, size: 8, font, color: rgb(0.45, 0.45, 0.45), opacity: 0.8 });
  }
  return Buffer.from(await doc.save());
}
