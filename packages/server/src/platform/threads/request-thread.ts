import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

interface Pending<R> {
  resolve: (result: R) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A worker thread kept for the life of the app that answers one request at a time: `{ id, ...request }` in,
 * `{ id, result }` or `{ id, error }` out. Heavy work there neither blocks the server's event loop nor grows its heap
 * (beyond `resourceLimits`), and a request still running after `timeoutMs` is really stopped: the thread is
 * terminated and the next request starts a new one. Requests caught in another one's crash are rejected too.
 */
export function createRequestThread<Req extends object, Res>(o: {
  url: URL;
  /** What the thread is called in crash messages ('extraction thread exited (1)'). */
  name: string;
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
  /** The error for a request the thread answered with an error. */
  failed: (message: string) => Error;
  /** The error for a request that ran out of time. */
  timedOut: (timeoutMs: number) => Error;
}) {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<Res>>();

  function failAll(err: Error) {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(err);
    }
  }

  function spawn(): Worker {
    const w = new Worker(o.url, o.resourceLimits ? { resourceLimits: o.resourceLimits } : {});
    w.unref();
    w.on('message', (m: { id: number; result?: Res; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error !== undefined) p.reject(o.failed(m.error));
      else p.resolve(m.result as Res);
    });
    const gone = (why: string) => {
      if (worker === w) worker = null;
      failAll(new Error(`${o.name} ${why}`));
    };
    w.on('error', (err) => gone(`failed: ${err.message}`));
    w.on('exit', (code) => gone(`exited (${code})`));
    return w;
  }

  return {
    request(req: Req, transfer: Transferable[] = []): Promise<Res> {
      worker ??= spawn();
      const w = worker;
      const id = nextId++;
      return new Promise<Res>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(o.timedOut(o.timeoutMs));
          if (worker === w) worker = null;
          void w.terminate();
        }, o.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, ...req }, transfer);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error(`${o.name} closed`));
      if (w) await w.terminate();
    },
  };
}

/** The worker's side: answers each request with its id. */
export function serveRequests<Req, Res>(
  port: { on(event: 'message', fn: (m: Req & { id: number }) => void): unknown; postMessage(m: unknown): void },
  handle: (req: Req) => Promise<Res>,
) {
  port.on('message', async (m) => {
    try {
      port.postMessage({ id: m.id, result: await handle(m) });
    } catch (err) {
      port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
