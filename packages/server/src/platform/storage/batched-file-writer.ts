import fsp, { type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Bytes gathered before one write to the file (see BatchedFileWriter). */
export const WRITE_BATCH_BYTES = 1 << 20;

type Callback = (err?: Error | null) => void;

/**
 * A file writer that copies incoming chunks into two 1 MiB buffers of its own and writes one while the other fills.
 *
 * Why: an upload arrives as ~1,600 network chunks of 64 KiB per 100 MB.
 * - `fs.createWriteStream` sends each chunk to the thread pool as soon as the previous write is done; on a quick disk
 *   that is every chunk: one thread hand-off, one wake-up and one system call each. Here it is one per MiB.
 * - A chunk is released as soon as it is copied, so it dies young and the next young-generation collection frees it;
 *   none waits in a write queue long enough to reach the old generation.
 * Memory stays 2 MiB per file whatever its size (docs/performance.md, "Uploads: batched writes and the heap's
 * headroom").
 */
export class BatchedFileWriter extends Writable {
  private readonly file: string;
  private readonly flags: string;
  private handle: FileHandle | null = null;
  private readonly buffers: Buffer[] = [];
  private filling = 0;
  private filled = 0;
  /** The write of the other buffer, if any; a failure is kept until the next chunk or the end reports it. */
  private inFlight: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(file: string, flags: string) {
    super({ highWaterMark: WRITE_BATCH_BYTES });
    this.file = file;
    this.flags = flags;
  }

  override _construct(callback: Callback): void {
    fsp.open(this.file, this.flags).then(
      (h) => {
        this.handle = h;
        callback();
      },
      (err: Error) => callback(err),
    );
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, callback: Callback): void {
    if (this.failure) return callback(this.failure);
    this.copyIn(chunk, 0, callback);
  }

  override _final(callback: Callback): void {
    this.afterInFlight(() => {
      if (this.filled > 0) this.startWrite();
      this.afterInFlight(() => callback(), callback);
    }, callback);
  }

  override _destroy(err: Error | null, callback: Callback): void {
    const handle = this.handle;
    this.handle = null;
    (this.inFlight ?? Promise.resolve())
      .then(() => handle?.close())
      .then(
        () => callback(err),
        (closeErr: Error) => callback(err ?? closeErr),
      );
  }

  /** Copies `chunk` from `from` on; a full buffer is written once the other one's write is done. */
  private copyIn(chunk: Buffer, from: number, callback: Callback) {
    const buffer = (this.buffers[this.filling] ??= Buffer.allocUnsafeSlow(WRITE_BATCH_BYTES));
    const copied = chunk.copy(buffer, this.filled, from);
    this.filled += copied;
    if (this.filled < buffer.length) return callback();
    this.afterInFlight(() => {
      this.startWrite();
      if (from + copied < chunk.length) this.copyIn(chunk, from + copied, callback);
      else callback();
    }, callback);
  }

  /** Runs `next` once the write in flight is done, or fails with what that write hit. */
  private afterInFlight(next: () => void, fail: Callback) {
    const done = () => (this.failure ? fail(this.failure) : next());
    if (this.inFlight) this.inFlight.then(done);
    else done();
  }

  private startWrite() {
    const data = this.buffers[this.filling].subarray(0, this.filled);
    this.inFlight = this.writeAll(data).then(
      () => {
        this.inFlight = null;
      },
      (err: Error) => {
        this.failure ??= err;
      },
    );
    this.filling = 1 - this.filling;
    this.filled = 0;
  }

  /** A write may take less than asked (a full disk, a signal): the rest is written again from where it stopped. */
  private async writeAll(data: Buffer) {
    for (let at = 0; at < data.length;) at += (await this.handle!.write(data, at, data.length - at)).bytesWritten;
  }
}
