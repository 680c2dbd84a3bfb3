import { describe, expect, it } from 'vitest';
import { TAXONOMY, allTaxonomyEntries } from '@atrium/contract';
import i18n from '../../../lib/i18n';
import { taxonomyLabel, taxonomyNumber } from '../taxonomy-label';
import { resources } from '../../../locales/resources';
import { searchTaxonomy, visibleTaxonomyEntries } from './taxonomy-search';

const en = i18n.getFixedT('en');
const es = i18n.getFixedT('es');
const names = (term: string, t = en) => searchTaxonomy(term, (e) => taxonomyLabel(t, e), 500).map((e) => e.staticId);

describe('taxonomy labels', () => {
  it('has an English and a Spanish label for every one of the 183 backend names', () => {
    const all = allTaxonomyEntries();
    expect(all).toHaveLength(183);
    const enLabels = resources.en.taxonomy as Record<string, string>;
    const esLabels = resources.es.taxonomy as Record<string, string>;
    for (const e of all) {
      expect(enLabels[e.backendName], e.backendName).toBe(e.label);
      expect(esLabels[e.backendName], e.backendName).toBeTruthy();
    }
    expect(Object.keys(enLabels)).toHaveLength(183);
    // A real translation, not a copy: most Spanish labels differ from the English ones.
    expect(all.filter((e) => esLabels[e.backendName] !== e.label).length).toBeGreaterThan(170);
  });

  it('keeps the number prefix and translates the rest', () => {
    const governance = TAXONOMY[0].entries[1];
    expect(governance.name).toBe('1.2 Governance');
    expect(taxonomyNumber(governance)).toBe('1.2');
    expect(taxonomyLabel(en, governance)).toBe('1.2 Governance');
    expect(taxonomyLabel(es, governance)).toBe('1.2 Gobierno corporativo');
    expect(taxonomyLabel(es, TAXONOMY[1])).toBe('2 Recursos humanos');
  });

  it('gives a hidden entry no number', () => {
    const hidden = allTaxonomyEntries().find((e) => e.staticId === 174)!;
    expect(taxonomyLabel(en, hidden)).toBe('Safe/KISS Financing');
  });
});

describe('searchTaxonomy', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(names('')).toEqual([]);
    expect(names(' g ')).toEqual([]);
    expect(names('  go ').length).toBeGreaterThan(0);
  });

  it('matches names containing the term, case-insensitively, in display order', () => {
    expect(names('SUBPOENA')).toEqual([182]);
    const ids = names('  MiNuTe');
    expect(ids).toEqual([7, 9, 10, 11]);
  });

  it('matches the number prefix shown to the user', () => {
    expect(names('1.2 gov')).toEqual([8]);
  });

  it('never suggests the hidden Safe/KISS entry', () => {
    expect(names('kiss')).toEqual([]);
    expect(names('safe')).toEqual([83, 173]);
    expect(visibleTaxonomyEntries().some((e) => e.hidden)).toBe(false);
    expect(visibleTaxonomyEntries()).toHaveLength(182);
  });

  it('searches the translated names', () => {
    expect(names('citaciones', es)).toEqual([182]);
    expect(names('citaciones', en)).toEqual([]);
  });

  it('caps the suggestions', () => {
    expect(searchTaxonomy('a', (e) => e.name)).toEqual([]);
    expect(searchTaxonomy('ag', (e) => e.name, 3)).toHaveLength(3);
  });
});
