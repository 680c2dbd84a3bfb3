import type { DataRoomSection } from '@atrium/contract';

/** The master room's routes (spec 3 §2: 'one data room' and 'one data room files'). */
export const DATA_ROOM_PATHS = {
  home: '/one/data-room',
  files: '/one/data-room/files',
} as const;

/** The folder the files screen opens: a taxonomy entry (or the master 9997) or a custom folder. */
export type DataRoomEntryRef = { staticId: number } | { customFolderExternalId: string };

/** Navigation state the files screen receives (spec 3 §2: a section, MANAGE being the known one, and optionally an entry). */
export interface DataRoomFilesState {
  section: DataRoomSection;
  entry?: DataRoomEntryRef;
}

/** The files screen URL, with `?documentId=` when a file is to be opened and highlighted. */
export const filesUrl = (documentId?: string | null) =>
  documentId ? `${DATA_ROOM_PATHS.files}?documentId=${encodeURIComponent(documentId)}` : DATA_ROOM_PATHS.files;

export const manageState = (entry?: DataRoomEntryRef): DataRoomFilesState =>
  entry ? { section: 'MANAGE', entry } : { section: 'MANAGE' };

/** The files screen's Red Flags section for an entry (landing cards with active flags). */
export const redFlagsState = (entry: DataRoomEntryRef): DataRoomFilesState => ({ section: 'RED_FLAGS', entry });
