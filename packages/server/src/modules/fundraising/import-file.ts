import { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import { detectLayout, parseRow, type ImportedFunder, type ImportLayout, type Places } from './import-rows.ts';

export interface RowError {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  error: string;
}
export type ParsedFile =
  | { ok: true; layout: ImportLayout; funders: ImportedFunder[]; errors: RowError[]; rows: number }
  | { ok: false; error: string };

/**
 * Reads a whole CSV (either layout) into funders and a per-row error report. A file that is not CSV, has an unknown
 * header or no data row is refused as a whole. Later rows with the same stable key replace earlier ones.
 */
export async function readFunderCsv(input: Readable | string | Buffer, places: Places): Promise<ParsedFile> {
  const stream = typeof input === 'string' || Buffer.isBuffer(input) ? Readable.from([input]) : input;
  let header: string[] | null = null;
  let layout: ImportLayout | null = null;
  let line = 0;
  let rows = 0;
  const byKey = new Map<string, ImportedFunder>();
  const errors: RowError[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const csv = parse({ headers: false, ignoreEmpty: false, trim: true })
        .on('error', reject)
        .on('data', (row: string[]) => {
          line += 1;
          if (row.every((c) => !c.trim())) return; // blank lines are skipped (but counted)
          if (!header) {
            header = row.map((h) => h.replace(/^\uFEFF/, ''));
            const d = detectLayout(header);
            if ('error' in d) return reject(new Error(d.error));
            layout = d.layout;
            return;
          }
          rows += 1;
          const r = parseRow(layout!, header, row, places);
          if (r.ok) byKey.set(r.funder.sourceKey, r.funder);
          else errors.push({ line, error: r.error });
        })
        .on('end', () => resolve());
      stream.on('error', reject).pipe(csv);
    });
  } catch (e) {
    return { ok: false, error: `The file cannot be imported: ${(e as Error).message}` };
  }
  if (!header || !layout) return { ok: false, error: 'The file cannot be imported: it is empty' };
  if (!rows) return { ok: false, error: 'The file cannot be imported: it has a header but no rows' };
  return { ok: true, layout, funders: [...byKey.values()], errors, rows };
}
