import { useLocation } from 'react-router';
import { useWorkspace } from '../../../workspace/workspace';
import { viewOf } from '../../../session/landing';
import { CompanyUsersSection } from './CompanyUsersSection';

/**
 * Settings → Company users. Customer view: the selected company (individual accounts have no company users).
 * Portal: the provider's own team in the internal tenant, where invitations grant portal roles.
 */
export function SettingsCompanyUsers() {
  const view = viewOf(useLocation().pathname);
  const { selectedTenantMembership, atriumMembership } = useWorkspace();
  const membership = view === 'portal' ? atriumMembership : selectedTenantMembership;
  if (!membership || membership.tenant.accountType !== 'COMPANY') return null;
  return <CompanyUsersSection key={membership.tenant.externalId} tenant={membership.tenant} />;
}
