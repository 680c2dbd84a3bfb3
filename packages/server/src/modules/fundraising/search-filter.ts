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

/** One text[] parameter whatever the number of values, so a search's text depends only on which filters it has. */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The name term: a case-insensitive substring of the name (served by the trigram index on lower(name)). */
export function nameCondition(term: string | undefined): SQL | null {
  const p = containsPattern(term);
  return p ? sql`lower(${funders.name}) like ${p}` : null;
}

/**
 * The WHERE conditions of an advanced search (spec 3 §2.14): name term, kinds, stages, sectors and locations (any of
 * the values), and a check size range that overlaps the funder's (a funder without a range is not excluded by one
 * end it lacks). Every value is a bound parameter.
 */
export function funderConditions(f: FunderFilters, onlyType?: FunderType): SQL[] {
  const out: SQL[] = [];
  const name = nameCondition(f.name);
  if (name) out.push(name);
  const types = onlyType ? [onlyType] : [...new Set(f.types ?? [])];
  if (types.length) out.push(sql`${funders.type} = any(${textArray(types)})`);
  const stages = [...new Set(f.stages ?? [])];
  if (stages.length) out.push(sql`${funders.stages} && ${textArray(stages)}`);
  const sectors = normalisedValues(f.sectors);
  if (sectors.length) out.push(sql`${funders.sectors} && ${textArray(sectors)}`);
  const locations = normalisedValues(f.locations);
  if (locations.length) out.push(sql`${funders.locationKeys} && ${textArray(locations)}`);
  if (f.checkSizeMin !== undefined)
    out.push(sql`(${funders.checkSizeMax} is null or ${funders.checkSizeMax} >= ${f.checkSizeMin})`);
  if (f.checkSizeMax !== undefined)
    out.push(sql`(${funders.checkSizeMin} is null or ${funders.checkSizeMin} <= ${f.checkSizeMax})`);
  return out;
}

/** The location keys stored for a funder: its city, state code and country code, lower-case. */
export const locationKeysOf = (f: { city?: string | null; stateCode?: string | null; countryCode?: string | null }) =>
  normalisedValues([f.city ?? '', f.stateCode ?? '', f.countryCode ?? '']);
