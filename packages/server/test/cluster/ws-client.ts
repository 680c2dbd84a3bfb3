import { WebSocket, type RawData } from 'ws';

/** A test websocket client that records every frame and waits for the ones a test expects. */
export interface WsClient {
  ws: WebSocket;
  frames: any[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  waitFor(pred: (frame: any) => boolean, timeoutMs?: number): Promise<any>;
  /** Resolves once no frame matching `pred` arrived for `ms`. */
  expectNone(pred: (frame: any) => boolean, ms?: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openWs(
  url: string,
  opts: { protocols?: string[]; headers?: Record<string, string> } = {},
): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, opts.protocols ?? [], { headers: opts.headers });
    const frames: any[] = [];
    const waiters = new Set<() => void>();
    let closedResolve!: (v: { code: number; reason: string }) => void;
    const closed = new Promise<{ code: number; reason: string }>((r) => (closedResolve = r));
    ws.on('message', (data: RawData) => {
      try {
        frames.push(JSON.parse(data.toString()));
      } catch {
        frames.push(data.toString());
      }
      waiters.forEach((w) => w());
    });
    ws.on('close', (code, reason) => closedResolve({ code, reason: reason.toString() }));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        reject(
          Object.assign(new Error(`HTTP ${res.statusCode}`), {
            status: res.statusCode,
            body: body ? JSON.parse(body) : null,
          }),
        ),
      );
    });
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(JSON.stringify(frame)),
        sendRaw: (data) => ws.send(data),
        close: () => ws.close(),
        waitFor(pred, timeoutMs = 5000) {
          return new Promise((res, rej) => {
            const check = () => {
              const f = frames.find(pred);
              if (f === undefined) return false;
              waiters.delete(check);
              clearTimeout(timer);
              res(f);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        async expectNone(pred, ms = 300) {
          await new Promise((r) => setTimeout(r, ms));
          const f = frames.find(pred);
          if (f !== undefined) throw new Error(`unexpected frame ${JSON.stringify(f)}`);
        },
      }),
    );
  });
}

/** Connection refused before the upgrade: resolves with the HTTP status and envelope. */
export async function refused(url: string, opts: { protocols?: string[]; headers?: Record<string, string> } = {}) {
  try {
    const c = await openWs(url, opts);
    c.close();
    throw new Error('connection was accepted');
  } catch (err) {
    const e = err as { status?: number; body?: unknown };
    if (e.status === undefined) throw err;
    return { status: e.status, body: e.body as { success: boolean; errorCode: string } };
  }
}
