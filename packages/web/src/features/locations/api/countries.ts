import { useEffect } from 'react';
import { useApiQuery } from '../../../components/useApi';
import { notify } from '../../../lib/notify';
import i18n from '../../../lib/i18n';
import { locationKeys } from '../keys';
import { locationApi } from './location-api';

const DAY = 24 * 60 * 60 * 1000;

/** Every country; reference data, kept for the session (a day). */
export const countriesQuery = () => ({
  queryKey: locationKeys.countries,
  queryFn: () => locationApi.countries(),
  staleTime: DAY,
  gcTime: DAY,
});

/** A failure says 'Error fetching countries' (spec 1 §8). */
export function useCountries() {
  const query = useApiQuery({ ...countriesQuery(), silent: true });
  useEffect(() => {
    if (query.isError) notify(i18n.t('locations.countriesError'), 'error');
  }, [query.isError]);
  return query;
}
