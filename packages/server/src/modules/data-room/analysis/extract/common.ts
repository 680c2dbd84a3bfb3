import type { Readable } from 'node:stream';

// What the main thread needs around extraction (the parsers themselves load only in the extraction thread).

/** The document could not be parsed, or its parsing ran out of time, memory or size: no retry helps. */
export class ExtractionFailed extends Error {}

/** Extracted text is cut here (the search vector reads a part of it; the analyzer reads less). */
export const MAX_TEXT_CHARS = 2_000_000;

/** Reads a stream into memory up to `maxBytes` (the upload limit); more is an error. */
export async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new ExtractionFailed(`document larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Whether extracted text is enough to analyse (an image-only PDF gives none or a few stray characters). */
export const hasUsableText = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 20;
