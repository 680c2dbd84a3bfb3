import { parentPort } from 'node:worker_threads';
import { extractText } from './index.ts';

/** The extraction thread (thread.ts): one document at a time, each answered with its id. */
parentPort!.on('message', async (m: { id: number; data: Uint8Array; extension: string }) => {
  try {
    const text = await extractText(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), m.extension);
    parentPort!.postMessage({ id: m.id, text });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
