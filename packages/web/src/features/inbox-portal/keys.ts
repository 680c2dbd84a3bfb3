import type { StatisticsBody } from '@atrium/contract';

/**
 * TanStack Query keys of the portal's own look-ups (pickers, statistics). Its conversation lists live under
 * chat's keys (`chatKeys.portalLists`), where the live updates reach them.
 */
export const portalKeys = {
  employees: (term: string) => ['inbox-portal', 'employees', term] as const,
  chatUsers: (term: string) => ['inbox-portal', 'chat-users', term] as const,
  companies: ['inbox-portal', 'companies'] as const,
  startups: (term: string) => ['inbox-portal', 'startups', term] as const,
  serviceTeam: ['inbox-portal', 'service-team'] as const,
  kams: ['inbox-portal', 'kams'] as const,
  clients: (tenants: string[]) => ['inbox-portal', 'clients', tenants] as const,
  statistics: (page: number, body: StatisticsBody) => ['inbox-portal', 'statistics', page, body] as const,
};
