/** TanStack Query keys of the document center, per selected tenant (the data room's import reads the tree too). */
export const documentCenterKeys = {
  all: (tenant: string) => ['document-center', tenant] as const,
  files: (tenant: string, parentExternalId: string | null, ownership: string) =>
    ['document-center', tenant, 'files', parentExternalId, ownership] as const,
  path: (tenant: string, externalId: string) => ['document-center', tenant, 'path', externalId] as const,
  /** One level of folders in the move picker. */
  folders: (tenant: string, parentExternalId: string | null) =>
    ['document-center', tenant, 'folders', parentExternalId] as const,
  tree: (tenant: string) => ['document-center', tenant, 'tree'] as const,
  byTerm: (tenant: string, term: string) => ['document-center', tenant, 'by-term', term] as const,
};
