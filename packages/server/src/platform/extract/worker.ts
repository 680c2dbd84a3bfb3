import { parentPort } from 'node:worker_threads';
import { serveRequests } from '../threads/request-thread.ts';
import { extractText } from './index.ts';
import type { ExtractionRequest } from './thread.ts';

/** The extraction thread (thread.ts): one document at a time. */
serveRequests(parentPort!, (m: ExtractionRequest) =>
  extractText(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), m.extension),
);
