import type { Invoice } from '@atrium/contract';

/** PDF strings: only printable ASCII, with \ ( ) escaped (the built-in Helvetica has no wider encoding). */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;

/**
 * A one-page invoice PDF written by hand: one font, lines of text. Enough for a customer's records without a PDF
 * library; Stripe's own hosted invoice is linked when Stripe bills.
 */
export function invoicePdf(input: { productName: string; tenantName: string; invoice: Invoice; lines: { description: string; amount: number }[] }): Buffer {
  const { invoice } = input;
  const rows: [number, number, string][] = [];
  let y = 780;
  const line = (text: string, size = 11, x = 56) => {
    rows.push([x, y, `/F1 ${size} Tf`]);
    rows[rows.length - 1][2] += ` (${pdfText(text)}) Tj`;
    y -= size + 8;
  };
  line(`${input.productName} - Invoice ${invoice.number}`, 18);
  y -= 6;
  line(`Billed to: ${input.tenantName}`);
  line(`Date: ${invoice.createdAt.slice(0, 10)}`);
  line(`Period: ${invoice.periodStart.slice(0, 10)}${invoice.periodEnd ? ` to ${invoice.periodEnd.slice(0, 10)}` : ''}`);
  line(`Status: ${invoice.status}`);
  y -= 10;
  line(invoice.description, 12);
  for (const l of input.lines) line(`${l.description}: ${usd(l.amount)}`);
  y -= 6;
  line(`Total (${invoice.currency.toUpperCase()}): ${usd(invoice.amount)}`, 14);
  const content = rows.map(([x, yy, op]) => `BT ${op.replace(' (', ` 1 0 0 1 ${x} ${yy} Tm (`)} ET`).join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
