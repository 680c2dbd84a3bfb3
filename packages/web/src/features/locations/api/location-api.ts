import { useEffect } from 'react';
import type { Country, CountryWithStates } from '@atrium/contract';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';
import i18n from '../../lib/i18n';
import { useApiQuery } from '../../components/useApi';
import { API, apiPath } from '@atrium/contract';

export const locationApi = {
  countries: () => http.get<Country[]>(API.countriesInfo.countries, { noTenant: true }),
  country: (iso2: string) =>
    http.get<CountryWithStates>(apiPath(API.countriesInfo.country, { id: iso2 }), { noTenant: true }),
};

const DAY = 24 * 60 * 60 * 1000;

/** Every country; reference data, kept for the session. A failure says 'Error fetching countries' (spec 1 §8). */
export function useCountries() {
  const query = useApiQuery({
    queryKey: ['countries'],
    queryFn: locationApi.countries,
    staleTime: DAY,
    gcTime: DAY,
    silent: true,
  });
  useEffect(() => {
    if (query.isError) notify(i18n.t('locations.countriesError'), 'error');
  }, [query.isError]);
  return query;
}

/** The states of a country (none for most); no request without a country. */
export function useStates(iso2: string | null | undefined) {
  return useApiQuery({
    queryKey: ['countries', iso2],
    queryFn: () => locationApi.country(iso2!),
    enabled: !!iso2,
    staleTime: DAY,
    gcTime: DAY,
    select: (c: CountryWithStates) => c,
  });
}
