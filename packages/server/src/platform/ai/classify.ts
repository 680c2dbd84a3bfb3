import { allTaxonomyEntries } from '@atrium/contract';
import { TAXONOMY_VOCABULARY, TAXONOMY_VOCABULARY_ES } from './vocabulary.ts';

interface Phrase {
  re: RegExp;
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (p: string, weight: number): Phrase => ({
  re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(p)}(?![\\p{L}\\p{N}])`, 'giu'),
  weight,
});
const words = (p: string) => p.split(/\s+/).filter(Boolean).length;
/** 'Leases and Subleases' → ['leases', 'lease', 'subleases', 'sublease']. Single short generic words are left out. */
function labelPhrases(label: string): string[] {
  const parts = label
    .toLowerCase()
    .split(/\s+and\s+|,|\//)
    .map((s) => s.trim())
    .filter(Boolean);
  const out = new Set<string>();
  for (const part of parts) {
    out.add(part);
    const singular = part.replace(/(\w{3,})s\b/g, '$1');
    out.add(singular);
  }
  return [...out].filter((p) => p.length >= 5);
}

/** Every visible taxonomy entry with its phrases; built once. */
const VOCAB: { staticId: number; level: number; phrases: Phrase[] }[] = allTaxonomyEntries()
  .filter((e) => !e.hidden)
  .map((e) => ({
    staticId: e.staticId,
    level: e.level,
    phrases: [
      ...labelPhrases(e.label).map((p) => phrase(p, words(p))),
      ...[...(TAXONOMY_VOCABULARY[e.staticId] ?? []), ...(TAXONOMY_VOCABULARY_ES[e.staticId] ?? [])].map((p) =>
        phrase(p, 2 * words(p)),
      ),
    ],
  }));

const MAX_COUNT_PER_PHRASE = 5;
/** Below this a document is not placed ('no folder suggested'). */
const MIN_SCORE = 4;

/**
 * Picks the taxonomy entry whose vocabulary the document uses most: each phrase counts (up to 5 occurrences) with a
 * weight growing with its length, a phrase in the file name or title counts three times more, deeper entries win ties.
 */
export function classify(text: string, fileName: string, title: string): { staticId: number | null; score: number } {
  const body = text.toLowerCase();
  const head = `${fileName.replace(/[_\-.]+/g, ' ')} ${title}`.toLowerCase();
  let best: { staticId: number | null; score: number; level: number } = { staticId: null, score: 0, level: -1 };
  for (const entry of VOCAB) {
    let score = 0;
    for (const p of entry.phrases) {
      const n = Math.min(MAX_COUNT_PER_PHRASE, body.match(p.re)?.length ?? 0);
      const h = head.match(p.re) ? 3 : 0;
      score += (n + h) * p.weight;
    }
    if (score > best.score || (score === best.score && score > 0 && entry.level > best.level))
      best = { staticId: entry.staticId, score, level: entry.level };
  }
  return best.score >= MIN_SCORE
    ? { staticId: best.staticId, score: best.score }
    : { staticId: null, score: best.score };
}
