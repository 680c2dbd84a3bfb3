/** TanStack Query keys of the invitations feature, in one place so mutations invalidate what they change. */
export const invitationKeys = {
  /** Every invitations page of a company (invalidated after an invite or a resend). */
  list: (tenantExternalId: string) => ['invitations', tenantExternalId] as const,
  page: (tenantExternalId: string, page: number) => ['invitations', tenantExternalId, page] as const,
  members: (tenantExternalId: string, page: number) => ['tenant-users', tenantExternalId, page] as const,
  status: (invitationExternalId: string, email: string) => ['invitation-status', invitationExternalId, email] as const,
};
