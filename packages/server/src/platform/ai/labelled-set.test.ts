import { describe, expect, it } from 'vitest';
import { createBuiltinAnalyzer } from './builtin.ts';
import { evaluate, labelledSet, LABELLED_SET_NOW, precision, recall } from './labelled-set.ts';

const ai = createBuiltinAnalyzer();
const run = (docs = labelledSet()) =>
  evaluate(async (text, fileName) => {
    const r = await ai.analyse(text, { fileName, now: LABELLED_SET_NOW });
    return { redFlags: r.redFlags, parties: r.summary.partiesInvolved.map((p) => p.by) };
  }, docs);

/** A quality threshold on the generated labelled set (issue 13 #19; numbers in docs/analysis.md). */
describe('built-in analyzer on the labelled set', () => {
  it('has at least 30 documents in English and Spanish, some without any flag', () => {
    const docs = labelledSet();
    expect(docs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(docs.map((d) => d.lang))).toEqual(new Set(['en', 'es']));
    expect(docs.filter((d) => d.flags.length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('finds ≥ 80 % of the expected flags at ≥ 80 % precision, and ≥ 80 % of the parties', async () => {
    const result = await run();
    expect(recall(result.flags)).toBeGreaterThanOrEqual(0.8);
    expect(precision(result.flags)).toBeGreaterThanOrEqual(0.8);
    expect(recall(result.parties)).toBeGreaterThanOrEqual(0.8);
    expect(precision(result.parties)).toBeGreaterThanOrEqual(0.8);
  });

  it('holds on the held-out templates alone', async () => {
    const result = await run(labelledSet().filter((d) => d.id.startsWith('ho-')));
    expect(recall(result.flags)).toBeGreaterThanOrEqual(0.8);
    expect(precision(result.flags)).toBeGreaterThanOrEqual(0.8);
    expect(recall(result.parties)).toBeGreaterThanOrEqual(0.8);
  });
});
