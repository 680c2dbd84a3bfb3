import { z } from 'zod';
import { DATA_ROOM_LIMITS } from './data-room.ts';

const id = z.string().uuid();

/** Document center item kinds and ownership (spec 3 §3). PROVIDER: created by the provider's staff for the client. */
export const DOC_CENTER_KINDS = ['FILE', 'FOLDER', 'URL'] as const;
export type DocCenterKind = (typeof DOC_CENTER_KINDS)[number];
export const DOC_CENTER_OWNERSHIP = ['ALL', 'PERSONAL', 'PROVIDER'] as const;
export type DocCenterOwnership = (typeof DOC_CENTER_OWNERSHIP)[number];
/** Document-center uploads: any file type, one limit (decision: the data room's document limit). */
export const DOC_CENTER_LIMITS = {
  maxFileBytes: DATA_ROOM_LIMITS.maxDocumentBytes,
  nameMax: 200,
  termMin: 2,
  pageSize: 200,
} as const;

export const docCenterItemSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  kind: z.enum(DOC_CENTER_KINDS),
  /** ALL: visible to the whole company; PERSONAL: only its owner; PROVIDER: added by staff. */
  ownership: z.enum(DOC_CENTER_OWNERSHIP),
  parentExternalId: z.string().nullable(),
  size: z.number(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
  /** Files beneath a folder (all levels). */
  fileCount: z.number().int(),
  owner: z.object({ externalId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocCenterItem = z.infer<typeof docCenterItemSchema>;
/** Replies that are a list of items (listings, move, by-term, internal documents, upload). */
export const docCenterItemsReply = z.array(docCenterItemSchema);
/** Breadcrumbs, root first. */
export const docCenterPathItemSchema = z.object({ externalId: z.string(), name: z.string() });
export type DocCenterPathItem = z.infer<typeof docCenterPathItemSchema>;
/** The import modal's tree (spec 3 §3 'Import tree node'), children already nested; recursive, so it has a registry id. */
export const docCenterTreeNodeSchema = z
  .object({
    externalId: z.string(),
    name: z.string(),
    type: z.enum(['FILE', 'FOLDER']),
    fileCount: z.number().int(),
    get children(): z.ZodArray<typeof docCenterTreeNodeSchema> {
      return z.array(docCenterTreeNodeSchema);
    },
  })
  .meta({ id: 'DocCenterTreeNode' });
export type DocCenterTreeNode = z.infer<typeof docCenterTreeNodeSchema>;

const name = z.string().trim().min(1).max(DOC_CENTER_LIMITS.nameMax);
export const docCenterFilesQuery = z.object({
  parentId: id.optional(),
  tenantExternalId: id.optional(),
  /** Filter by ownership; ALL shows everything the caller may see. */
  ownership: z.enum(DOC_CENTER_OWNERSHIP).default('ALL'),
});
/** GET files/portal — staff: one client company's document center. */
export const docCenterPortalQuery = z.object({ tenantExternalId: id, parentId: id.optional() });
export const docCenterPathQuery = z.object({ externalId: id });
export const docCenterCreateFolderBody = z.object({
  name,
  parentId: id.nullish(),
  tenantExternalId: id.optional(),
  userExternalId: id.optional(),
  privacyType: z.enum(DOC_CENTER_OWNERSHIP).default('ALL'),
});
export const docCenterRenameBody = z.object({ name, externalId: id });
export const docCenterSmallQuery = z.object({
  type: z.enum(DOC_CENTER_KINDS).optional(),
  parentId: id.optional(),
  tenantExternalId: id.optional(),
});
export const docCenterMoveBody = z.object({
  fromExternalIds: z.array(id).min(1).max(DATA_ROOM_LIMITS.maxIdsPerCall),
  destExternalId: id.nullable(),
});
export const docCenterUploadQuery = z.object({
  userExternalId: id.optional(),
  tenantExternalId: id.optional(),
  parentId: id.optional(),
  /** Comma-separated names the caller agreed to overwrite (after check-duplicates). */
  overwrittenFiles: z.string().max(20_000).optional(),
});
export const docCenterDownloadQuery = z.object({ externalId: id });
export const docCenterDownloadMultipleQuery = z.object({
  fileExternalIds: z.union([id, z.array(id)]).transform((v) => (Array.isArray(v) ? v : v.split(','))),
});
export const docCenterDeleteBody = z.object({ externalIds: z.array(id).min(1).max(DATA_ROOM_LIMITS.maxIdsPerCall) });
export const docCenterCheckDuplicatesBody = z.object({
  fileNames: z.array(z.string().max(DOC_CENTER_LIMITS.nameMax)).min(1).max(200),
  parentId: id.nullish(),
  tenantExternalId: id.optional(),
});
/** The names that already exist in that folder. */
export const checkDuplicatesReply = z.object({ duplicates: z.array(z.string()) });
export type CheckDuplicatesReply = z.infer<typeof checkDuplicatesReply>;
export const docCenterByTermQuery = z.object({
  term: z.string().trim().min(DOC_CENTER_LIMITS.termMin).max(DATA_ROOM_LIMITS.searchMax),
  tenantExternalId: id.optional(),
});
export const docCenterTreeQuery = z.object({ tenantExternalId: id.optional() });
