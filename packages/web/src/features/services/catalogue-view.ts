import {
  SERVICE_CATEGORIES,
  SERVICE_GROUPS,
  selectableServices,
  type ServiceCategory,
  type ServiceDefinition,
  type ServiceGroup,
} from '@atrium/contract';

/** Which part of the catalogue a page shows: all of it, the LEGAL category, or the provider's other offers. */
export type CatalogueScope = 'ALL' | 'LEGAL' | 'OFFERS';

/** The selectable services of a scope: 'OFFERS' is the FINANCE category plus the extras of any category. */
export function servicesOfScope(scope: CatalogueScope): ServiceDefinition[] {
  const all = selectableServices();
  if (scope === 'LEGAL') return all.filter((s) => s.category === 'LEGAL');
  if (scope === 'OFFERS') return all.filter((s) => s.category === 'FINANCE' || s.group === 'EXTRAS');
  return all;
}

/** Lower case without accents, so 'constitucion' finds 'Constitución'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The services matching a category (or all) and a search: every word of the search must appear in the service's
 * name (either language) or code.
 */
export function filterServices(
  services: readonly ServiceDefinition[],
  filter: { category: ServiceCategory | null; search: string },
): ServiceDefinition[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  return services.filter((s) => {
    if (filter.category && s.category !== filter.category) return false;
    if (!words.length) return true;
    const hay = fold(`${s.name.en} ${s.name.es} ${s.code.replace(/_/g, ' ')}`);
    return words.every((w) => hay.includes(w));
  });
}

export interface ServiceSection {
  category: ServiceCategory;
  groups: { group: ServiceGroup | 'OTHER'; services: ServiceDefinition[] }[];
}

/** Sections in the catalogue's category order, each with its groups in SERVICE_GROUPS order; empty ones left out. */
export function sectionsOf(services: readonly ServiceDefinition[]): ServiceSection[] {
  const order = (g: ServiceGroup | 'OTHER') => (g === 'OTHER' ? SERVICE_GROUPS.length : SERVICE_GROUPS.indexOf(g));
  return SERVICE_CATEGORIES.map((category) => {
    const byGroup = new Map<ServiceGroup | 'OTHER', ServiceDefinition[]>();
    for (const s of services) {
      if (s.category !== category) continue;
      const g = s.group ?? 'OTHER';
      byGroup.set(g, [...(byGroup.get(g) ?? []), s]);
    }
    const groups = [...byGroup.entries()]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([group, list]) => ({ group, services: list }));
    return { category, groups };
  }).filter((s) => s.groups.length > 0);
}

/** The categories a scope has services in (the filter chips offer only these). */
export const categoriesOf = (services: readonly ServiceDefinition[]): ServiceCategory[] =>
  SERVICE_CATEGORIES.filter((c) => services.some((s) => s.category === c));
