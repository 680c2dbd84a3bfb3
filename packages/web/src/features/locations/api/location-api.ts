import type { Country, CountryWithStates } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API, apiPath } from '@atrium/contract';

/** GET /api/countries-info/countries and …/country/{iso2} (one object so tests can spy on the calls). */
export const locationApi = {
  countries: () => http.get<Country[]>(API.countriesInfo.countries, { noTenant: true }),
  country: (iso2: string) =>
    http.get<CountryWithStates>(apiPath(API.countriesInfo.country, { id: iso2 }), { noTenant: true }),
};
