import type { LocationService } from '../locations/service.ts';
import type { Places } from './import-rows.ts';

/** Country names and codes and state codes, through the locations service. */
export function placesOf(locations: LocationService): Places {
  const byName = new Map(locations.countries().map((c) => [c.name.toLowerCase(), c.iso2]));
  const alias: Record<string, string> = { usa: 'US', 'united states of america': 'US', uk: 'GB', england: 'GB' };
  return {
    countryCode(text) {
      const t = text.trim().toLowerCase();
      if (!t) return null;
      if (t.length === 2 && locations.isCountry(t)) return t.toUpperCase();
      return byName.get(t) ?? alias[t] ?? null;
    },
    stateCode: (country, state) => locations.stateCode(country, state),
  };
}
