import type { AccountType, View } from '@atrium/contract';

/**
 * Who sees the Invite button in the company-users header (spec 1 §6): always outside the customer view; in the
 * customer view only for company accounts, and only for a company admin or a staff admin or KAM.
 * (The server enforces its own rule on the invitation itself.)
 */
export function canShowInvite(o: {
  view: View;
  accountType: AccountType | null | undefined;
  isCompanyAdmin: boolean;
  isAtriumAdminOrKam: boolean;
}) {
  if (o.view !== 'one') return true;
  return o.accountType === 'COMPANY' && (o.isCompanyAdmin || o.isAtriumAdminOrKam);
}
