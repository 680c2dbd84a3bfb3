import type { AccountType } from '@atrium/contract';

/** i18n key of an account type label (Company / Individual). */
export const accountTypeKey = (type: AccountType) =>
  type === 'INDIVIDUAL' ? 'workspace.accountType.individual' : 'workspace.accountType.company';
