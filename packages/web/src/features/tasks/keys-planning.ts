/** TanStack Query keys of a flow's recurrence, the calendar feed and the workload view. */
export const planningKeys = {
  recurrence: (flowExternalId: string) => ['product-flows', 'recurrence', flowExternalId] as const,
  feed: (view: string) => ['calendar-feed', view] as const,
  workload: ['tasks', 'workload'] as const,
};
