/**
 * TanStack Query keys of the data room, in one place so realtime updates (STATE_CHANGED, UPLOAD_PROGRESS) and
 * mutations invalidate every list that shows a file. Everything is per selected tenant.
 */
export const dataRoomKeys = {
  all: (tenant: string) => ['data-room', tenant] as const,
  stats: (tenant: string) => ['data-room', tenant, 'stats'] as const,
  filesAll: (tenant: string) => ['data-room', tenant, 'files'] as const,
  files: (tenant: string, parentStaticId: number, sort: string, page: number) =>
    ['data-room', tenant, 'files', parentStaticId, sort, page] as const,
  file: (tenant: string, fileExternalId: string) => ['data-room', tenant, 'file', fileExternalId] as const,
  customAll: (tenant: string) => ['data-room', tenant, 'custom'] as const,
  customTree: (tenant: string) => ['data-room', tenant, 'custom', 'tree'] as const,
  customChildren: (tenant: string, parentExternalId: string | null) =>
    ['data-room', tenant, 'custom', 'children', parentExternalId] as const,
  customFiles: (tenant: string, folderExternalId: string) =>
    ['data-room', tenant, 'custom', 'files', folderExternalId] as const,
  redFlagsAll: (tenant: string) => ['data-room', tenant, 'red-flags'] as const,
  redFlags: (tenant: string, staticId: number, fileExternalId: string | null) =>
    ['data-room', tenant, 'red-flags', staticId, fileExternalId] as const,
  search: (tenant: string, term: string) => ['data-room', tenant, 'search', term] as const,
  searchHistory: (tenant: string, type: number) => ['search-history', tenant, type] as const,
  presignedUrl: (fileExternalId: string) => ['data-room', 'presigned', fileExternalId] as const,
};
