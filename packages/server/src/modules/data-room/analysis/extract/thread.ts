import { Worker } from 'node:worker_threads';
import { ExtractionFailed } from './common.ts';

export { ExtractionFailed };

interface Pending {
  resolve: (text: string) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Text extraction in a worker thread kept for the life of the app: parsing a large or hostile file neither blocks the
 * server's event loop nor grows its heap beyond `maxMemoryMb`, and a parser still busy after `timeoutMs` is really
 * stopped (the thread is terminated and a new one started for the next document). Documents are parsed one at a time.
 * A request caught in another document's crash is rejected with a plain Error (its job retries).
 */
export function createExtractionThread(o: { timeoutMs: number; maxMemoryMb: number }) {
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
    const w = new Worker(new URL('./worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: o.maxMemoryMb },
    });
    w.unref();
    w.on('message', (m: { id: number; text?: string; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error !== undefined) p.reject(new ExtractionFailed(m.error));
      else p.resolve(m.text ?? '');
    });
    const gone = (why: string) => {
      if (worker === w) worker = null;
      failAll(new Error(`extraction thread ${why}`));
    };
    w.on('error', (err) => gone(`failed: ${err.message}`));
    w.on('exit', (code) => gone(`exited (${code})`));
    return w;
  }

  return {
    extract(data: Buffer, extension: string): Promise<string> {
      worker ??= spawn();
      const w = worker;
      const id = nextId++;
      // The bytes move to the thread. A buffer that owns its whole memory goes as it is (the caller gives it up); a
      // small one may share Node's pool with other buffers and is copied first.
      const owned = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      const copy = owned ? new Uint8Array(data.buffer as ArrayBuffer) : new Uint8Array(data);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new ExtractionFailed(`text extraction took longer than ${o.timeoutMs} ms`));
          if (worker === w) worker = null;
          void w.terminate();
        }, o.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, data: copy, extension }, [copy.buffer]);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('extraction thread closed'));
      if (w) await w.terminate();
    },
  };
}
export type ExtractionThread = ReturnType<typeof createExtractionThread>;
