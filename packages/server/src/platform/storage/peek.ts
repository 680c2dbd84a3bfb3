import { Readable } from 'node:stream';

/** Reads the first `n` bytes of a stream; returns them and a stream that replays them followed by the rest. */
export async function peek(stream: Readable, n: number): Promise<{ head: Buffer; replay: Readable }> {
  const it = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    chunks.push(r.value as Buffer);
    size += (r.value as Buffer).length;
  }
  const all = Buffer.concat(chunks);
  const replay = Readable.from(
    (async function* () {
      if (all.length) yield all;
      if (done) return;
      for (;;) {
        const r = await it.next();
        if (r.done) return;
        yield r.value as Buffer;
      }
    })(),
  );
  return { head: all.subarray(0, n), replay };
}
