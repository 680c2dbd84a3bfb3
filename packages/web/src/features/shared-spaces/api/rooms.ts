import {
  API,
  DATA_ROOM_LIMITS,
  SHARED_SPACES_API as S,
  SHARED_SPACES_LIMITS as L,
  TAXONOMY_IDS,
  apiPath,
  type AssignableGuestPermission,
  type CreateRoomBody,
  type DataRoomFilesPage,
  type GuestShareEntry,
  type PresignedUrl,
  type RoomAnalyticsRow,
  type RoomFilterOptions,
  type RoomsFilter,
  type RoomFile,
  type RoomTimelinePoint,
  type RoomTree,
  type SearchHistoryItem,
  type UpdateRoomSettingsBody,
  type VirtualDataRoom,
} from '@atrium/contract';
import { authHeaders, http } from '../../../lib/http';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';

export type NewGuestEntry = {
  guest: { email: string };
  permissionType: AssignableGuestPermission;
  expiresAt?: string | null;
};

/** The owner's calls (spec 3 §7.7, §7.8). */
export const roomsApi = {
  list: (filter: RoomsFilter = {}) =>
    http.get<VirtualDataRoom[]>(S.room.all, { query: { includeThumbnailUrls: true, ...filter } }),
  filterOptions: () => http.get<RoomFilterOptions>(S.room.filterOptions),
  create: (body: CreateRoomBody) => http.post<VirtualDataRoom>(S.room.root, body, { timeoutMs: L.createTimeoutMs }),
  tree: (externalId: string) => http.get<RoomTree>(S.room.tree, { query: { externalId } }),
  update: (body: UpdateRoomSettingsBody) => http.put<VirtualDataRoom>(S.room.updateSettings, body),
  remove: (externalId: string) => http.delete<null>(S.room.root, { query: { externalId } }),
  copy: (roomExternalId: string, fileExternalIds: string[]) =>
    http.post<RoomFile[]>(S.room.masterCopy, { roomExternalId, fileExternalIds }),
  addFounderUpdate: (roomExternalId: string, month: string) =>
    http.post<RoomFile>(S.room.financial, { roomExternalId, month }),
  removeFile: (roomExternalId: string, fileExternalId: string) =>
    http.delete<null>(S.room.file, { query: { roomExternalId, fileExternalId } }),
  viewUrl: (roomExternalId: string, fileExternalId: string) =>
    http.get<PresignedUrl>(S.room.fileView, { query: { roomExternalId, fileExternalId } }),
  downloadUrl: (roomExternalId: string, fileExternalId: string) =>
    http.get<PresignedUrl>(S.room.fileDownload, { query: { roomExternalId, fileExternalId } }),
  financials: (roomExternalId: string) => http.get<RoomFile[]>(S.room.financial, { query: { roomExternalId } }),
  /** Files of the room matching the term; the server saves the term in the search history (type 1). */
  search: (roomExternalId: string, term: string) =>
    http.get<RoomFile[]>(S.room.search, { query: { roomExternalId, term } }),
  /** The member's room searches (search history type 1), newest first. */
  searchHistory: () => http.get<SearchHistoryItem[]>(API.searchHistory.user, { query: { type: 1 } }),
  timeline: (roomExternalId: string, days: number) =>
    http.get<RoomTimelinePoint[]>(S.room.analyticsTimeline, { query: { roomExternalId, days } }),
  analytics: (roomExternalId: string) => http.get<RoomAnalyticsRow[]>(S.room.analytics, { query: { roomExternalId } }),
  /** Files waiting in the master folder, to add to a room. */
  masterFiles: () =>
    http.get<DataRoomFilesPage>(API.dataRoom.files, {
      query: {
        parentId: TAXONOMY_IDS.master,
        page: 0,
        size: DATA_ROOM_LIMITS.filesPageSize,
        sort: 'name',
        direction: 'asc',
      },
    }),
  guests: (roomExternalId: string) => http.get<GuestShareEntry[]>(S.guest.all, { query: { roomExternalId } }),
  saveGuests: (roomExternalId: string, entries: NewGuestEntry[]) =>
    http.post<GuestShareEntry[]>(S.guest.create, entries, { query: { roomExternalId } }),
  setPermission: (roomExternalId: string, guestExternalId: string, permissionType: AssignableGuestPermission) =>
    http.put<GuestShareEntry>(
      S.guest.updatePermission,
      { guestExternalId, permissionType },
      { query: { roomExternalId } },
    ),
  removeGuest: (roomExternalId: string, guestExternalId: string) =>
    http.delete<null>(S.guest.root, { query: { roomExternalId, guestExternalId } }),
  suggestions: (tenantExternalId: string, roomExternalId: string, term: string) =>
    http.get<{ email: string; firstName: string | null; lastName: string | null }[]>(S.userSearch.shareSuggestions, {
      query: { term, tenantExternalId, roomExternalId },
    }),
};

/** POST file (multipart, 40 s): a direct upload into the room. */
export async function uploadToRoom(roomExternalId: string, files: File[]): Promise<RoomFile[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), L.fileUploadTimeoutMs);
  try {
    const res = await fetch(`${apiPath(S.room.file)}?roomExternalId=${encodeURIComponent(roomExternalId)}`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      signal: controller.signal,
    });
    const env = (await res.json()) as { success: boolean; content: RoomFile[]; errorCode: string; message: string };
    if (!res.ok || !env.success) throw new ApiError(env.errorCode as never, res.status, env.message, env.content);
    return env.content;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}
