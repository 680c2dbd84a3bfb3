/**
 * Cuts a document's extracted text into passages for retrieval: about 800–1,200 characters each, ending on a
 * paragraph or sentence boundary where the text has one, and starting with the last sentence of the passage before
 * (a small overlap, so a fact that straddles two passages is still found whole in one of them).
 */
export const CHUNKING = {
  /** A passage is closed once it holds at least this much and the next sentence would pass `target`. */
  min: 800,
  target: 1_000,
  /** No passage is longer (a longer sentence is cut on a space, or hard). */
  max: 1_200,
  /** The carried-over sentence is at most this long (a longer one is not repeated). */
  overlap: 200,
  /** A document gives at most this many passages (about 2 MB of text); the rest is not indexed. */
  maxPassages: 2_000,
} as const;

/** Sentences of a text, paragraph ends kept as their own boundary. */
function sentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\r\n\s*\r\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    const parts = flat.split(/(?<=[.!?;:])\s+(?=[\p{Lu}\p{N}"'(¿¡])/u);
    for (const s of parts) for (const piece of cutLong(s)) out.push(piece);
    out.push('\n');
  }
  return out;
}

/** A sentence longer than `max` cut on the last space before `max` (or hard, when it has none). */
function cutLong(s: string): string[] {
  const out: string[] = [];
  let rest = s;
  while (rest.length > CHUNKING.max) {
    const space = rest.lastIndexOf(' ', CHUNKING.max);
    const at = space > CHUNKING.max / 2 ? space : CHUNKING.max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

export function chunkText(text: string): string[] {
  const passages: string[] = [];
  let current: string[] = [];
  let length = 0;
  let last = '';
  /** True while `current` holds only the sentence carried over from the passage before. */
  let carryOnly = false;
  const close = () => {
    const passage = current
      .join(' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (passage) passages.push(passage);
    const carry = last && last !== '\n' && last.length <= CHUNKING.overlap ? last : '';
    current = carry ? [carry] : [];
    length = carry.length;
    carryOnly = !!carry;
  };
  for (const s of sentences(text)) {
    if (passages.length >= CHUNKING.maxPassages) break;
    if (s === '\n') {
      if (current.length && !carryOnly) current.push('\n');
      // A paragraph end closes a passage that is long enough.
      if (length >= CHUNKING.min) close();
      continue;
    }
    if (!carryOnly && length > 0 && length + 1 + s.length > CHUNKING.max) close();
    else if (!carryOnly && length >= CHUNKING.min && length + 1 + s.length > CHUNKING.target) close();
    // The carried sentence gives way when it would make the passage too long.
    if (carryOnly && length + 1 + s.length > CHUNKING.max) {
      current = [];
      length = 0;
    }
    current.push(s);
    length += (length ? 1 : 0) + s.length;
    last = s;
    carryOnly = false;
  }
  if (current.length && !carryOnly && passages.length < CHUNKING.maxPassages) close();
  return passages;
}
