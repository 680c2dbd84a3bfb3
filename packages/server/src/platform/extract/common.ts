import type { Readable } from 'node:stream';

// What the main thread needs around extraction (the parsers themselves load only in the extraction thread).

/** The document could not be parsed, or its parsing ran out of time, memory or size: no retry helps. */
export class ExtractionFailed extends Error {}

/** Extracted text is cut here (the search vector reads a part of it; the analyzer reads less). */
export const MAX_TEXT_CHARS = 2_000_000;

/**
 * Reads a stream into memory up to `maxBytes` (the upload limit); more is an error. Given the stored size, the bytes go
 * straight into one buffer of that size (a 100 MB document costs 100 MB, not chunks plus their concatenation), which
 * the extraction thread can then take over without a copy.
 */
export async function readAll(stream: Readable, maxBytes: number, expectedBytes?: number): Promise<Buffer> {
  const tooLarge = () => {
    stream.destroy();
    return new ExtractionFailed(`document larger than ${maxBytes} bytes`);
  };
  if (expectedBytes !== undefined && expectedBytes > maxBytes) throw tooLarge();
  let into = expectedBytes ? Buffer.allocUnsafeSlow(expectedBytes) : null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const c = chunk as Buffer;
    if (size + c.length > maxBytes) throw tooLarge();
    if (into && size + c.length <= into.length) c.copy(into, size);
    else {
      // The stored size was wrong: fall back to collecting chunks.
      if (into) chunks.push(into.subarray(0, size));
      into = null;
      chunks.push(c);
    }
    size += c.length;
  }
  if (into) return size === into.length ? into : into.subarray(0, size);
  return Buffer.concat(chunks);
}

/** Whether extracted text is enough to analyse (an image-only PDF gives none or a few stray characters). */
export const hasUsableText = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 20;
