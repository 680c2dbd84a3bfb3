/** TanStack Query keys of the customer list; customer creation invalidates `all` after adding customers. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (page: number, pageSize: number, term: string) => ['customers', { page, pageSize, term }] as const,
};
