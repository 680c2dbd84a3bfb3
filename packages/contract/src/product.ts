/** The product's names, kept in one place so a provider can white-label the app. */
export const PRODUCT = {
  displayName: 'Atrium',
  slug: 'atrium',
  customerViewName: 'Atrium One',
  assistantName: 'Atrium AI',
  internalTenantName: 'AtriumTenant0',
  /** Workspaces are addressed as `<slug><suffix>`. */
  workspaceDomainSuffix: '.atrium.app',
} as const;
