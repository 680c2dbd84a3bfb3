import type { AccountType, View } from '@atrium/contract';

/**
 * Who sees the Invite button (and the invitations list) in the company-users header (spec 1 §6): outside the
 * customer view, staff — but the provider's own team takes invitations from a staff admin only, the server's rule, so
 * a KAM is not offered a button that answers 'Access denied' (issue 13); in the customer view only for company
 * accounts, and only for a company admin or a staff admin or KAM.
 */
export function canShowInvite(o: {
  view: View;
  accountType: AccountType | null | undefined;
  isCompanyAdmin: boolean;
  isAtriumAdminOrKam: boolean;
  /** The tenant is the provider's own (internal) tenant. */
  isInternalTenant?: boolean;
  /** The user is a staff admin (portal admin, or superadmin). */
  isStaffAdmin?: boolean;
}) {
  if (o.isInternalTenant) return !!o.isStaffAdmin;
  if (o.view !== 'one') return true;
  return o.accountType === 'COMPANY' && (o.isCompanyAdmin || o.isAtriumAdminOrKam);
}
