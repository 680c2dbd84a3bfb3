/** Query keys of the shared spaces, defined once; every member key carries the tenant. */
export const sharedSpacesKeys = {
  all: (tenant: string) => ['shared-spaces', tenant] as const,
  rooms: (tenant: string) => ['shared-spaces', tenant, 'rooms'] as const,
  tree: (tenant: string, room: string) => ['shared-spaces', tenant, 'tree', room] as const,
  guests: (tenant: string, room: string) => ['shared-spaces', tenant, 'guests', room] as const,
  suggestions: (tenant: string, room: string, term: string) =>
    ['shared-spaces', tenant, 'suggestions', room, term] as const,
  financials: (tenant: string, room: string) => ['shared-spaces', tenant, 'financials', room] as const,
  search: (tenant: string, room: string, term: string) => ['shared-spaces', tenant, 'search', room, term] as const,
  searchHistory: (tenant: string) => ['shared-spaces', tenant, 'search-history'] as const,
  filterOptions: (tenant: string) => ['shared-spaces', tenant, 'rooms', 'filter-options'] as const,
  roomsFiltered: (tenant: string, status: string, sharing: string) =>
    ['shared-spaces', tenant, 'rooms', status, sharing] as const,
  analytics: (tenant: string, room: string) => ['shared-spaces', tenant, 'analytics', room] as const,
  masterFiles: (tenant: string) => ['shared-spaces', tenant, 'master-files'] as const,
  sharedRoom: (token: string) => ['shared-spaces', 'guest', token] as const,
  sharedFinancial: (token: string) => ['shared-spaces', 'guest', token, 'financial'] as const,
  publicRoom: (vr: string) => ['shared-spaces', 'public', vr] as const,
};
