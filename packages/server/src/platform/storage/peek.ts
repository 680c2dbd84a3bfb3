import type { Readable } from 'node:stream';

/**
 * Reads the first `n` bytes of a byte stream (fewer if it ends sooner) and puts them back with `unshift`, so the same
 * stream — not a copy of it — carries every byte on to storage: no extra stream stage per chunk on a 100 MB upload.
 */
export function peek(stream: Readable, n: number): Promise<{ head: Buffer; replay: Readable }> {
  // A stream that already failed or closed emits nothing more: waiting for it would hang the request for ever (a
  // malformed multipart form fails its file stream before the route reads it).
  if (stream.errored) return Promise.reject(stream.errored);
  if (stream.destroyed && !stream.readableEnded) return Promise.reject(new Error('The stream closed before its end'));
  return new Promise((resolve, reject) => {
    const off = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const done = (head: Buffer) => {
      off();
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
      off();
      reject(err);
    };
    // Closed without 'end' and without 'error' (destroyed): nothing more will come.
    const onClose = () => {
      off();
      if (stream.readableEnded) resolve({ head: Buffer.alloc(0), replay: stream });
      else reject(stream.errored ?? new Error('The stream closed before its end'));
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
