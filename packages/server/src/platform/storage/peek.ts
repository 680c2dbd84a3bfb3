import type { Readable } from 'node:stream';

/**
 * Reads the first `n` bytes of a byte stream (fewer if it ends sooner) and puts them back with `unshift`, so the same
 * stream — not a copy of it — carries every byte on to storage: no extra stream stage per chunk on a 100 MB upload.
 */
export function peek(stream: Readable, n: number): Promise<{ head: Buffer; replay: Readable }> {
  return new Promise((resolve, reject) => {
    const done = (head: Buffer) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (head.length) stream.unshift(head);
      resolve({ head, replay: stream });
    };
    // read(n) answers null until n bytes are buffered, or what is left once the stream has ended.
    const onReadable = () => {
      const chunk = stream.read(n) as Buffer | null;
      if (chunk !== null) done(chunk);
    };
    const onEnd = () => done(Buffer.alloc(0));
    const onError = (err: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      reject(err);
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
