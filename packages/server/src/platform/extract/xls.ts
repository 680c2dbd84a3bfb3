import CFB from 'cfb';

/**
 * Text of an Excel 97–2003 workbook (.xls, BIFF8 in an OLE container): the shared strings, inline labels and numbers
 * of each sheet, row by row. A small reader of our own (the OLE container through `cfb`) instead of the SheetJS
 * package, whose npm release has unpatched advisories for crafted files (docs/decisions.md, Data room).
 */
export function xlsText(data: Buffer, maxChars: number): string {
  const container = CFB.read(data, { type: 'buffer' });
  const entry = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
  if (!entry?.content) throw new Error('no workbook stream');
  const stream = Buffer.from(entry.content as Uint8Array);
  return new BiffReader(stream, maxChars).text();
}

const RT = {
  BOF: 0x0809,
  EOF: 0x000a,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  RK: 0x027e,
} as const;

/** Reads across an SST record and its CONTINUE records: character data that crosses a boundary restarts with a flags byte. */
class SegmentCursor {
  private seg = 0;
  private pos = 0;
  private segments: Buffer[];
  constructor(segments: Buffer[]) {
    this.segments = segments;
  }
  private ensure() {
    while (this.seg < this.segments.length && this.pos >= this.segments[this.seg].length) {
      this.seg++;
      this.pos = 0;
    }
    if (this.seg >= this.segments.length) throw new RangeError('end of SST');
  }
  u8() {
    this.ensure();
    return this.segments[this.seg][this.pos++];
  }
  u16() {
    return this.u8() | (this.u8() << 8);
  }
  u32() {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }
  skip(n: number) {
    for (let i = 0; i < n; i++) this.u8();
  }
  chars(count: number, high: boolean): string {
    let out = '';
    let wide = high;
    for (let i = 0; i < count; i++) {
      if (this.pos >= this.segments[this.seg].length) {
        this.seg++;
        this.pos = 0;
        if (this.seg >= this.segments.length) break;
        wide = (this.u8() & 1) === 1;
      }
      out += String.fromCharCode(wide ? this.u16() : this.u8());
    }
    return out;
  }
}

class BiffReader {
  private sheets: string[] = [];
  private cells: { sheet: number; row: number; col: number; text: string }[] = [];
  private sst: string[] = [];
  private s: Buffer;
  private maxChars: number;
  constructor(s: Buffer, maxChars: number) {
    this.s = s;
    this.maxChars = maxChars;
  }

  private unicode(buf: Buffer, at: number): string {
    const cch = buf.readUInt16LE(at);
    const high = (buf[at + 2] & 1) === 1;
    const start = at + 3;
    return high
      ? buf.subarray(start, start + cch * 2).toString('utf16le')
      : buf.subarray(start, start + cch).toString('latin1');
  }

  private readSst(segments: Buffer[]) {
    const c = new SegmentCursor(segments);
    c.u32();
    const unique = c.u32();
    try {
      for (let i = 0; i < unique; i++) {
        const cch = c.u16();
        const flags = c.u8();
        const runs = flags & 0x8 ? c.u16() : 0;
        const ext = flags & 0x4 ? c.u32() : 0;
        this.sst.push(c.chars(cch, (flags & 1) === 1));
        c.skip(runs * 4 + ext);
      }
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
    }
  }

  private static rk(v: number): number {
    const n =
      v & 2
        ? v >> 2
        : (() => {
            const b = Buffer.alloc(8);
            b.writeInt32LE(v & 0xfffffffc, 4);
            return b.readDoubleLE(0);
          })();
    return v & 1 ? n / 100 : n;
  }

  text(): string {
    const s = this.s;
    let sheet = -1;
    let pending: Buffer[] | null = null;
    for (let at = 0; at + 4 <= s.length;) {
      const type = s.readUInt16LE(at);
      const len = s.readUInt16LE(at + 2);
      const d = s.subarray(at + 4, at + 4 + len);
      at += 4 + len;
      if (pending && type !== RT.CONTINUE) {
        this.readSst(pending);
        pending = null;
      }
      switch (type) {
        case RT.BOF:
          sheet++;
          break;
        case RT.BOUNDSHEET:
          this.sheets.push(d.length > 8 ? this.shortUnicode(d, 6) : '');
          break;
        case RT.SST:
          pending = [d];
          break;
        case RT.CONTINUE:
          pending?.push(d);
          break;
        case RT.LABELSST:
          this.cells.push({
            sheet,
            row: d.readUInt16LE(0),
            col: d.readUInt16LE(2),
            text: this.sst[d.readUInt32LE(6)] ?? '',
          });
          break;
        case RT.LABEL:
          this.cells.push({ sheet, row: d.readUInt16LE(0), col: d.readUInt16LE(2), text: this.unicode(d, 6) });
          break;
        case RT.NUMBER:
          this.cells.push({ sheet, row: d.readUInt16LE(0), col: d.readUInt16LE(2), text: String(d.readDoubleLE(6)) });
          break;
        case RT.RK:
          this.cells.push({
            sheet,
            row: d.readUInt16LE(0),
            col: d.readUInt16LE(2),
            text: String(BiffReader.rk(d.readInt32LE(6))),
          });
          break;
      }
    }
    if (pending) this.readSst(pending);
    return this.render();
  }

  private shortUnicode(buf: Buffer, at: number): string {
    const cch = buf[at];
    const high = (buf[at + 1] & 1) === 1;
    const start = at + 2;
    return high
      ? buf.subarray(start, start + cch * 2).toString('utf16le')
      : buf.subarray(start, start + cch).toString('latin1');
  }

  private render(): string {
    const lines: string[] = [];
    let size = 0;
    const sheetIds = [...new Set(this.cells.map((c) => c.sheet))].sort((a, b) => a - b);
    for (const id of sheetIds) {
      // BOF 0 is the workbook globals; sheet substreams follow in BOUNDSHEET order.
      const name = this.sheets[id - 1];
      if (name) lines.push(name);
      const rows = new Map<number, { col: number; text: string }[]>();
      for (const c of this.cells)
        if (c.sheet === id && c.text.trim())
          rows.set(c.row, [...(rows.get(c.row) ?? []), { col: c.col, text: c.text.trim() }]);
      for (const row of [...rows.keys()].sort((a, b) => a - b)) {
        const line = rows
          .get(row)!
          .sort((a, b) => a.col - b.col)
          .map((c) => c.text)
          .join('\t');
        lines.push(line);
        size += line.length + 1;
        if (size > this.maxChars) return lines.join('\n');
      }
      lines.push('');
    }
    return lines.join('\n');
  }
}
