import { Worker } from 'node:worker_threads';
import type { AiProvider, AnalysisResult } from './provider.ts';

interface Pending {
  resolve: (r: AnalysisResult) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The built-in analyzer in a worker thread kept for the life of the app. Its NLP, rules and TextRank take up to a
 * few seconds on a long document; in the server's own thread that would stall every request and socket meanwhile.
 * An analysis still running after `timeoutMs` is stopped (the thread is terminated; the next one starts a new thread)
 * and rejected, so the job retries.
 */
export function createThreadedBuiltinAnalyzer(o: { timeoutMs: number }): AiProvider & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(err: Error) {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(err);
    }
  }

  function spawn(): Worker {
    const w = new Worker(new URL('./builtin-worker.ts', import.meta.url));
    w.unref();
    w.on('message', (m: { id: number; result?: AnalysisResult; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error !== undefined) p.reject(new Error(`built-in analysis failed: ${m.error}`));
      else p.resolve(m.result!);
    });
    const gone = (why: string) => {
      if (worker === w) worker = null;
      failAll(new Error(`analysis thread ${why}`));
    };
    w.on('error', (err) => gone(`failed: ${err.message}`));
    w.on('exit', (code) => gone(`exited (${code})`));
    return w;
  }

  return {
    name: 'builtin',
    analyse(text, context) {
      worker ??= spawn();
      const w = worker;
      const id = nextId++;
      return new Promise<AnalysisResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`built-in analysis took longer than ${o.timeoutMs} ms`));
          if (worker === w) worker = null;
          void w.terminate();
        }, o.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, text, fileName: context.fileName, now: context.now?.toISOString() ?? null });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('analysis thread closed'));
      if (w) await w.terminate();
    },
  };
}
