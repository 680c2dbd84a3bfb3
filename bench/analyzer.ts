/**
 * `npm run bench:analyzer` (node bench/analyzer.ts): precision and recall of the built-in analyzer's red flags and
 * parties on the generated labelled set (packages/server/src/platform/ai/labelled-set.ts, English and Spanish).
 * Knobs: BENCH_VARIANTS (documents per template, default 2), BENCH_VERBOSE=1 lists each document's misses.
 */
import { createBuiltinAnalyzer } from '../packages/server/src/platform/ai/builtin.ts';
import {
  evaluate,
  labelledSet,
  LABELLED_SET_NOW,
  precision,
  recall,
  type Score,
} from '../packages/server/src/platform/ai/labelled-set.ts';

const variants = Number(process.env.BENCH_VARIANTS ?? 2);
const docs = labelledSet(variants);
const ai = createBuiltinAnalyzer();
const result = await evaluate(async (text, fileName) => {
  const r = await ai.analyse(text, { fileName, now: LABELLED_SET_NOW });
  return { redFlags: r.redFlags, parties: r.summary.partiesInvolved.map((p) => p.by) };
}, docs);

const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(8);
const row = (name: string, s: Score) =>
  `${name.padEnd(38)}${String(s.tp).padStart(5)}${String(s.fp).padStart(5)}${String(s.fn).padStart(5)}${pct(precision(s))}${pct(recall(s))}`;
const langs = { en: docs.filter((d) => d.lang === 'en').length, es: docs.filter((d) => d.lang === 'es').length };
console.log(
  `Labelled set: ${result.documents} documents (${langs.en} en, ${langs.es} es), ${docs.filter((d) => d.flags.length === 0).length} without flags; ${result.millisPerDocument.toFixed(1)} ms per document`,
);
console.log(
  `${'flag type'.padEnd(38)}${'tp'.padStart(5)}${'fp'.padStart(5)}${'fn'.padStart(5)}${'precision'.padStart(8)}${'recall'.padStart(8)}`,
);
for (const [type, s] of [...result.byType].sort(([a], [b]) => a.localeCompare(b))) console.log(row(type, s));
console.log(row('ALL FLAGS', result.flags));
console.log(row('PARTIES', result.parties));
const heldOut = docs.filter((d) => d.id.startsWith('ho-'));
if (heldOut.length > 0) {
  const held = await evaluate(async (text, fileName) => {
    const r = await ai.analyse(text, { fileName, now: LABELLED_SET_NOW });
    return { redFlags: r.redFlags, parties: r.summary.partiesInvolved.map((p) => p.by) };
  }, heldOut);
  console.log(`Held-out templates only (${heldOut.length} documents):`);
  console.log(row('ALL FLAGS (held out)', held.flags));
  console.log(row('PARTIES (held out)', held.parties));
}
if (process.env.BENCH_VERBOSE)
  for (const m of result.misses)
    if (m.missedFlags.length + m.extraFlags.length + m.missedParties.length + m.extraParties.length > 0)
      console.log(m.id, JSON.stringify({ ...m, id: undefined }));
