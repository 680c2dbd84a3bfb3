import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('Spanish has exactly the keys English has', () => {
    const en = keys(resources.en).sort();
    const es = keys(resources.es).sort();
    expect(es.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !es.includes(k))).toEqual([]);
  });

  it('every en file is in the typed list of locales/index.ts', () => {
    const files = Object.keys(import.meta.glob('./en/*.json')).map((p) => /\/([^/]+)\.json$/.exec(p)![1]);
    expect(Object.keys(resources.en).sort()).toEqual(files.sort());
  });

  it('every feature file is loaded under its own name', () => {
    expect(Object.keys(resources.en)).toContain('auth');
    expect((resources.es as Record<string, Record<string, string>>).common.cancel).toBe('Cancelar');
  });

  it('no string is left empty', () => {
    for (const lang of ['en', 'es'] as const) {
      const flat = keys(resources[lang]);
      const valueAt = (path: string) =>
        path.split('.').reduce<unknown>((t, k) => (t as Record<string, unknown>)[k], resources[lang]);
      expect(flat.filter((k) => typeof valueAt(k) !== 'string' || (valueAt(k) as string).trim() === '')).toEqual([]);
    }
  });

  it('client inbox labels start with a capital letter, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const c = resources[lang].inboxClient as typeof resources.en.inboxClient;
      const labels = [c.title, c.list.empty, c.experts.newGroup, c.experts.productSupport, c.empty.start];
      expect(labels.filter((l) => l[0] !== l[0].toLocaleUpperCase(lang))).toEqual([]);
    }
  });

  it('a thread status reads the same word in the pane, the portal chips and the filters', () => {
    for (const lang of ['en', 'es'] as const) {
      const r = resources[lang] as typeof resources.en;
      for (const s of ['OPEN', 'ANSWERED', 'FINALIZED'] as const) {
        const words = [r.chat.status[s], r.inboxPortal.status[s], r.inboxPortal.filters.statusOptions[s]];
        expect(new Set(words.map((w) => w.toLocaleLowerCase(lang))).size, `${lang} ${s}: ${words.join(' / ')}`).toBe(1);
      }
    }
  });
});
