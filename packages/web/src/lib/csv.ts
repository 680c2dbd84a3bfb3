/**
 * A small RFC 4180 CSV parser for previews: fields separated by commas, optionally quoted; a quoted field may hold
 * commas, line breaks and doubled quotes (""). Accepts \n, \r\n and \r line ends, ignores a leading byte-order mark
 * and a final empty line. Pure: no DOM, no I/O.
 */
export interface CsvParseOptions {
  /** Stop after this many rows (the rest of the text is not read). */
  maxRows?: number;
  delimiter?: string;
  /** Drop lines whose cells are all blank (an import reads records, a preview shows the text as it is). */
  skipBlankLines?: boolean;
}

export interface CsvResult {
  rows: string[][];
  /** True when maxRows cut the text short. */
  truncated: boolean;
}

export function parseCsv(
  text: string,
  { maxRows = Number.POSITIVE_INFINITY, delimiter = ',', skipBlankLines = false }: CsvParseOptions = {},
): CsvResult {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (!skipBlankLines || row.some((x) => x.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === delimiter) {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      if (rows.length >= maxRows) return { rows, truncated: i < src.length };
    } else {
      field += c;
      i += 1;
    }
  }
  // The last line, unless the text ended with a line break.
  if (field !== '' || row.length > 0 || quoted) endRow();
  return { rows, truncated: false };
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Writes rows as RFC 4180 CSV (CRLF line ends; a cell with a comma, quote or line break is quoted). */
export const toCsv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
