import { parentPort } from 'node:worker_threads';
import { createBuiltinAnalyzer } from './builtin.ts';

/** The built-in analyzer's thread (builtin-thread.ts): one document at a time, each answered with its id. */
const analyzer = createBuiltinAnalyzer();
parentPort!.on('message', async (m: { id: number; text: string; fileName: string; now: string | null }) => {
  try {
    const result = await analyzer.analyse(m.text, { fileName: m.fileName, now: m.now ? new Date(m.now) : undefined });
    parentPort!.postMessage({ id: m.id, result });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
