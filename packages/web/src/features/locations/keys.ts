/** TanStack Query keys of the reference data on countries: the list, and one country with its states. */
export const locationKeys = {
  countries: ['countries'] as const,
  country: (iso2: string | null | undefined) => ['countries', iso2] as const,
};
