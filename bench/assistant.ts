/**
 * `npm run bench:assistant` (node bench/assistant.ts): Atrium AI's streamed runs with the built-in provider.
 *  A server process (this file with `serve`; embedded PGlite in memory, or DATABASE_URL's server) with a bench tool
 *  that answers like a document question (a ~1,200-character Markdown answer citing a document), then from this
 *  process:
 *  1. time to first chunk and to the full answer of POST stream (NDJSON), one question at a time (BENCH_SEQUENTIAL);
 *  2. BENCH_STREAMS (200) concurrent POST streams in as many conversations, held by the one server, with a websocket
 *     subscribed to the asker's channel: delivery per chunk = arrival on the socket (and on the HTTP stream) minus
 *     the moment the server published that chunk (the server records it on its realtime bus; same machine clock).
 * Knobs: BENCH_STREAMS (200), BENCH_SEQUENTIAL (50).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { API, channel, WS_TOKEN_PROTOCOL, type BotStreamEvent } from '@atrium/contract';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 50);
const USER = 'owner@acme.example';
const A = API.assistant;

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const now = () => performance.timeOrigin + performance.now();

interface Ready {
  port: number;
  token: string;
  tenant: string;
  userExternalId: string;
  conversations: string[];
}

// ---------------------------------------------------------------- the server process
async function serve() {
  const { inProcessApp } = await import('./in-process.ts');
  // One asker sends every question: the per-user limit is lifted for the bench.
  const { app, services, deps, database, headersOf } = await inProcessApp('atrium_bench_assistant', {
    ASSISTANT_BOT_MESSAGES_PER_MINUTE: '100000',
  });
  const passage =
    'Under section 4.2 of the SAFE with Orion Ventures, the investor has a pro-rata right to participate in the next priced round, ' +
    'up to its ownership percentage, on the same terms as the other investors. The right lapses if not exercised within 15 days ' +
    'of notice. ';
  services.assistant.registerTool({
    name: 'bench_document_qa',
    aiTool: 'DOCUMENT_QA',
    description: 'Answers questions about the documents of the data room.',
    parameters: { type: 'object', properties: {} },
    offered: () => true,
    match: () => ({ score: 1, args: {} }),
    run: async () => ({
      forModel: passage,
      markdown: `**From _Orion SAFE.pdf_:**\n\n> ${passage.repeat(3)}\n\nSo yes: Orion holds pro-rata rights for the next priced round.`,
      metadata: {
        tool: 'DOCUMENT_QA',
        documents: [{ name: 'Orion SAFE.pdf', documentId: 'bench-doc', roomExternalId: null }],
      },
    }),
  });
  const published = new Map<string, number[]>();
  deps.realtime.bus.subscribe((m) => {
    if (m.event.type === 'BOT_MESSAGE_CHUNK') {
      const id = (m.event.content as { messageExternalId: string }).messageExternalId;
      if (!published.has(id)) published.set(id, []);
      published.get(id)!.push(now());
    }
  });
  const headers = await headersOf(USER, 'Acme Inc.');
  const conversations: string[] = [];
  for (let i = 0; i < STREAMS + 1; i++) {
    const r = await app.inject({
      method: 'POST',
      url: A.create,
      headers,
      payload: { tenant: headers['x-tenant-id'], conversationType: 'DATA_ROOM', title: `Bench ${i}` },
    });
    conversations.push(r.json().content.externalId);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await services.users.byEmail(USER);
  process.on('message', (msg) => {
    if (msg === 'dump') process.send!(Object.fromEntries(published));
    if (msg === 'stop')
      void (async () => {
        await app.close();
        await deps.realtime.bus.close();
        await database.close();
        process.exit(0);
      })();
  });
  const ready: Ready = {
    port: (app.server.address() as { port: number }).port,
    token: headers.authorization.slice('Bearer '.length),
    tenant: headers['x-tenant-id'],
    userExternalId: user!.externalId,
    conversations,
  };
  process.send!({ ready });
}

// ---------------------------------------------------------------- the load generator
async function streamOnce(r: Ready, conversation: string, onChunk?: (id: string, at: number) => void) {
  const t0 = now();
  const res = await fetch(`http://127.0.0.1:${r.port}${A.stream}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${r.token}`, 'x-tenant-id': r.tenant, 'content-type': 'application/json' },
    body: JSON.stringify({
      conversationExternalId: conversation,
      message: 'Does Orion have pro-rata rights?',
      messageReceiverIsBot: true,
    }),
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  let first = NaN;
  let end = NaN;
  let buf = '';
  const decoder = new TextDecoder();
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(bytes, { stream: true });
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const e = JSON.parse(buf.slice(0, nl)) as BotStreamEvent;
      buf = buf.slice(nl + 1);
      const at = now();
      if (e.type === 'BOT_MESSAGE_CHUNK') {
        if (Number.isNaN(first)) first = at - t0;
        onChunk?.(e.content.messageExternalId, at);
      }
      if (e.type === 'BOT_MESSAGE_END') end = at - t0;
      if (e.type === 'BOT_ERROR') throw new Error(e.content.error);
    }
  }
  return { first, end };
}

async function main() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['serve'], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('message', (m: { ready?: Ready }) => m.ready && resolve(m.ready));
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const dump = () =>
    new Promise<Record<string, number[]>>((resolve) => {
      child.once('message', (m) => resolve(m as Record<string, number[]>));
      child.send('dump');
    });

  // 1. One question at a time.
  const firsts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const { first, end } = await streamOnce(ready, ready.conversations[STREAMS]);
    if (i >= 3) {
      firsts.push(first);
      ends.push(end);
    }
  }

  // 2. Concurrent streams, with the asker's websocket.
  const ws = new WebSocket(`ws://127.0.0.1:${ready.port}/ws`, [WS_TOKEN_PROTOCOL, ready.token]);
  const wsChunks = new Map<string, number[]>();
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'SUBSCRIBE', content: { channel: channel('user', ready.userExternalId) } })),
    );
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.type === 'SUBSCRIBED') resolve();
      if (f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_CHUNK') {
        const id = f.content.event.content.messageExternalId;
        if (!wsChunks.has(id)) wsChunks.set(id, []);
        wsChunks.get(id)!.push(now());
      }
    });
  });
  const httpChunks = new Map<string, number[]>();
  const t0 = now();
  const results = await Promise.all(
    ready.conversations.slice(0, STREAMS).map((c) =>
      streamOnce(ready, c, (id, at) => {
        if (!httpChunks.has(id)) httpChunks.set(id, []);
        httpChunks.get(id)!.push(at);
      }),
    ),
  );
  const wall = now() - t0;
  await new Promise((r) => setTimeout(r, 500));
  const published = await dump();
  const delays = (arrived: Map<string, number[]>) => {
    const out: number[] = [];
    for (const [id, times] of arrived) {
      const pub = published[id] ?? [];
      times.forEach((at, i) => pub[i] !== undefined && out.push(at - pub[i]));
    }
    return out;
  };
  const wsDelay = delays(wsChunks);
  const httpDelay = delays(httpChunks);
  const chunks = [...httpChunks.values()].reduce((n, x) => n + x.length, 0);

  console.log(
    `\nAtrium AI streams (built-in provider) — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, node ${process.version}`,
  );
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
  console.log(
    `one at a time (${firsts.length} runs): first chunk p50 ${ms(pct(firsts, 50))} ms, p99 ${ms(pct(firsts, 99))} ms; full answer p50 ${ms(pct(ends, 50))} ms, p99 ${ms(pct(ends, 99))} ms`,
  );
  console.log(
    `${STREAMS} concurrent streams: all done in ${ms(wall)} ms; ${chunks} chunks; first chunk p50 ${ms(
      pct(
        results.map((r) => r.first),
        50,
      ),
    )} ms, p99 ${ms(
      pct(
        results.map((r) => r.first),
        99,
      ),
    )} ms; full answer p99 ${ms(
      pct(
        results.map((r) => r.end),
        99,
      ),
    )} ms`,
  );
  console.log(
    `delivery per chunk over the websocket (${wsDelay.length}): p50 ${ms(pct(wsDelay, 50))} ms, p99 ${ms(pct(wsDelay, 99))} ms, max ${ms(Math.max(...wsDelay))} ms`,
  );
  console.log(
    `delivery per chunk over the HTTP streams (${httpDelay.length}): p50 ${ms(pct(httpDelay, 50))} ms, p99 ${ms(pct(httpDelay, 99))} ms`,
  );
  ws.close();
  child.send('stop');
}

if (process.argv[2] === 'serve') await serve();
else await main();
