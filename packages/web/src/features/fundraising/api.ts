import {
  API,
  FUNDRAISING_LIMITS,
  apiPath,
  type FunderFilters,
  type FunderList,
  type FunderListEntry,
  type FunderPage,
  type Page,
  type SavedSearch,
  type SmartlistCapability,
  type UserSummary,
} from '@atrium/contract';
import { download, http } from '../../lib/http';

const searchTimeout = { timeoutMs: FUNDRAISING_LIMITS.timeoutMs.search };
const L = API.funderList;

/** /api/funder and /api/funder-list (spec 3 §7.9, §7.10). */
export const fundraisingApi = {
  search: (filters: FunderFilters, page: number) =>
    http.post<FunderPage>(
      API.funder.advancedSearch,
      { filters, page, pageSize: FUNDRAISING_LIMITS.pageSize },
      searchTimeout,
    ),
  savedSearches: () => http.get<SavedSearch[]>(API.funder.savedSearches),
  savedSearch: (id: string) => http.get<SavedSearch>(apiPath(API.funder.savedSearch, { id })),
  saveSearch: (name: string, filters: FunderFilters) =>
    http.post<SavedSearch>(API.funder.savedSearches, { name, filters }),
  lists: () => http.get<Page<FunderList>>(L.all, { query: { page: 0, pageSize: FUNDRAISING_LIMITS.pageSize } }),
  capability: () => http.get<SmartlistCapability>(L.capability),
  list: (id: string) => http.get<FunderList>(apiPath(L.byId, { id })),
  entries: (id: string, page: number) =>
    http.get<Page<FunderListEntry>>(apiPath(L.funders, { id }), {
      query: { page, pageSize: FUNDRAISING_LIMITS.smartlistPageSize, orderBy: 'name', sortDirection: 'ASC' },
    }),
  createWithFunder: (name: string, funders: string[]) =>
    http.post<FunderList>(
      L.createWithFunder,
      { name, funders },
      { timeoutMs: FUNDRAISING_LIMITS.timeoutMs.listCreate },
    ),
  addToLists: (funderListExternalIds: string[], funders: string[]) =>
    http.post<{ added: number }>(L.addToLists, { funderListExternalIds, funders }),
  names: (funders: string[]) => http.post<{ names: string[] }>(L.recommendedNames, { origin: 'SMARTLIST', funders }),
  setNote: (id: string, funderExternalId: string, note: string) =>
    http.put(apiPath(L.notes, { id }), { funderExternalId, note }),
  clearNote: (id: string, funderExternalId: string) =>
    http.delete(apiPath(L.notes, { id }), { query: { funderExternalId } }),
  setNextContact: (id: string, funderExternalId: string, date: string) =>
    http.put(apiPath(L.nextContact, { id }), { funderExternalId, date }),
  clearNextContact: (id: string, funderExternalId: string) =>
    http.delete(apiPath(L.nextContact, { id }), { query: { funderExternalId } }),
  disableFunder: (id: string, funderExternalId: string, disabled: boolean) =>
    http.put(apiPath(L.disableFunder, { id }), { funderExternalId, disabled }),
  removeFunder: (id: string, funderId: string) => http.delete(apiPath(L.removeFunder, { id, funderId })),
  remove: (id: string) => http.delete(apiPath(L.byId, { id })),
  addCollaborator: (id: string, userExternalId: string) =>
    http.post<FunderList>(apiPath(L.collaborator, { id }), { userExternalId }),
  removeCollaborator: (id: string, userExternalId: string) =>
    http.delete<FunderList>(apiPath(L.collaborator, { id }), { query: { userExternalId } }),
  /** The members of the company (collaborator candidates). */
  members: (tenantExternalId: string) =>
    http.get<Page<UserSummary>>(apiPath(API.user.tenantPaged, { id: tenantExternalId }), {
      noTenant: true,
      query: { page: 0, pageSize: 100 },
    }),
  exportXlsx: (id: string, name: string) => download('GET', apiPath(L.exportXlsx, { id }), `${name}.xlsx`),
};
