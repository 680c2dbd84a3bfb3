import { onePagePdf } from '../../platform/pdf/one-page-pdf.ts';

/**
 * A small, valid one-page PDF with the given lines as real text (Helvetica, a proper cross-reference table), so text
 * extraction finds its words. Latin-1 text only.
 */
export function simplePdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
  const content = ['BT', '/F1 12 Tf', '14 TL', '72 740 Td', ...lines.map((l) => `(${esc(l)}) '`), 'ET'].join('\n');
  return onePagePdf(content, { height: 792, winAnsi: true });
}
