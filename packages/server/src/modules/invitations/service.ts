import type { AppDeps } from '../../platform/deps.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import { createAnswerFlows } from './answer.ts';
import { createInviteFlows } from './invite.ts';
import { checkSeat, type InvitationKit, type TenantRow } from './kit.ts';
import { createInvitationMails } from './mails.ts';
import { createReads } from './reads.ts';
import { createRegisterFlows } from './register.ts';
import { createInvitationStore } from './store.ts';

export { statusOf } from './kit.ts';

/**
 * Invitations of a person to a company (/api/invitations, spec 1 §3, §6, §7.5): a composer of the flow files over
 * one kit (README.md has the file→job table).
 */
export function createInvitationService(
  deps: AppDeps,
  s: {
    users: UserService;
    tenancy: TenancyService;
    auth: AuthService;
    companies: CompanyService;
    subscriptions: SubscriptionService;
  },
) {
  const kit: InvitationKit = { deps, store: createInvitationStore(deps.database.db), ...s };
  const mails = createInvitationMails(kit);
  return {
    checkSeat: (tenant: TenantRow) => checkSeat(kit, tenant),
    ...createInviteFlows(kit, mails),
    sendCreated: mails.sendCreated,
    ...createReads(kit),
    ...createAnswerFlows(kit),
    ...createRegisterFlows(kit),
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
