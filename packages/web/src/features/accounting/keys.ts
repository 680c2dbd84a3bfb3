/** TanStack Query keys of accounting, per selected tenant. */
export const accountingKeys = {
  all: (tenant: string) => ['accounting', tenant] as const,
  dashboard: (tenant: string) => ['accounting', tenant, 'dashboard'] as const,
  status: (tenant: string) => ['accounting', tenant, 'integration-status'] as const,
  taxDeadlines: (tenant: string) => ['accounting', tenant, 'tax-deadlines'] as const,
};
