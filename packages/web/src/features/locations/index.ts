export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { StateSelect, type StateSelectProps } from './StateSelect';
export { useCountryStatePair } from './useCountryStatePair';
export { useCountries, useStates, locationApi } from './api';
