import { useCallback } from 'react';

/** Changing the country clears the state (spec 1 §5): wraps the two setters of a form. */
export function useCountryStatePair(setCountry: (iso2: string | null) => void, setState: (state: string) => void) {
  return useCallback(
    (iso2: string | null) => {
      setCountry(iso2);
      setState('');
    },
    [setCountry, setState],
  );
}
