import { describe, expect, it } from 'vitest';
import { chunkText, CHUNKING } from './chunk.ts';
import { fold, toSearchText } from './query.ts';

const sentence = (i: number) => `Clause ${i} says that the party number ${i} shall keep the records for ${i} years.`;

describe('chunkText', () => {
  it('cuts a long text into passages of about 800–1,200 characters on sentence ends, each starting with the last sentence of the one before', () => {
    const text = Array.from({ length: 200 }, (_, i) => sentence(i)).join(' ');
    const passages = chunkText(text);
    expect(passages.length).toBeGreaterThan(10);
    for (const p of passages.slice(0, -1)) {
      expect(p.length).toBeGreaterThanOrEqual(CHUNKING.min);
      expect(p.length).toBeLessThanOrEqual(CHUNKING.max);
      expect(p.endsWith('years.')).toBe(true);
    }
    for (let i = 1; i < passages.length; i++) {
      const lastBefore = /Clause \d+ says[^.]*\.$/.exec(passages[i - 1])![0];
      expect(passages[i].startsWith(lastBefore)).toBe(true);
    }
    // Every sentence is in some passage.
    for (let i = 0; i < 200; i++) expect(passages.some((p) => p.includes(sentence(i)))).toBe(true);
  });

  it('keeps a short text whole, ends a long enough passage at a paragraph, and cuts a sentence longer than the maximum', () => {
    expect(chunkText('One short paragraph.')).toEqual(['One short paragraph.']);
    expect(chunkText('  \n\n  ')).toEqual([]);
    const para = Array.from({ length: 12 }, (_, i) => sentence(i)).join(' ');
    const two = chunkText(`${para}\n\nSecond paragraph starts here.`);
    expect(two[0].endsWith('years.')).toBe(true);
    expect(two.at(-1)).toContain('Second paragraph starts here.');
    const long = chunkText('word '.repeat(1_000));
    for (const p of long) expect(p.length).toBeLessThanOrEqual(CHUNKING.max);
    expect(long.join(' ').split('word').length - 1).toBeGreaterThanOrEqual(1_000);
  });

  it('stops at the passage cap', () => {
    const text = Array.from({ length: 30_000 }, (_, i) => sentence(i)).join(' ');
    expect(chunkText(text).length).toBe(CHUNKING.maxPassages);
  });
});

describe('toSearchText', () => {
  it('keeps the question’s content words, OR-ed for the relaxed pass, AND-ed for the first', () => {
    const q = toSearchText('What does our SAFE with Orion say about pro-rata?');
    expect(q.terms.map((t) => t.raw)).toEqual(['safe', 'orion', 'pro-rata']);
    expect(q.any).toEqual({ raw: 'safe or orion or pro-rata', folded: 'safe or orion or pro-rata' });
    expect(q.all.raw).toBe('safe orion pro-rata');
  });
  it('folds accents, drops Spanish glue words, keeps quoted phrases, never passes an operator through', () => {
    expect(toSearchText('¿Qué dice la cláusula de exclusividad?').terms).toEqual([
      { raw: 'cláusula', folded: 'clausula' },
      { raw: 'exclusividad', folded: 'exclusividad' },
    ]);
    expect(toSearchText('"change of control" or -termination').terms.map((t) => t.raw)).toEqual([
      '"change of control"',
      'termination',
    ]);
    expect(toSearchText('the of and ?').terms).toEqual([]);
    expect(fold('PENALIZACIÓN Ñandú')).toBe('penalizacion nandu');
  });
});
