import { allTaxonomyEntries, TAXONOMY_IDS, type TaxonomyEntry } from '@atrium/contract';
import { flatten, type CustomTreeNode } from './custom-tree-counts';
import type { FileLocation } from './move-undo';

export interface Destination {
  key: string;
  label: string;
  depth: number;
  group: 'standard' | 'custom';
  location: FileLocation;
}

/** Every folder a file can move to: the master (Processing), visible taxonomy entries, and the custom folders. */
export function moveDestinations(
  labelOf: (e: TaxonomyEntry) => string,
  masterLabel: string,
  custom: readonly CustomTreeNode[],
): Destination[] {
  const standard: Destination[] = [
    {
      key: `s:${TAXONOMY_IDS.master}`,
      label: masterLabel,
      depth: 0,
      group: 'standard',
      location: { kind: 'static', staticId: TAXONOMY_IDS.master },
    },
    ...allTaxonomyEntries()
      .filter((e) => !e.hidden)
      .map((e): Destination => ({
        key: `s:${e.staticId}`,
        label: labelOf(e),
        depth: e.level,
        group: 'standard',
        location: { kind: 'static', staticId: e.staticId },
      })),
  ];
  const customs = flatten(custom).map(({ node, depth }): Destination => ({
    key: `c:${node.externalId}`,
    label: node.name,
    depth,
    group: 'custom',
    location: { kind: 'custom', externalId: node.externalId },
  }));
  return [...standard, ...customs];
}

/** The move menu's folder search: case-insensitive substring on the name; blank keeps everything. */
export function filterDestinations(all: readonly Destination[], term: string): Destination[] {
  const q = term.trim().toLowerCase();
  return q ? all.filter((d) => d.label.toLowerCase().includes(q)) : [...all];
}
