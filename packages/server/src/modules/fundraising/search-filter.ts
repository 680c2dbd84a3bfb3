import { sql, type SQL } from 'drizzle-orm';
import type { FunderFilters, FunderType } from '@atrium/contract';
import { funders } from './tables.ts';

const escaped = (term: string | null | undefined) =>
  (term ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the term anywhere, its wildcards escaped; null for a blank term. */
export function containsPattern(term: string | null | undefined): string | null {
  const t = escaped(term);
  return t ? `%${t}%` : null;
}

/** A LIKE pattern matching names that start with the term (served by the text_pattern_ops index); null if blank. */
export function prefixPattern(term: string | null | undefined): string | null {
  const t = escaped(term);
  return t ? `${t}%` : null;
}

/** Lower-case, de-duplicated, blank-free values of a filter list. */
export const normalisedValues = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean)),
];

/**
 * The WHERE conditions of an advanced search (spec 3 §2.14), with every value a placeholder: name term, kinds, stages,
 * sectors and locations (any of the values; one text[] each whatever their number), and a check size range that
 * overlaps the funder's (a funder without a range is not excluded by one end it lacks). The conditions' text depends
 * only on which filters are there (`key`), so a search built once per key is run with `values`.
 */
export function funderFilter(f: FunderFilters, onlyType?: FunderType) {
  const values: Record<string, unknown> = {};
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const conds: SQL[] = [];
  const name = containsPattern(f.name);
  if (name) conds.push(sql`lower(${funders.name}) like ${bind('filterName', name)}`);
  const types = onlyType ? [onlyType] : [...new Set(f.types ?? [])];
  if (types.length) conds.push(sql`${funders.type} = any(${bind('types', types)}::text[])`);
  const stages = [...new Set(f.stages ?? [])];
  if (stages.length) conds.push(sql`${funders.stages} && ${bind('stages', stages)}::text[]`);
  const sectors = normalisedValues(f.sectors);
  if (sectors.length) conds.push(sql`${funders.sectors} && ${bind('sectors', sectors)}::text[]`);
  const locations = normalisedValues(f.locations);
  if (locations.length) conds.push(sql`${funders.locationKeys} && ${bind('locations', locations)}::text[]`);
  if (f.checkSizeMin !== undefined)
    conds.push(
      sql`(${funders.checkSizeMax} is null or ${funders.checkSizeMax} >= ${bind('checkSizeMin', f.checkSizeMin)})`,
    );
  if (f.checkSizeMax !== undefined)
    conds.push(
      sql`(${funders.checkSizeMin} is null or ${funders.checkSizeMin} <= ${bind('checkSizeMax', f.checkSizeMax)})`,
    );
  return { conds, values, key: Object.keys(values).join(',') };
}
export type FunderFilterSql = ReturnType<typeof funderFilter>;

/** The location keys stored for a funder: its city, state code and country code, lower-case. */
export const locationKeysOf = (f: { city?: string | null; stateCode?: string | null; countryCode?: string | null }) =>
  normalisedValues([f.city ?? '', f.stateCode ?? '', f.countryCode ?? '']);
