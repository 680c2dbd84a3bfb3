import { expect } from 'vitest';
import { API, type BotStreamEvent } from '@atrium/contract';
import type { TestApp } from '../../../test/harness.ts';
import { chatKit } from '../chat/test-support.ts';
import { ToolArgumentError, type AssistantTool as ServerTool } from './tool.ts';

export const A = API.assistant;
export { MEMBER, OWNER, GLOBEX_OWNER, STAFF, C, M } from '../chat/test-support.ts';

/** A tool for the tests: answers questions about 'contract' from a fixed passage, citing one document. */
export function contractTool(): ServerTool {
  return {
    name: 'test_contracts',
    aiTool: 'DOCUMENT_QA',
    description: 'Answers questions about the contracts of the data room.',
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    offered: () => true,
    match: (q) => ({ score: /contract/i.test(q) ? 0.9 : 0, args: { query: q } }),
    async run(args) {
      const query = (args as { query?: unknown }).query;
      if (typeof query !== 'string') throw new ToolArgumentError('test_contracts', 'query must be a string');
      return {
        forModel: 'SAFE with Orion (document "Orion SAFE.pdf"): pro-rata rights for the next priced round.',
        markdown: 'The **SAFE with Orion** grants pro-rata rights in the next priced round (_Orion SAFE.pdf_).',
        metadata: {
          tool: 'DOCUMENT_QA',
          documents: [{ name: 'Orion SAFE.pdf', documentId: 'doc-1', roomExternalId: null }],
        },
      };
    },
  };
}

/** A tool that holds its run until the run is aborted (Stop, the client going away). */
export function slowTool(started: () => void): ServerTool {
  return {
    name: 'test_slow',
    aiTool: null,
    description: 'Takes its time.',
    parameters: { type: 'object', properties: {} },
    offered: () => true,
    match: (q) => ({ score: /slowly/i.test(q) ? 1 : 0, args: {} }),
    run: (_args, ctx) =>
      new Promise((_resolve, reject) => {
        started();
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  };
}

/** The assistant test kit: the chat kit plus conversation creation and the NDJSON stream over real HTTP. */
export async function assistantKit(t: TestApp) {
  const k = await chatKit(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

  async function create(as: string, body: Record<string, unknown> = {}, tenant?: string) {
    const tn = tenant ?? (as.includes('globex') ? k.GLOBEX : k.ACME);
    const r = await k.call('POST', A.create, as, { tenant: tn, conversationType: 'FUNDRAISING', ...body }, tenant);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content;
  }

  /** POST stream as `as`; resolves with the status and the parsed NDJSON lines (or the envelope when refused). */
  async function stream(as: string, conversationExternalId: string, message: string, signal?: AbortSignal) {
    const res = await fetch(`${base}${A.stream}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await t.tokenFor(as)}`,
        'x-tenant-id': as.includes('globex') ? k.GLOBEX : as.endsWith('@atrium.dev') ? k.INTERNAL : k.ACME,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ conversationExternalId, message, messageReceiverIsBot: true }),
      signal,
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('ndjson'))
      return { status: res.status, events: [] as BotStreamEvent[], envelope: JSON.parse(text) };
    const events = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as BotStreamEvent);
    return { status: res.status, events, envelope: null, type };
  }

  return { ...k, base, create, stream };
}

/** A tool whose answer waits until the test opens its gate (members can be changed meanwhile). */
export function gatedTool(): ServerTool & { started: Promise<void>; open: () => void; reset: () => void } {
  let started!: () => void;
  let open!: () => void;
  let gate!: Promise<void>;
  const tool = {
    name: 'test_gated',
    aiTool: null,
    description: 'Waits for its gate.',
    parameters: { type: 'object', properties: {} },
    offered: () => true,
    match: (q: string) => ({ score: /gated/i.test(q) ? 1 : 0, args: {} }),
    async run() {
      started();
      await gate;
      return { forModel: 'gated', markdown: 'The gate opened and the whole answer follows in several chunks of text.' };
    },
    started: Promise.resolve(),
    open: () => open(),
    reset() {
      tool.started = new Promise<void>((r) => (started = r));
      gate = new Promise<void>((r) => (open = r));
    },
  };
  tool.reset();
  return tool;
}
