import { describe, expect, it } from 'vitest';
import { createNdjsonParser, readNdjson } from './ndjson';

const ref = { conversationExternalId: 'c1', messageExternalId: 'm1' };
const start = JSON.stringify({ type: 'BOT_MESSAGE_START', content: ref });
const chunk = (text: string) => JSON.stringify({ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: text } });

describe('NDJSON bot stream parser', () => {
  it('emits events as their lines complete, across chunk boundaries', () => {
    const p = createNdjsonParser();
    const line = `${start}\n${chunk('Hello')}\n`;
    expect(p.push(line.slice(0, 10))).toEqual([]);
    const first = p.push(line.slice(10, start.length + 5));
    expect(first.map((e) => e.type)).toEqual(['BOT_MESSAGE_START']);
    const rest = p.push(line.slice(start.length + 5));
    expect(rest).toEqual([{ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Hello' } }]);
  });

  it('decodes a character split between two byte chunks', () => {
    const p = createNdjsonParser();
    const bytes = new TextEncoder().encode(`${chunk('año €')}\n`);
    const cut = bytes.indexOf(0xc3) + 1; // inside "ñ"
    expect(p.push(bytes.slice(0, cut))).toEqual([]);
    const [e] = p.push(bytes.slice(cut));
    expect(e).toMatchObject({ content: { chunk: 'año €' } });
  });

  it('skips blank and malformed lines and flushes a last line without newline', () => {
    const p = createNdjsonParser();
    expect(p.push(`\n{nope\n${JSON.stringify({ type: 'UNKNOWN', content: {} })}\n`)).toEqual([]);
    expect(p.push(chunk('tail'))).toEqual([]);
    expect(p.end()).toHaveLength(1);
  });

  it('reads a ReadableStream to the end', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        const enc = new TextEncoder();
        c.enqueue(enc.encode(`${start}\n${chunk('a')}`));
        c.enqueue(enc.encode(`\n${chunk('b')}\n`));
        c.close();
      },
    });
    const seen: string[] = [];
    await readNdjson(body, (e) => seen.push(e.type === 'BOT_MESSAGE_CHUNK' ? e.content.chunk : e.type));
    expect(seen).toEqual(['BOT_MESSAGE_START', 'a', 'b']);
  });
});
