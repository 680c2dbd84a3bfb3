import type {
  GeneralPortalFilter,
  PortalFilterInput,
  PortalListKind,
  PortalQuickFilter,
  ReadStatusFilter,
  ThreadStatus,
} from '@atrium/contract';

export interface Picked {
  externalId: string;
  name: string;
}

/** What the list panel's controls hold (tabs, quick filters, the filter menu, search, Times switch). */
export interface PortalListState {
  otherClients: boolean;
  quick: PortalQuickFilter;
  status: ThreadStatus | null;
  readStatus: ReadStatusFilter | null;
  employees: Picked[];
  companies: Picked[];
  searchValue: string;
  showResponseTimes: boolean;
}

export const INITIAL_LIST_STATE: PortalListState = {
  otherClients: false,
  quick: 'ALL',
  status: null,
  readStatus: null,
  employees: [],
  companies: [],
  searchValue: '',
  showResponseTimes: false,
};

/** Quick filters → list kind (spec 2 §3 kinds); 'shared with me' and 'urgent' ride on ALL with a general filter. */
const KIND: Record<PortalQuickFilter, PortalListKind> = {
  ALL: 'ALL',
  MENTIONS: 'MENTIONS',
  SHARED_WITH_ME: 'ALL',
  TEAM: 'TEAM',
  URGENT: 'ALL',
  READ_ONLY: 'ADMIN_READ_ONLY',
};
const GENERAL: Partial<Record<PortalQuickFilter, GeneralPortalFilter>> = {
  SHARED_WITH_ME: 'SHARED_WITH_ME',
  URGENT: 'URGENT',
};

/** The request of the portal list: ?filter=kind and the portal filter object. */
export function toInboxRequest(s: PortalListState): { kind: PortalListKind; body: PortalFilterInput } {
  const general = GENERAL[s.quick];
  return {
    kind: KIND[s.quick],
    body: {
      clientsExternalIds: [],
      employeesExternalIds: s.employees.map((e) => e.externalId),
      tenantExternalIds: s.companies.map((c) => c.externalId),
      otherClients: s.otherClients,
      searchValue: s.searchValue.trim(),
      generalPortalFilters: general ? [general] : [],
      showResponseTimes: s.showResponseTimes,
      status: s.status,
      readStatus: s.readStatus,
    },
  };
}

/** How many filter-menu choices differ from the default (the badge on the filter button). */
export function activeFilterCount(s: PortalListState): number {
  return [s.status !== null, s.readStatus !== null, s.employees.length > 0, s.companies.length > 0].filter(Boolean)
    .length;
}
