import type { TFunction } from 'i18next';
import type { TaxonomyEntry } from '@atrium/contract';

type Labelled = Pick<TaxonomyEntry, 'name' | 'label' | 'backendName' | 'hidden'>;

/** The number prefix of a display name ('1.2' of '1.2 Governance'); hidden entries have none. */
export function taxonomyNumber(entry: Pick<TaxonomyEntry, 'name' | 'label' | 'hidden'>): string {
  if (entry.hidden || entry.name === entry.label) return '';
  const space = entry.name.indexOf(' ');
  const head = space > 0 ? entry.name.slice(0, space) : '';
  return /^\d+(\.\d+)*$/.test(head) ? head : '';
}

/** The translated label of an entry without its number ('Governance' / 'Gobierno corporativo'). */
export const taxonomyPlainLabel = (t: TFunction, entry: Labelled) =>
  t(`taxonomy.${entry.backendName}`, { defaultValue: entry.label });

/** The translated display name, keeping the number prefix: '1.2 Gobierno corporativo'. */
export function taxonomyLabel(t: TFunction, entry: Labelled): string {
  const number = taxonomyNumber(entry);
  const label = taxonomyPlainLabel(t, entry);
  return number ? `${number} ${label}` : label;
}
