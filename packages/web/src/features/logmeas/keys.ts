/** TanStack Query keys of the log viewer (/tools/logmeas). */
export const logmeasKeys = {
  all: ['logmeas'] as const,
  groups: (page: number, search: string) => ['logmeas', 'groups', { page, search }] as const,
  occurrences: (message: string, page: number) => ['logmeas', 'occurrences', { message, page }] as const,
  perDay: (days: number) => ['logmeas', 'per-day', days] as const,
  visits: (page: number, search: string) => ['logmeas', 'visits', { page, search }] as const,
};
