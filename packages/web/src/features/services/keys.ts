/** Query keys of the services feature, defined once. */
export const servicesKeys = {
  /** The service codes the selected company has (its product flows). */
  owned: (tenantExternalId: string | null, userExternalId: string | null) =>
    ['services', 'owned', tenantExternalId, userExternalId] as const,
};
