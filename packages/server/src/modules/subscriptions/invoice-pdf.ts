import type { Invoice } from '@atrium/contract';
import { onePagePdf } from '../../platform/pdf/one-page-pdf.ts';

/** PDF strings: only printable ASCII, with \ ( ) escaped (the built-in Helvetica has no wider encoding). */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;

/**
 * A one-page invoice PDF written by hand: one font, lines of text. Enough for a customer's records without a PDF
 * library; Stripe's own hosted invoice is linked when Stripe bills.
 */
export function invoicePdf(input: {
  productName: string;
  tenantName: string;
  invoice: Invoice;
  lines: { description: string; amount: number }[];
}): Buffer {
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
  line(
    `Period: ${invoice.periodStart.slice(0, 10)}${invoice.periodEnd ? ` to ${invoice.periodEnd.slice(0, 10)}` : ''}`,
  );
  line(`Status: ${invoice.status}`);
  y -= 10;
  line(invoice.description, 12);
  for (const l of input.lines) line(`${l.description}: ${usd(l.amount)}`);
  y -= 6;
  line(`Total (${invoice.currency.toUpperCase()}): ${usd(invoice.amount)}`, 14);
  const content = rows.map(([x, yy, op]) => `BT ${op.replace(' (', ` 1 0 0 1 ${x} ${yy} Tm (`)} ET`).join('\n');

  return onePagePdf(content, { height: 842 });
}
