/** TanStack Query keys of accounting, per selected tenant. */
export const accountingKeys = {
  all: (tenant: string) => ['accounting', tenant] as const,
  dashboard: (tenant: string) => ['accounting', tenant, 'dashboard'] as const,
  status: (tenant: string) => ['accounting', tenant, 'integration-status'] as const,
  taxDeadlines: (tenant: string) => ['accounting', tenant, 'tax-deadlines'] as const,
  taxTimeline: (tenant: string) => ['accounting', tenant, 'tax-deadlines', 'timeline'] as const,
  /** The portal's timeline of every client company (staff; not per selected tenant). */
  portalTimelineAll: ['accounting-portal-timeline'] as const,
  portalTimeline: (filters: object, pageSize: number) => ['accounting-portal-timeline', filters, pageSize] as const,
};
