import { afterAll, describe, expect, it } from 'vitest';
import * as samples from './test-samples.ts';
import { detectFormat, extractText } from './index.ts';
import { hasUsableText, readAll } from './common.ts';
import { createExtractionThread, ExtractionFailed } from './thread.ts';
import { Readable } from 'node:stream';

const thread = createExtractionThread({ timeoutMs: 60_000, maxMemoryMb: 256 });
afterAll(() => thread.close());

describe('text extraction', () => {
  it('decides the format by content, not by name', async () => {
    expect(detectFormat(await samples.textPdf(), 'docx')).toBe('pdf');
    expect(detectFormat(await samples.docx(), 'xlsx')).toBe('docx');
    expect(detectFormat(await samples.xlsx(), 'pdf')).toBe('xlsx');
    expect(detectFormat(samples.doc(), 'xls')).toBe('doc');
    expect(detectFormat(samples.xls(), 'doc')).toBe('xls');
    expect(detectFormat(Buffer.from('MZ\x90\x00 an executable'), 'pdf')).toBeNull();
    expect(await extractText(Buffer.from('plain text pretending to be a PDF'), 'pdf')).toBe('');
  });

  it('reads each format (in the extraction thread)', async () => {
    expect(await thread.extract(await samples.textPdf(), 'pdf')).toContain(
      'Acme Robotics, Inc., a Delaware corporation',
    );
    expect(await thread.extract(await samples.docx(), 'docx')).toContain('Initech Software Ltd. and Peter Gibbons');
    expect(await thread.extract(samples.doc(), 'doc')).toContain('shall not compete');
    expect(await thread.extract(await samples.xlsx(), 'xlsx')).toContain('Date:\t2025-06-30');
    expect(await thread.extract(samples.xls(), 'xls')).toContain('Name:\tAlice Wong');
    const scan = await thread.extract(await samples.imageOnlyPdf(), 'pdf');
    expect(hasUsableText(scan)).toBe(false);
  });

  it('a document the parser rejects fails with ExtractionFailed; the thread goes on serving', async () => {
    await expect(thread.extract(Buffer.from('%PDF-1.7\nnot a pdf'), 'pdf')).rejects.toBeInstanceOf(ExtractionFailed);
    expect(await thread.extract(await samples.docx(), 'docx')).toContain('EMPLOYMENT AGREEMENT');
  });

  it('a parser that runs out of time is stopped with ExtractionFailed (the document cannot be analysed)', async () => {
    const impatient = createExtractionThread({ timeoutMs: 1, maxMemoryMb: 256 });
    const failure = await impatient.extract(await samples.textPdf(), 'pdf').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ExtractionFailed);
    expect((failure as Error).message).toMatch(/took longer than 1 ms/);
    await impatient.close();
  });

  it('reading a blob stops at the size limit', async () => {
    expect((await readAll(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 20)).length).toBe(20);
    await expect(readAll(Readable.from([Buffer.alloc(10), Buffer.alloc(11)]), 20)).rejects.toThrow(
      /larger than 20 bytes/,
    );
  });

  it('reading a blob of known size fills one buffer of that size, and copes with a wrong size', async () => {
    const parts = () => Readable.from([Buffer.from('abcde'), Buffer.from('fghij')]);
    const exact = await readAll(parts(), 20, 10);
    expect(exact.toString()).toBe('abcdefghij');
    // One allocation of its own: the whole of it can be handed to the extraction thread without a copy.
    expect(exact.buffer.byteLength).toBe(10);
    expect((await readAll(parts(), 20, 4)).toString()).toBe('abcdefghij');
    expect((await readAll(parts(), 20, 16)).toString()).toBe('abcdefghij');
    await expect(readAll(parts(), 20, 21)).rejects.toThrow(/larger than 20 bytes/);
  });

  it('moves a buffer that owns its memory to the thread, and copies a pooled one', async () => {
    const docx = await samples.docx();
    const owned = await readAll(Readable.from([docx]), 1 << 20, docx.length);
    expect(await thread.extract(owned, 'docx')).toContain('Initech Software Ltd. and Peter Gibbons');
    expect(owned.buffer.byteLength).toBe(0); // detached: moved, not copied
    const pooled = Buffer.from(docx.toString('latin1'), 'latin1');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    expect(await thread.extract(pooled, 'docx')).toContain('Initech Software Ltd. and Peter Gibbons');
    expect(pooled.equals(docx)).toBe(true); // the caller's bytes are untouched
  });
});
