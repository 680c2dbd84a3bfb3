import { randomBytes } from 'node:crypto';
import fsp, { type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BatchedFileWriter, WRITE_BATCH_BYTES } from './batched-file-writer.ts';

/** `bytes` cut into network-sized pieces of 64 KiB (the last one shorter). */
function pieces(bytes: Buffer) {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 64 * 1024) out.push(bytes.subarray(i, i + 64 * 1024));
  return Readable.from(out);
}

describe('batched file writer', () => {
  let dir: string;
  let handleProto: FileHandle;
  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'atrium-writer-'));
    const h = await fsp.open(path.join(dir, 'probe'), 'w');
    handleProto = Object.getPrototypeOf(h) as FileHandle;
    await h.close();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => fsp.rm(dir, { recursive: true, force: true }));

  it('writes 3 MiB that arrive in 64 KiB pieces with four system writes instead of 49, byte for byte', async () => {
    const bytes = randomBytes(3 * WRITE_BATCH_BYTES + 123);
    const write = vi.spyOn(handleProto, 'write');
    const file = path.join(dir, 'three.bin');
    await pipeline(pieces(bytes), new BatchedFileWriter(file, 'wx'));
    expect(write).toHaveBeenCalledTimes(4);
    expect((await fsp.readFile(file)).equals(bytes)).toBe(true);
  });

  it('writes an empty stream as an empty file', async () => {
    const file = path.join(dir, 'empty.bin');
    await pipeline(Readable.from([]), new BatchedFileWriter(file, 'wx'));
    expect((await fsp.stat(file)).size).toBe(0);
  });

  it('writes again from where the disk stopped when a write is short', async () => {
    const bytes = randomBytes(2 * WRITE_BATCH_BYTES);
    type Write = (this: FileHandle, b: Buffer, offset: number, length: number) => Promise<{ bytesWritten: number }>;
    const real = handleProto.write as unknown as Write;
    // Every system write takes at most 1,000 bytes of what it is given.
    const short: Write = function (this: FileHandle, b, offset, length) {
      return real.call(this, b, offset, Math.min(length, 1000));
    };
    vi.spyOn(handleProto, 'write').mockImplementation(short as unknown as FileHandle['write']);
    const file = path.join(dir, 'short.bin');
    await pipeline(pieces(bytes), new BatchedFileWriter(file, 'wx'));
    expect((await fsp.readFile(file)).equals(bytes)).toBe(true);
  });

  it('fails the pipeline when a write fails (a full disk) and leaves no file open', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    vi.spyOn(handleProto, 'write').mockRejectedValueOnce(full);
    const openFiles = async () => (await fsp.readdir('/proc/self/fd')).length;
    const before = await openFiles();
    const file = path.join(dir, 'full.bin');
    await expect(pipeline(pieces(randomBytes(4 * WRITE_BATCH_BYTES)), new BatchedFileWriter(file, 'wx'))).rejects.toBe(
      full,
    );
    expect(await openFiles()).toBe(before);
  });

  it("refuses to overwrite a file that exists with 'wx'", async () => {
    const file = path.join(dir, 'taken.bin');
    await fsp.writeFile(file, 'first');
    await expect(pipeline(pieces(randomBytes(10)), new BatchedFileWriter(file, 'wx'))).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(await fsp.readFile(file, 'utf8')).toBe('first');
  });
});
