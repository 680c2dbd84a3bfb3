import { readFileSync } from 'node:fs';
import type { Country, CountryWithStates } from '@atrium/contract';
import { notFound } from '../../platform/errors.ts';
import { STATES_BY_COUNTRY } from './states.ts';

// Every ISO 3166-1 country with its English name (generated once from the ICU region names, deprecated codes removed).
const COUNTRIES: Country[] = JSON.parse(readFileSync(new URL('./countries.json', import.meta.url), 'utf8'));
const BY_ISO2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));

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
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
