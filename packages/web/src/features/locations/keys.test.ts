import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { locationKeys } from './keys';
import { countriesQuery } from './api/countries';
import { countryStatesQuery } from './api/country-states';

const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

describe('locationKeys', () => {
  it("one country's states are cached per country, under the countries key", () => {
    expect(countryStatesQuery('US').queryKey).toEqual(['countries', 'US']);
    expect(covers(countriesQuery().queryKey, countryStatesQuery('US').queryKey)).toBe(true);
    expect(covers(locationKeys.country('US'), countryStatesQuery('ES').queryKey)).toBe(false);
  });
});
