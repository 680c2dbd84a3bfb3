import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { taxonomyEntry } from '@atrium/contract';
import { createLogger } from '../logger.ts';
import { loadConfig } from '../config.ts';
import { createAiProvider } from './create-provider.ts';

/** A local server speaking the chat-completions protocol; each test sets the reply. */
const requests: { url: string; auth: string | undefined; body: any }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
});
// Idle keep-alive sockets stay open for the whole file (a socket closed by the server just as the client reuses it
// would turn a request into a network error).
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
const completion = (content: string) => ({
  id: 'c1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

const provider = createAiProvider(
  loadConfig({ AI_BASE_URL: `${base}/`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' }),
  createLogger('silent'),
);
const TEXT =
  'MUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is made as of March 3, 2025 by and between Acme Robotics, Inc. and Globex Holdings LLC. The Receiving Party shall protect confidential information. In the event of a change of control either party may end it.';
const modelAnswer = {
  suggestedStaticId: 49,
  summary: {
    documentTitle: 'Mutual NDA',
    description: 'An NDA between Acme Robotics and Globex Holdings.',
    partiesInvolved: [{ by: 'Acme Robotics, Inc.', title: 'Discloser', email: 'legal@acme.example' }],
    dateOfSignature: '2025-03-03',
    keyProvisions: ['Confidential information is protected.'],
  },
  redFlags: ['Change of control clause', 'Change of control clause'],
};

beforeEach(() => {
  requests.length = 0;
});

describe('OpenAI-compatible provider (AI_BASE_URL)', () => {
  it('without AI_BASE_URL the built-in analyzer is used', () => {
    expect(createAiProvider(loadConfig({}), createLogger('silent')).name).toBe('builtin');
    expect(provider.name).toBe('openai');
  });

  it('posts the document to {base}/chat/completions with the key, the model and a JSON-only instruction, and uses the validated answer', async () => {
    reply = { status: 200, body: completion(JSON.stringify(modelAnswer)) };
    const result = await provider.analyse(TEXT, { fileName: 'nda.pdf' });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    expect(req.body.messages[0]).toMatchObject({ role: 'system' });
    expect(req.body.messages[0].content).toContain('ONE JSON object');
    expect(req.body.messages[0].content).toContain(`49: ${taxonomyEntry(49)!.name}`);
    expect(req.body.messages[1].content).toContain('File name: nda.pdf');
    expect(req.body.messages[1].content).toContain('Globex Holdings LLC');
    expect(result).toEqual({ ...modelAnswer, redFlags: ['Change of control clause'], source: 'openai' });
  });

  it('an answer wrapped in a code fence is accepted; a folder id outside the visible taxonomy becomes null', async () => {
    reply = {
      status: 200,
      body: completion(
        'Here you go:\n```json\n' + JSON.stringify({ ...modelAnswer, suggestedStaticId: 174 }) + '\n```',
      ),
    };
    const result = await provider.analyse(TEXT, { fileName: 'nda.pdf' });
    expect(result).toMatchObject({ source: 'openai', suggestedStaticId: null });
    reply = { status: 200, body: completion(JSON.stringify({ ...modelAnswer, suggestedStaticId: 5000 })) };
    expect((await provider.analyse(TEXT, { fileName: 'nda.pdf' })).suggestedStaticId).toBeNull();
  });

  it('bad output falls back to the built-in analyzer, marked builtin-fallback: no JSON, wrong shape, HTTP error, not chat-completions', async () => {
    const bad: { status: number; body: unknown }[] = [
      { status: 200, body: completion('I cannot help with that.') },
      { status: 200, body: completion(JSON.stringify({ suggestedStaticId: 'forty-nine', summary: {} })) },
      { status: 500, body: { error: { message: 'overloaded' } } },
      { status: 200, body: '{"unexpected":true}' },
    ];
    for (const b of bad) {
      reply = b;
      const result = await provider.analyse(TEXT, { fileName: 'nda.pdf' });
      expect(result.source).toBe('builtin-fallback');
      expect(result.suggestedStaticId).toBe(49);
      expect(result.summary.dateOfSignature).toBe('2025-03-03');
      expect(result.redFlags).toContain('Change of control clause');
    }
    expect(requests).toHaveLength(4);
  });

  it('an unreachable endpoint falls back too', async () => {
    const down = createAiProvider(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:1/v1' }), createLogger('silent'));
    expect((await down.analyse(TEXT, { fileName: 'nda.pdf' })).source).toBe('builtin-fallback');
  });
});
