import { describe, expect, it } from 'vitest';
import {
  TAXONOMY,
  TAXONOMY_IDS,
  TAXONOMY_SECTIONS,
  allTaxonomyEntries,
  isHiddenStaticId,
  isPlaceableStaticId,
  taxonomyAncestors,
  taxonomyEntry,
  taxonomySectionOf,
  taxonomySubtreeIds,
} from './taxonomy.ts';
import { DATA_ROOM_LIMITS, DATA_ROOM_MESSAGES, formatFileSize, maxBytesFor, wholeMb } from './data-room.ts';

describe('standard taxonomy (spec 3 §3)', () => {
  it('enumerates every static id from 0 to 182 once', () => {
    const ids = allTaxonomyEntries()
      .map((e) => e.staticId)
      .sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 183 }, (_, i) => i));
    expect(new Set(allTaxonomyEntries().map((e) => e.backendName)).size).toBe(183);
  });

  it('has the seven sections at their static ids, in card order', () => {
    expect(TAXONOMY.map((s) => [s.staticId, s.label])).toEqual([
      [0, 'Corporate'],
      [54, 'Human Resources'],
      [96, 'Stockholder Information'],
      [129, 'Operations'],
      [137, 'Intellectual Property'],
      [147, 'Finance'],
      [176, 'Other Documents'],
    ]);
    expect(TAXONOMY_SECTIONS.map((s) => s.staticId)).toEqual(TAXONOMY.map((s) => s.staticId));
    expect(TAXONOMY_IDS).toEqual({ master: 9997, placeholder: 9998, root: 9999 });
  });

  it('numbers display names by position and hides Safe/KISS financing (174)', () => {
    expect(taxonomyEntry(1)?.name).toBe('1.1 Corporate Records');
    expect(taxonomyEntry(2)?.name).toBe('1.1.1 Certificate of Incorporation and Amendments');
    expect(taxonomyEntry(55)?.name).toBe('2.1 Employees');
    expect(taxonomyEntry(174)?.hidden).toBe(true);
    // The hidden entry takes no number: its visible sibling after it is still 6.6.2.
    expect(taxonomyEntry(175)?.name).toBe('6.6.2 Venture Financing Documents');
  });

  it('keeps Subpoenas (182) under Properties', () => {
    expect(taxonomyEntry(182)?.label).toBe('Subpoenas');
    expect(taxonomyAncestors(182).map((e) => e.label)).toEqual(['Subpoenas', 'Properties', 'Corporate']);
    expect(taxonomySectionOf(182)?.staticId).toBe(0);
  });

  it('walks subtrees and knows where a file may be placed', () => {
    expect(taxonomySubtreeIds(27).sort((a, b) => a - b)).toEqual([27, 28, 29, 30, 31, 182]);
    expect(taxonomySubtreeIds(54)).toHaveLength(95 - 54 + 1);
    expect(isPlaceableStaticId(9997)).toBe(true);
    expect(isPlaceableStaticId(182)).toBe(true);
    expect(isPlaceableStaticId(9999)).toBe(false);
    expect(isPlaceableStaticId(183)).toBe(false);
    // The hidden Safe/KISS entry is never a destination.
    expect(isHiddenStaticId(174)).toBe(true);
    expect(isPlaceableStaticId(174)).toBe(false);
  });
});

describe('data room limits and display (spec 3 §5, §9)', () => {
  it('shows sizes in B up to 1000, KB below 1e6 and MB above', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1000)).toBe('1000 B');
    expect(formatFileSize(1001)).toBe('1 KB');
    expect(formatFileSize(999_999)).toBe('977 KB');
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(5_767_168)).toBe('5.5 MB');
  });

  it('holds documents to 100 MB and images to 25 MB, shown in whole MB', () => {
    expect(maxBytesFor('deck.pdf')).toBe(104_857_600);
    expect(maxBytesFor('logo.PNG')).toBe(26_214_400);
    expect(wholeMb(DATA_ROOM_LIMITS.maxDocumentBytes)).toBe(100);
    expect(DATA_ROOM_MESSAGES.exceededMaxSize('a.pdf', 100)).toBe('a.pdf exceeded max size allowed (100 MB)');
  });
});
