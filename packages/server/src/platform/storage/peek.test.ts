import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { peek } from './peek.ts';

describe('peek', () => {
  it('returns the first bytes and a stream that still carries all of them', async () => {
    const src = Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7 rest of'), Buffer.from(' the file')], {
      objectMode: false,
    });
    const { head, replay } = await peek(src, 8);
    expect(head.toString()).toBe('%PDF-1.7');
    expect(await text(replay)).toBe('%PDF-1.7 rest of the file');
  });

  it('gives what there is when the stream is shorter than asked', async () => {
    const { head, replay } = await peek(Readable.from([Buffer.from('tiny')], { objectMode: false }), 4100);
    expect(head.toString()).toBe('tiny');
    expect(await text(replay)).toBe('tiny');
  });

  it('handles an empty stream', async () => {
    const { head, replay } = await peek(Readable.from([], { objectMode: false }), 16);
    expect(head.length).toBe(0);
    expect(await text(replay)).toBe('');
  });

  it('waits for bytes that arrive later, in small pieces', async () => {
    const src = new PassThrough();
    const result = peek(src, 6);
    for (const c of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      src.write(c);
      await new Promise((r) => setImmediate(r));
    }
    src.end('ij');
    const { head, replay } = await result;
    expect(head.toString()).toBe('abcdef');
    expect(await text(replay)).toBe('abcdefghij');
  });

  it('rejects when the stream fails before the head is read', async () => {
    const src = new PassThrough();
    const result = peek(src, 10);
    src.destroy(new Error('client went away'));
    await expect(result).rejects.toThrow('client went away');
  });

  it('rejects at once, instead of waiting for ever, on a stream that already failed or was closed', async () => {
    const failed = new PassThrough();
    failed.on('error', () => undefined);
    failed.destroy(new Error('Unexpected end of form'));
    await new Promise((r) => setImmediate(r));
    await expect(peek(failed, 10)).rejects.toThrow('Unexpected end of form');

    const closed = new PassThrough();
    closed.destroy();
    await new Promise((r) => setImmediate(r));
    await expect(peek(closed, 10)).rejects.toThrow('closed before its end');

    const closing = new PassThrough();
    const result = peek(closing, 10);
    closing.destroy();
    await expect(result).rejects.toThrow('closed before its end');
  });
});
