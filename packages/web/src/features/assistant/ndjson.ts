import { botStreamEventSchema, type BotStreamEvent } from '@atrium/contract';

/**
 * Splits an NDJSON byte stream into BotStreamEvents: text is decoded as it comes (a character may span two chunks),
 * a line may span chunks, blank and malformed lines are skipped. `push` returns the events completed by a chunk;
 * `end` flushes a last line without a newline.
 */
export function createNdjsonParser() {
  const decoder = new TextDecoder();
  let buffer = '';
  const parseLine = (line: string): BotStreamEvent | null => {
    const text = line.trim();
    if (!text) return null;
    try {
      const parsed = botStreamEventSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const drain = (): BotStreamEvent[] => {
    const out: BotStreamEvent[] = [];
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const e = parseLine(buffer.slice(0, nl));
      if (e) out.push(e);
      buffer = buffer.slice(nl + 1);
      nl = buffer.indexOf('\n');
    }
    return out;
  };
  return {
    push(chunk: Uint8Array | string): BotStreamEvent[] {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return drain();
    },
    end(): BotStreamEvent[] {
      buffer += decoder.decode();
      const out = drain();
      const last = parseLine(buffer);
      buffer = '';
      return last ? [...out, last] : out;
    },
  };
}

/** Reads a whole NDJSON body, handing each event to `onEvent` as soon as its line is complete. */
export async function readNdjson(body: ReadableStream<Uint8Array>, onEvent: (e: BotStreamEvent) => void) {
  const parser = createNdjsonParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value).forEach(onEvent);
    }
    parser.end().forEach(onEvent);
  } finally {
    reader.releaseLock();
  }
}
