import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { L, fundCompany } from './test-support.ts';

/** A local server speaking the chat-completions protocol; each test sets the reply. */
let reply: { status: number; content: string } = { status: 200, content: '' };
const asked: { auth?: string; body: { model: string; messages: { content: string }[] } }[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    asked.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }] }));
  });
});
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
const ai = await useTestApp({ ai: { baseUrl: base, apiKey: 'sk-test', model: 'namer', timeoutMs: 5000 } });
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const body = { origin: 'ADVANCED_SEARCH', filters: { stages: ['SEED'], sectors: ['climate'] } };

describe('list names from the configured model (AI_BASE_URL)', () => {
  it("answers the model's names, and the built-in ones when the model fails", async () => {
    const c = await fundCompany(ai, 'Ai', 'growth');
    reply = {
      status: 200,
      content: '```json\n{"names": ["Climate seed backers", "Green first cheques", "Climate seed backers"]}\n```',
    };
    const r = await c.asOwner('POST', `${L}/generate-recommended-smartlist-names`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.names).toEqual(['Climate seed backers', 'Green first cheques']);
    expect(asked.at(-1)!.auth).toBe('Bearer sk-test');
    expect(asked.at(-1)!.body.model).toBe('namer');
    expect(asked.at(-1)!.body.messages[1].content).toContain('climate');

    for (const bad of [
      { status: 500, content: '{}' },
      { status: 200, content: 'no json here' },
      { status: 200, content: '{"names": []}' },
    ]) {
      reply = bad;
      const f = await c.asOwner('POST', `${L}/generate-recommended-smartlist-names`, body);
      expect(f.status).toBe(200);
      expect(f.body.content.names[0]).toBe('Seed Climate investors');
    }
  });
});
