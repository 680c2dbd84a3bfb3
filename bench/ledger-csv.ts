/** A generated ledger CSV (five years of a busy company) and its multipart body, for the ledger and spending benches. */
const CATEGORIES = [
  'Revenue',
  'Payroll',
  'Rent',
  'Software',
  'Marketing',
  'Travel',
  'Meals',
  'Legal',
  'Hardware',
  'Contractors',
  'Insurance',
  'Utilities',
];

/** `rows` transactions over 2021–2025: two accounts, twelve categories, 300 vendors, after an opening balance. */
export function ledgerCsv(rows: number): Buffer {
  const lines = ['Date,Account,Category,Amount,Vendor', '2021-01-01,Operating Checking,Opening balance,50000000,'];
  const start = Date.UTC(2021, 0, 1);
  const span = 5 * 365 * 86_400_000;
  for (let i = 1; i < rows; i++) {
    const date = new Date(start + Math.floor((i / rows) * span)).toISOString().slice(0, 10);
    const cat = CATEGORIES[i % CATEGORIES.length];
    const amount = cat === 'Revenue' ? 1200 + (i % 500) : -(100 + (i % 900));
    lines.push(`${date},${i % 7 === 0 ? 'Card' : 'Operating Checking'},${cat},${amount}.${i % 100},Vendor ${i % 300}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** The file as the import's multipart body. */
export function csvMultipart(data: Buffer) {
  const boundary = '----benchledger';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
