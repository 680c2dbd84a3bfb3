import {
  taxonomyEntry,
  type DataRoomFile,
  type FilePermission,
  type ProcessingState,
  type SummaryState,
  type TaxonomyEntry,
} from '@atrium/contract';
import type { dataRoomFiles } from './tables.ts';

/** A data_room_files row as drizzle selects it (lists leave out the extracted text and search vector; a full row fits too). */
export type DataRoomFileRow = Omit<typeof dataRoomFiles.$inferSelect, 'extractedText' | 'searchVector'>;

/** What the row alone does not hold. */
export interface FileRowExtras {
  /** Active (CREATED/ASSIGNED) red flags of the file. */
  redFlags: number;
  /** External id of the custom folder the file sits in (custom_folder_id resolved), null in the taxonomy. */
  customFolderExternalId?: string | null;
}

/**
 * Every member of the tenant may edit the data room (decision, docs/decisions.md "Data room"): the room has no
 * per-file sharing yet, so the row actions are always shown to the tenant's own members.
 */
export const MEMBER_PERMISSION: FilePermission = 'CAN_EDIT';

/** Numbered display name of a taxonomy entry ('1.1 Corporate Records'), null for an unknown id. */
export const taxonomyDisplayName = (staticId: number | null | undefined): string | null =>
  staticId === null || staticId === undefined ? null : (taxonomyEntry(staticId)?.name ?? null);

/** Maps a file row (+ its active red-flag count) to the contract's DataRoomFile. */
export function toDataRoomFile(row: DataRoomFileRow, extras: FileRowExtras): DataRoomFile {
  return {
    externalId: row.externalId,
    name: row.name,
    type: row.type === 'URL' ? 'URL' : 'FILE',
    size: Number(row.size),
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    staticId: null,
    fileCount: null,
    fileUrl: row.fileUrl,
    parentStaticId: row.parentStaticId,
    customFolderExternalId: extras.customFolderExternalId ?? null,
    redFlags: extras.redFlags,
    processingState: row.processingState as ProcessingState,
    summaryState: row.summaryState as SummaryState,
    suggestedFolder: taxonomyDisplayName(row.suggestedStaticId),
    suggestedStaticId: row.suggestedStaticId,
    aiAnalysis: row.aiAnalysis ?? null,
    permission: MEMBER_PERMISSION,
  };
}

/**
 * A taxonomy child folder as a FOLDER row of the files list. Its externalId is a stable pseudo id derived from the
 * static id (folders are not rows of a table); the web app navigates by staticId.
 */
export function toFolderRow(entry: TaxonomyEntry, fileCount: number, redFlags = 0): DataRoomFile {
  return {
    externalId: `00000000-0000-4000-8000-${String(entry.staticId).padStart(12, '0')}`,
    name: entry.name,
    type: 'FOLDER',
    size: 0,
    contentType: null,
    createdAt: new Date(0).toISOString(),
    staticId: entry.staticId,
    fileCount,
    fileUrl: null,
    parentStaticId: entry.parentStaticId,
    customFolderExternalId: null,
    redFlags,
    processingState: 'PROCESSED_SEEN',
    summaryState: 'NOT_PROCESSED',
    suggestedFolder: null,
    suggestedStaticId: null,
    aiAnalysis: null,
    permission: MEMBER_PERMISSION,
  };
}
