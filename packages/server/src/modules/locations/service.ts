import { readFileSync } from 'node:fs';
import type { Country, CountryWithStates } from '@atrium/contract';
import { notFound } from '../../platform/errors.ts';
import { STATES_BY_COUNTRY } from './states.ts';

// Every ISO 3166-1 country with its English name (generated once from the ICU region names, deprecated codes removed).
const COUNTRIES: Country[] = JSON.parse(readFileSync(new URL('./countries.json', import.meta.url), 'utf8'));
const BY_ISO2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));

export function stateCode(country: string | null | undefined, state: string | null | undefined) {
  if (state === null || state === undefined) return state;
  const text = state.trim();
  const list = country ? STATES_BY_COUNTRY[country.toUpperCase()] : undefined;
  const hit = list?.find(
    (s) => s.iso2.toLowerCase() === text.toLowerCase() || s.name.toLowerCase() === text.toLowerCase(),
  );
  return hit ? hit.iso2 : text;
}

/** api/countries-info: countries and their states, from data shipped with the project. */
export function createLocationService() {
  return {
    countries: (): Country[] => COUNTRIES,
    country(iso2: string): CountryWithStates {
      const country = BY_ISO2.get(iso2.toUpperCase());
      if (!country) throw notFound('Country');
      return { ...country, states: STATES_BY_COUNTRY[country.iso2] ?? [] };
    },
    isCountry: (iso2: string) => BY_ISO2.has(iso2.toUpperCase()),
    /**
     * One representation of a state (issue 13): where the country has a list, its ISO code, whether given as the
     * code or the name (any case); elsewhere the text as given. The web shows the name.
     */
    stateCode: (country: string | null | undefined, state: string | null | undefined) => stateCode(country, state),
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
