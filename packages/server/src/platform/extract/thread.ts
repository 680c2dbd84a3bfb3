import { createRequestThread } from '../threads/request-thread.ts';
import { ExtractionFailed } from './common.ts';

export { ExtractionFailed };

/** Limits of the app's text-extraction thread: a document's parsing gets this long and this much heap. */
export const EXTRACTION_LIMITS = { timeoutMs: 120_000, maxMemoryMb: 1024 };

export interface ExtractionRequest {
  data: Uint8Array;
  extension: string;
}

/**
 * Text extraction in a worker thread kept for the life of the app: parsing a large or hostile file neither blocks the
 * server's event loop nor grows its heap beyond `maxMemoryMb`, and a parser still busy after `timeoutMs` is really
 * stopped. Documents are parsed one at a time. A request caught in another document's crash is rejected with a plain
 * Error (its job retries).
 */
export function createExtractionThread(o: { timeoutMs: number; maxMemoryMb: number }) {
  const thread = createRequestThread<ExtractionRequest, string>({
    url: new URL('./worker.ts', import.meta.url),
    name: 'extraction thread',
    timeoutMs: o.timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: o.maxMemoryMb },
    failed: (message) => new ExtractionFailed(message),
    timedOut: (ms) => new ExtractionFailed(`text extraction took longer than ${ms} ms`),
  });
  return {
    extract(data: Buffer, extension: string): Promise<string> {
      // The bytes move to the thread. A buffer that owns its whole memory goes as it is (the caller gives it up); a
      // small one may share Node's pool with other buffers and is copied first.
      const owned = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      const bytes = owned ? new Uint8Array(data.buffer as ArrayBuffer) : new Uint8Array(data);
      return thread.request({ data: bytes, extension }, [bytes.buffer]);
    },
    close: thread.close,
  };
}
export type ExtractionThread = ReturnType<typeof createExtractionThread>;
