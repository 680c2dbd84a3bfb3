import { allTaxonomyEntries, TAXONOMY_IDS, type TaxonomyEntry } from '@atrium/contract';
import { flatten, pathTo, type CustomTreeNode } from './custom-tree-counts';
import type { FileLocation } from './move-undo';

export interface Destination {
  key: string;
  label: string;
  depth: number;
  /** A custom folder's folders above it ('Legal / Contracts'), null at the top: tells apart folders of one name. */
  path: string | null;
  group: 'standard' | 'custom';
  location: FileLocation;
}

const pathLabel = (names: string[]) => (names.length ? names.join(' / ') : null);

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
      path: null,
      group: 'standard',
      location: { kind: 'static', staticId: TAXONOMY_IDS.master },
    },
    ...allTaxonomyEntries()
      .filter((e) => !e.hidden)
      .map((e): Destination => ({
        key: `s:${e.staticId}`,
        label: labelOf(e),
        depth: e.level,
        // Numbered ('6.3 Subpoenas'): the number already tells them apart.
        path: null,
        group: 'standard',
        location: { kind: 'static', staticId: e.staticId },
      })),
  ];
  const customs = flatten(custom).map(({ node, depth }): Destination => ({
    key: `c:${node.externalId}`,
    label: node.name,
    depth,
    path: pathLabel(
      pathTo(custom, node.externalId)
        .slice(0, -1)
        .map((n) => n.name),
    ),
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
