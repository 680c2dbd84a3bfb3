/** TanStack Query keys of the company profile, per selected tenant (a save writes the reply under its tenant). */
export const companyKeys = { ofTenant: (tenant: string | null) => ['company', 'tenant', tenant] as const };
