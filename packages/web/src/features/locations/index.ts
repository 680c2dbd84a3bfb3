export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { StateSelect, useStateName, type StateSelectProps } from './StateSelect';
export { useCountryStatePair } from './useCountryStatePair';
export { useCountries } from './api/countries';
export { useStates } from './api/country-states';
export { locationApi } from './api/location-api';
