import { z } from 'zod';
import { TAXONOMY_IDS } from './taxonomy.ts';

const id = z.string().uuid();

/** File processing states, walked in this order by the analysis job (spec 3 §3). */
export const PROCESSING_STATES = [
  'NOT_PROCESSED',
  'PROCESSING_SUGGESTED_FOLDER',
  'PROCESSED_SUGGESTED_FOLDER',
  'PROCESSING_AI_SUMMARY',
  'PROCESSED_AND_NOT_PLACED',
  'PROCESSED_PLACED_NOT_SEEN',
  'PROCESSED_SEEN',
  'CANNOT_BE_ANALYZED',
] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];
export const SUMMARY_STATES = ['NOT_PROCESSED', 'PROCESSING_AI_SUMMARY', 'PROCESSED', 'CANNOT_BE_ANALYZED'] as const;
export type SummaryState = (typeof SUMMARY_STATES)[number];
export const DATA_ROOM_ROW_TYPES = ['FOLDER', 'FILE', 'URL'] as const;
export type DataRoomRowType = (typeof DATA_ROOM_ROW_TYPES)[number];
export const FILE_PERMISSIONS = ['NO_ACCESS', 'CAN_VIEW', 'CAN_DOWNLOAD', 'CAN_EDIT'] as const;
export type FilePermission = (typeof FILE_PERMISSIONS)[number];
export const RED_FLAG_STATUSES = ['CREATED', 'ASSIGNED', 'FIXED', 'DISMISSED'] as const;
export type RedFlagStatus = (typeof RED_FLAG_STATUSES)[number];
export const ACTIVE_RED_FLAG_STATUSES: readonly RedFlagStatus[] = ['CREATED', 'ASSIGNED'];
export const DISMISSED_RED_FLAG_STATUSES: readonly RedFlagStatus[] = ['DISMISSED', 'FIXED'];
/** Search history kinds: 0 data room, 1 virtual data room. */
export const SEARCH_HISTORY_TYPES = [0, 1] as const;
export type SearchHistoryType = (typeof SEARCH_HISTORY_TYPES)[number];
/** UPLOAD_PROGRESS event stages (spec 3 §3). */
export const UPLOAD_PROGRESS_STAGES = ['TRANSFER_STARTED', 'BYTES_TRANSFERRED', 'TRANSFER_COMPLETED'] as const;
export type UploadProgressStage = (typeof UPLOAD_PROGRESS_STAGES)[number];
/** Files-screen sections and tree filter (spec 3 §2.3, §2.6). */
export const DATA_ROOM_SECTIONS = ['MANAGE', 'RED_FLAGS'] as const;
export type DataRoomSection = (typeof DATA_ROOM_SECTIONS)[number];
export const TREE_FILTERS = ['COMMON', 'ACTIVE', 'CUSTOM'] as const;
export type TreeFilter = (typeof TREE_FILTERS)[number];

/** Spec 3 §9 and §5. */
export const DATA_ROOM_LIMITS = {
  maxDocumentBytes: 104_857_600,
  maxImageBytes: 26_214_400,
  documentExtensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  imageExtensions: ['png', 'jpg', 'jpeg'],
  /** Files per upload request and ids per bulk call. */
  maxFilesPerUpload: 50,
  maxIdsPerCall: 500,
  /** Folders and files a folder-delete undo may put back in one call. */
  maxRestoreFolders: 2_000,
  maxRestoreFiles: 20_000,
  folderNameMax: 120,
  redFlagNameMax: 200,
  searchMax: 200,
  minTaxonomySearchLength: 2,
  filesPageSize: 100,
  searchResultLimit: 20,
  searchHistoryLimit: 10,
  debounce: { search: 200, importTreeSearch: 150, moveFolderSearch: 200, aiEditSave: 100 },
  importCloseDelayMs: 750,
  customTreeHint: { min: 1, max: 3 },
  levelColours: ['blue', 'purple', 'green', 'orange'],
  uploadListMaxHeight: '18.75rem',
  redFlagListMaxHeight: '32.5rem',
  timeouts: { upload: 60_000, download: 60_000, approve: 30_000, import: 60_000, documentCenterUpload: 300_000 },
} as const;

/** Texts the spec gives (spec 3 §5, §8); the web app shows their translations. */
export const DATA_ROOM_MESSAGES = {
  folderNameEmpty: 'Folder name cannot be empty',
  cannotBeAnalyzed: "This file couldn't be analyzed. This may happen if it only consists of images or has no text.",
  exceededMaxSize: (fileName: string, mb: number) => `${fileName} exceeded max size allowed (${mb} MB)`,
  invalidFormat: 'Invalid file format. Upload pdf, doc, docx, xls or xlsx files.',
  emptyFile: (fileName: string) => `${fileName} is empty. Choose a file with content.`,
  invalidImageFormat: 'Invalid image format. Upload png or jpeg images.',
  redFlagCreate: "Couldn't create red flag, please try again",
  redFlagUpdate: 'Error updating your flag. Please try again!',
  rename: 'Error renaming, please try again',
  deleteFailed: 'Error deleting, please try again',
  downloadFiles: "Couldn't download files",
  /** A download of links only: links have no file to download. */
  noFilesToDownload: 'Links cannot be downloaded; choose at least one file',
  downloadFile: 'There was an error downloading the file.',
  deleteFiles: 'Error deleting files',
  filesDeleted: 'File(s) deleted',
  importInProgress: 'import in progress',
  noPreview: 'No preview available for this file type',
  previewNotAvailable: 'Preview not available.',
  folderNotFound: 'Folder not found',
  fileNotFound: 'File not found',
  destinationInvalid: 'Choose a destination folder',
  folderHidden: 'This folder is hidden and does not take files. Choose another folder.',
  nothingToApprove: 'No analysed files with a suggested folder were selected',
  /** Why approve left a file where it was. */
  notApprovable: { cannotBeAnalyzed: 'it could not be analysed', noSuggestion: 'it has no suggested folder yet' },
  notMoved: (files: { name: string; reason: string }[]) =>
    `Not moved: ${files.map((f) => `${f.name} (${f.reason})`).join(', ')}`,
  folderNameTaken: 'A folder with this name already exists here',
  folderAlreadyRestored: 'This folder already exists',
} as const;

/** Whole MB shown for a byte limit (spec 3 §5: 'displayed as whole MB'). */
export const wholeMb = (bytes: number) => Math.floor(bytes / 1_048_576);
/** Size display of spec 3 §9: up to 1000 B in B; below 1e6 in KB (÷1024, rounded); above in MB (÷1048576). */
export function formatFileSize(bytes: number): string {
  if (bytes <= 1000) return `${bytes} B`;
  if (bytes < 1e6) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1_048_576).toFixed(1).replace(/\.0$/, '')} MB`;
}
export const fileExtension = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
export const isImageName = (name: string) =>
  (DATA_ROOM_LIMITS.imageExtensions as readonly string[]).includes(fileExtension(name));
export const isDocumentName = (name: string) =>
  (DATA_ROOM_LIMITS.documentExtensions as readonly string[]).includes(fileExtension(name));
/** The limit a file of this name is held to. */
export const maxBytesFor = (name: string) =>
  isImageName(name) ? DATA_ROOM_LIMITS.maxImageBytes : DATA_ROOM_LIMITS.maxDocumentBytes;

// ── Shapes ────────────────────────────────────────────────────────────────────────────────────────────────────────────

export const partyInvolvedSchema = z.object({
  by: z.string().trim().max(300).default(''),
  title: z.string().trim().max(300).default(''),
  email: z.string().trim().max(254).default(''),
});
export type PartyInvolved = z.infer<typeof partyInvolvedSchema>;
/** The AI summary of a file (spec 3 §3); PUT update/summary's body. */
export const aiAnalysisSchema = z.object({
  documentTitle: z.string().trim().max(500).default(''),
  description: z.string().trim().max(5000).default(''),
  partiesInvolved: z.array(partyInvolvedSchema).max(50).default([]),
  /** ISO date (YYYY-MM-DD) or null when none was found. */
  dateOfSignature: z.string().trim().max(40).nullable().default(null),
  keyProvisions: z.array(z.string().trim().max(2000)).max(50).default([]),
});
export type AiAnalysis = z.infer<typeof aiAnalysisSchema>;
/** The AI summary as replies carry it: the stored analysis, without the request's trimming, limits and defaults. */
export const aiAnalysisReply = z.object({
  documentTitle: z.string(),
  description: z.string(),
  partiesInvolved: z.array(z.object({ by: z.string(), title: z.string(), email: z.string() })),
  dateOfSignature: z.string().nullable(),
  keyProvisions: z.array(z.string()),
});

/** A row of a data-room list (spec 3 §3 'File row'). Taxonomy child folders come back as FOLDER rows with staticId. */
export const dataRoomFileSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  type: z.enum(DATA_ROOM_ROW_TYPES),
  size: z.number(),
  contentType: z.string().nullable(),
  createdAt: z.string(),
  /** FOLDER rows: the taxonomy entry and the files beneath it. */
  staticId: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
  /** Where the file sits: a taxonomy entry, the master folder (9997) for unplaced files, or null in a custom folder. */
  parentStaticId: z.number().int().nullable(),
  customFolderExternalId: z.string().nullable(),
  /** Active red flags of the file. */
  redFlags: z.number().int(),
  processingState: z.enum(PROCESSING_STATES),
  summaryState: z.enum(SUMMARY_STATES),
  /** Display name of the suggested taxonomy folder. */
  suggestedFolder: z.string().nullable(),
  suggestedStaticId: z.number().int().nullable(),
  aiAnalysis: aiAnalysisReply.nullable(),
  /** The caller's permission on the row; CAN_VIEW and NO_ACCESS hide the row actions. */
  permission: z.enum(FILE_PERMISSIONS),
});
export type DataRoomFile = z.infer<typeof dataRoomFileSchema>;
/** Replies that are a list of data-room files (move, approve, uploads, import, a custom folder's files). */
export const dataRoomFilesReply = z.array(dataRoomFileSchema);
/** Replies of the delete calls: how many were deleted. */
export const deletedCountReply = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountReply>;

export const FILE_SORT_FIELDS = ['name', 'size', 'type', 'createdAt'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];
/** GET /api/data-room/files?parentId&tenantExternalId&page&size&sort&direction — parentId is a static id (9997 master). */
export const dataRoomFilesQuery = z.object({
  parentId: z.coerce.number().int().default(TAXONOMY_IDS.master),
  tenantExternalId: id.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(DATA_ROOM_LIMITS.filesPageSize),
  sort: z.enum(FILE_SORT_FIELDS).default('type'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const dataRoomFilesPageSchema = z.object({
  /** Child taxonomy folders first (page 0 only), then the page of files. */
  folders: z.array(dataRoomFileSchema),
  content: z.array(dataRoomFileSchema),
  page: z.object({
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type DataRoomFilesPage = z.infer<typeof dataRoomFilesPageSchema>;

const ids = z.array(id).min(1).max(DATA_ROOM_LIMITS.maxIdsPerCall);
export const uploadFilesQuery = z.object({
  tenantExternalId: id.optional(),
  parentId: z.coerce.number().int().default(TAXONOMY_IDS.master),
});
export const moveFilesBody = z.object({ fileExternalIds: ids, destination: z.number().int() });
export const fileIdsBody = z.object({ fileExternalIds: ids });
/** POST delete/files — the body is the list of ids itself. */
export const deleteFilesBody = ids;
export const fileExternalIdQuery = z.object({ fileExternalId: id });
export const fileByIdQuery = z.object({ id, tenantExternalId: id.optional() });
export const statsQuery = z.object({ tenantExternalId: id.optional() });
/**
 * An entry of POST stats' reply: the entry as sent (other fields kept) with the counts of its subtree. Recursive, so it
 * has a registry id: OpenAPI lists it once as a component the tree refers to.
 */
export const statsEntrySchema = z
  .looseObject({
    staticId: z.number().int(),
    count: z.number().int(),
    redFlags: z.number().int(),
    get entries(): z.ZodArray<typeof statsEntrySchema> {
      return z.array(statsEntrySchema);
    },
  })
  .meta({ id: 'StatsEntry' });
export type StatsEntry = z.infer<typeof statsEntrySchema>;
/** POST stats: the body is the taxonomy tree (at least static ids and entries); the reply is the same tree with counts. */
export const statsBody: z.ZodType<{ staticId: number; entries?: unknown[] }[]> = z
  .array(z.object({ staticId: z.number().int(), entries: z.array(z.any()).optional() }).passthrough())
  .max(500);
export const presignedUrlReply = z.object({ url: z.string(), expiresAt: z.string() });
export type PresignedUrl = z.infer<typeof presignedUrlReply>;
export const importDocumentCenterBody = z.object({ fileExternalIds: ids, parentId: z.number().int().optional() });

export const SEARCH_MATCH_TYPES = ['FOLDER', 'FILE', 'URL'] as const;
export const dataRoomSearchQuery = z.object({
  tenantExternalId: id.optional(),
  t: z.string().trim().min(1).max(DATA_ROOM_LIMITS.searchMax),
});
export const dataRoomSearchMatchSchema = z.object({
  externalId: z.string().nullable(),
  name: z.string(),
  type: z.enum(SEARCH_MATCH_TYPES),
  /** Taxonomy folder matches and file locations. */
  staticId: z.number().int().nullable(),
  parentStaticId: z.number().int().nullable(),
  customFolderExternalId: z.string().nullable(),
  suggestedStaticId: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
  /** A short excerpt of the extracted text around the match, when the text matched. */
  snippet: z.string().nullable(),
});
export type DataRoomSearchMatch = z.infer<typeof dataRoomSearchMatchSchema>;

// Custom folders (spec 3 §7.3)
/** Recursive, so it has a registry id (one OpenAPI component). */
export const customFolderNodeSchema = z
  .object({
    externalId: z.string(),
    name: z.string(),
    parentExternalId: z.string().nullable(),
    /** Files in the folder and its descendants. */
    nodeCount: z.number().int(),
    hasChildren: z.boolean(),
    /** Filled by GET tree; GET (one level) leaves it empty. */
    get nodes(): z.ZodArray<typeof customFolderNodeSchema> {
      return z.array(customFolderNodeSchema);
    },
  })
  .meta({ id: 'CustomFolderNode' });
export type CustomFolderNode = z.infer<typeof customFolderNodeSchema>;
const folderName = z.string().trim().min(1, DATA_ROOM_MESSAGES.folderNameEmpty).max(DATA_ROOM_LIMITS.folderNameMax);
export const customFoldersQuery = z.object({ tenantExternalId: id.optional(), parentExternalId: id.optional() });
export const createCustomFolderBody = z.object({
  name: folderName,
  tenantExternalId: id.optional(),
  parentExternalId: id.nullish(),
});
export const deleteCustomFoldersBody = z.object({ externalIds: ids });
/** A deleted folder as undo recreates it (same external id, name and parent). */
const deletedFolder = z.object({ externalId: id, name: folderName, parentExternalId: id.nullable() });
/** A file a folder delete sent back to the master folder, and the folder it came from. */
const movedOutFile = z.object({ externalId: id, folderExternalId: id });
/** POST custom/folder/restore (undo of a folder delete): the `restore` part of the delete's reply, as it was. */
export const restoreCustomFoldersBody = z.object({
  folders: z.array(deletedFolder).min(1).max(DATA_ROOM_LIMITS.maxRestoreFolders),
  files: z.array(movedOutFile).max(DATA_ROOM_LIMITS.maxRestoreFiles),
});
export type RestoreCustomFolders = z.infer<typeof restoreCustomFoldersBody>;
/**
 * POST custom/folder/delete's reply: folders deleted (with their subfolders), files moved back to the master folder
 * (Processing) instead of being deleted, and what POST custom/folder/restore needs to undo it.
 */
export const customFoldersDeletedReply = z.object({
  deleted: z.number().int(),
  movedFiles: z.number().int(),
  restore: z.object({
    folders: z.array(z.object({ externalId: z.string(), name: z.string(), parentExternalId: z.string().nullable() })),
    files: z.array(z.object({ externalId: z.string(), folderExternalId: z.string() })),
  }),
});
export type CustomFoldersDeleted = z.infer<typeof customFoldersDeletedReply>;
/** POST custom/folder/restore's reply: folders recreated, files put back (files moved elsewhere since stay there). */
export const customFoldersRestoredReply = z.object({ folders: z.number().int(), files: z.number().int() });
export type CustomFoldersRestored = z.infer<typeof customFoldersRestoredReply>;
export const customFolderFilesQuery = z.object({ externalId: id });
export const customUploadQuery = z.object({ tenantExternalId: id.optional(), customParentId: id });
export const customMoveFilesBody = z.object({ fileExternalIds: ids, toExternalId: id });
export const tenantQuery = z.object({ tenantExternalId: id.optional() });

// Red flags (spec 3 §7.4)
export const redFlagSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** The sentence of the document that raised a flag of the analysis; null for a person's flag or when unknown. */
  quote: z.string().nullable(),
  status: z.enum(RED_FLAG_STATUSES),
  /** AI when raised by the analysis, USER when created by a person. */
  source: z.enum(['AI', 'USER']),
  file: z.object({ externalId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Who marked it FIXED (spec 3 §2.11 'Fix') and when; null unless the flag is FIXED. */
  fixedBy: z.object({ externalId: z.string(), name: z.string() }).nullable(),
  fixedAt: z.string().nullable(),
});
export type RedFlag = z.infer<typeof redFlagSchema>;
/** DELETE /api/red-flag's reply. */
export const redFlagDeletedReply = z.object({ deleted: z.literal(true) });
export type RedFlagDeleted = z.infer<typeof redFlagDeletedReply>;
const redFlagName = z.string().trim().min(1).max(DATA_ROOM_LIMITS.redFlagNameMax);
export const createRedFlagBody = z.object({
  name: redFlagName,
  file: z.object({ externalId: id }).nullish(),
  /** A room flag (no file) is raised at this folder; 9999 (the whole room) when absent. Ignored for a file's flag. */
  staticId: z.number().int().optional(),
});
/** GET /api/red-flag?staticId[&fileExternalId] — flags of files in that folder's subtree; 9999 (root) is the whole room. */
export const redFlagsQuery = z.object({
  staticId: z.coerce.number().int().default(TAXONOMY_IDS.root),
  fileExternalId: id.optional(),
});
export const updateRedFlagBody = z.object({ externalId: id, name: redFlagName, status: z.enum(RED_FLAG_STATUSES) });

// Search history (spec 3 §7.1)
export const searchHistoryType = z.coerce
  .number()
  .int()
  .refine((n): n is SearchHistoryType => n === 0 || n === 1, 'type is 0 or 1');
export const searchHistoryQuery = z.object({ type: searchHistoryType });
export const searchHistoryBody = z.object({
  search: z.string().trim().min(1).max(DATA_ROOM_LIMITS.searchMax),
  type: searchHistoryType,
});
export const searchHistoryItemSchema = z.object({
  search: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

// Realtime contents (spec 3 §4, §7.12), on the user's channel
export interface StateChangedContent {
  fileExternalId: string;
  processingState: ProcessingState;
  summaryState: SummaryState;
  suggestedStaticId: number | null;
  suggestedFolder: string | null;
  aiAnalysis: AiAnalysis | null;
  redFlags: number;
}
export interface UploadProgressContent {
  /** Identifies one upload request, so a browser can tell its own uploads from another tab's. */
  uploadId: string | null;
  filename: string;
  event: UploadProgressStage;
  /** Bytes received so far. */
  transferred: number;
}
