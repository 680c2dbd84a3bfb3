/** Words that say nothing about a sentence's topic (English and Spanish). */
const STOPWORDS = new Set(
  (
    'a an the and or of to in on at by for with from as is are was were be been being this that these those it its ' +
    'shall will may must any all each such other than not no into upon under which who whom whose has have had do ' +
    'does did if then there their they he she his her we our you your also per same said hereby herein thereof ' +
    'el la los las un una unos unas y o de del al a en por para con sin sobre que se su sus es son fue ser este esta ' +
    'estos estas ese esa como más lo le les cada dicho dicha cual cuales'
  ).split(' '),
);

const tokens = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w))
    .map((w) => (w.length > 4 ? w.replace(/(?:es|s)$/, '') : w));

/** A sentence worth summarising: prose, not a heading, a table row, a signature line or an address. */
const isProse = (s: string) =>
  s.length >= 50 &&
  s.length <= 600 &&
  /[a-záéíóúñ]{3}/.test(s) &&
  !/\t|_{3,}|@/.test(s) &&
  s !== s.toUpperCase() &&
  /[.!?…"”»)]$/.test(s) &&
  !/^(?:by|name|title|date|por|nombre|cargo|fecha|fdo)\b\.?\s*:/i.test(s);

/**
 * Extractive summary (TextRank, Mihalcea & Tarau 2004): sentences are nodes, edges weigh the content words two
 * sentences share (normalised by their lengths), and PageRank picks the sentences the rest of the document echoes
 * most. Returns up to `count` of them in document order; deterministic.
 */
export function textRank(sentenceList: string[], count = 3, exclude: (s: string) => boolean = () => false): string[] {
  const candidates = [...new Set(sentenceList)].filter((s) => isProse(s) && !exclude(s)).slice(0, 400);
  if (candidates.length <= count) return candidates;
  const bags = candidates.map((s) => new Set(tokens(s)));
  const n = candidates.length;
  const weights: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (bags[i].size < 2 || bags[j].size < 2) continue;
      let shared = 0;
      for (const w of bags[i]) if (bags[j].has(w)) shared++;
      const w = shared / (Math.log(bags[i].size) + Math.log(bags[j].size));
      weights[i][j] = weights[j][i] = w;
    }
  const out = weights.map((row) => row.reduce((a, b) => a + b, 0));
  let score = new Array<number>(n).fill(1);
  for (let iter = 0; iter < 40; iter++) {
    const next = new Array<number>(n).fill(0.15);
    for (let j = 0; j < n; j++) {
      if (out[j] === 0) continue;
      for (let i = 0; i < n; i++) if (weights[j][i] > 0) next[i] += (0.85 * weights[j][i] * score[j]) / out[j];
    }
    score = next;
  }
  return candidates
    .map((s, i) => ({ s, i, score: score[i] }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}
