import type { CountryWithStates } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { locationKeys } from '../keys';
import { locationApi } from './location-api';

const DAY = 24 * 60 * 60 * 1000;

/** One country with its states (none for most); no request without a country. */
export const countryStatesQuery = (iso2: string | null | undefined) => ({
  queryKey: locationKeys.country(iso2),
  queryFn: () => locationApi.country(iso2!),
  enabled: !!iso2,
  staleTime: DAY,
  gcTime: DAY,
});

export const useStates = (iso2: string | null | undefined) => useApiQuery<CountryWithStates>(countryStatesQuery(iso2));
