/** TanStack Query keys of the role lists (reference data; the invite dialog reads them too). */
export const roleKeys = {
  all: ['roles'] as const,
  company: ['roles', 'company'] as const,
  portal: ['roles', 'portal'] as const,
};
