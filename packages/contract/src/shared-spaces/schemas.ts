import { z } from 'zod';
import { emailSchema } from '../common.ts';
import { aiAnalysisSchema, FILE_PERMISSIONS, PROCESSING_STATES, SUMMARY_STATES } from '../data-room/data-room.ts';
import { ASSIGNABLE_GUEST_PERMISSIONS } from './permissions.ts';
import { monthParam } from '../accounting/spending.ts';
import { SHARED_SPACES_LIMITS as L, SHARED_SPACES_MESSAGES as M } from './limits.ts';

const id = z.string().uuid();
const isoDate = z.string().datetime({ offset: true });
export const guestPermissionSchema = z.enum(FILE_PERMISSIONS);
export const assignablePermissionSchema = z.enum(ASSIGNABLE_GUEST_PERMISSIONS);
const roomName = z.string().trim().min(1, M.nameRequired).max(L.nameMax);

/** A virtual data room (spec 3 §3: externalId, defaultPermission; plus what the cards show). */
export const virtualDataRoomSchema = z.object({
  externalId: id,
  name: z.string(),
  description: z.string().nullable(),
  defaultPermission: guestPermissionSchema,
  expiresAt: isoDate.nullable(),
  watermark: z.boolean(),
  profileImageUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  fileCount: z.number().int(),
  guestCount: z.number().int(),
  lastActivityAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type VirtualDataRoom = z.infer<typeof virtualDataRoomSchema>;

/** The rooms list's filters (GET home/filter-options offers them with counts). */
export const ROOM_STATUS_FILTERS = ['ACTIVE', 'EXPIRED'] as const;
export const ROOM_SHARING_FILTERS = ['SHARED', 'NOT_SHARED'] as const;
export type RoomStatusFilter = (typeof ROOM_STATUS_FILTERS)[number];
export type RoomSharingFilter = (typeof ROOM_SHARING_FILTERS)[number];
export const roomsQuery = z.object({
  tenantExternalId: id.optional(),
  includeThumbnailUrls: z.coerce.boolean().optional(),
  status: z.enum(ROOM_STATUS_FILTERS).optional(),
  sharing: z.enum(ROOM_SHARING_FILTERS).optional(),
});
export type RoomsFilter = { status?: RoomStatusFilter; sharing?: RoomSharingFilter };
const optionCount = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() }));
export const roomFilterOptionsSchema = z.object({
  status: optionCount(ROOM_STATUS_FILTERS),
  sharing: optionCount(ROOM_SHARING_FILTERS),
});
export type RoomFilterOptions = z.infer<typeof roomFilterOptionsSchema>;
/** GET search: files of one room by name or analysed title (saved in the search history, type 1). */
export const roomSearchQuery = z.object({ roomExternalId: id, term: z.string().trim().min(1).max(200) });
export const roomIdQuery = z.object({ externalId: id });
export const roomRefQuery = z.object({ roomExternalId: id });

export const createRoomBody = z.object({
  name: roomName,
  description: z.string().trim().max(L.descriptionMax).nullish(),
  defaultPermission: assignablePermissionSchema.optional(),
  expiresAt: isoDate.nullish(),
});
export type CreateRoomBody = z.infer<typeof createRoomBody>;

/** PUT update-settings (spec 3 §7.7): body includes defaultPermission; returns the updated room. */
export const updateRoomSettingsBody = z.object({
  externalId: id,
  name: roomName.optional(),
  description: z.string().trim().max(L.descriptionMax).nullish(),
  defaultPermission: assignablePermissionSchema.optional(),
  expiresAt: isoDate.nullish(),
  watermark: z.boolean().optional(),
});
export type UpdateRoomSettingsBody = z.infer<typeof updateRoomSettingsBody>;

export const imageKindSchema = z.enum(['profile', 'banner']);
export const roomImageParams = z.object({ id, kind: imageKindSchema });

/** A file of a room: a reference to a stored blob with the analysis it had when copied. */
export const roomFileSchema = z.object({
  externalId: id,
  name: z.string(),
  size: z.number(),
  contentType: z.string().nullable(),
  folderExternalId: id.nullable(),
  masterFileExternalId: id.nullable(),
  processingState: z.enum(PROCESSING_STATES),
  summaryState: z.enum(SUMMARY_STATES),
  aiAnalysis: aiAnalysisSchema.nullable(),
  /** The month (YYYY-MM) of a founder update added by POST financial; null for every other file. */
  financialMonth: z.string().nullable(),
  createdAt: isoDate,
});
export type RoomFile = z.infer<typeof roomFileSchema>;

export interface RoomFolderNode {
  externalId: string;
  name: string;
  fileCount: number;
  nodes: RoomFolderNode[];
}
export const roomFolderNodeSchema: z.ZodType<RoomFolderNode> = z.lazy(() =>
  z.object({
    externalId: id,
    name: z.string(),
    fileCount: z.number().int(),
    nodes: z.array(roomFolderNodeSchema),
  }),
);
/** GET tree: the room's folders and its files (each file names its folder, null at the top). */
export const roomTreeSchema = z.object({
  room: virtualDataRoomSchema,
  folders: z.array(roomFolderNodeSchema),
  files: z.array(roomFileSchema),
});
export type RoomTree = z.infer<typeof roomTreeSchema>;

export const createRoomFolderBody = z.object({
  roomExternalId: id,
  name: z.string().trim().min(1, M.folderNameRequired).max(L.folderNameMax),
  parentExternalId: id.nullish(),
});
export const masterCopyBody = z.object({
  roomExternalId: id,
  fileExternalIds: z.array(id).min(1).max(L.maxFilesPerCopy),
  folderExternalId: id.nullish(),
});
/** POST financial: the founder update of a month, generated from the company's books, into the room. */
export const roomFinancialBody = z.object({
  roomExternalId: id,
  month: monthParam,
  folderExternalId: id.nullish(),
});
export type RoomFinancialBody = z.infer<typeof roomFinancialBody>;
export const roomFileUploadQuery = z.object({
  tenantExternalId: id.optional(),
  roomExternalId: id,
  folderExternalId: id.optional(),
  uploadId: z.string().trim().min(1).max(100).optional(),
});
/** PATCH update-file-room-settings: rename a room file or move it to another folder of the room (null = top). */
export const updateFileRoomSettingsBody = z.object({
  roomExternalId: id,
  fileExternalId: id,
  name: z.string().trim().min(1).max(255).optional(),
  folderExternalId: id.nullish(),
});
export const roomFileQuery = z.object({ roomExternalId: id, fileExternalId: id });

/** Guest share entry (spec 3 §3). */
export const guestSchema = z.object({
  externalId: id.optional(),
  email: emailSchema,
  firstName: z.string().max(100).nullish(),
  lastName: z.string().max(100).nullish(),
  phone: z.string().max(40).nullish(),
  avatarUrl: z.string().nullish(),
});
export const guestShareEntrySchema = z.object({
  guest: guestSchema,
  permissionType: guestPermissionSchema,
  expiresAt: isoDate.nullish(),
  lastOpenedAt: isoDate.nullish(),
});
export type GuestShareEntry = z.infer<typeof guestShareEntrySchema>;
export const createGuestsBody = z
  .array(
    z.object({
      guest: guestSchema,
      permissionType: assignablePermissionSchema,
      expiresAt: isoDate.nullish(),
    }),
  )
  .max(L.maxGuestsPerCall);
export const updateGuestPermissionBody = z.object({
  guestExternalId: id,
  permissionType: assignablePermissionSchema,
  expiresAt: isoDate.nullish(),
});
export const guestDeleteQuery = z.object({ roomExternalId: id, guestExternalId: id });
export const guestPermissionsQuery = z.object({ roomExternalId: id, email: emailSchema });
export const guestPermissionsReply = z.object({ email: z.string(), permissionType: guestPermissionSchema });
export const shareSuggestionsQuery = z.object({
  term: z.string().trim().max(100).default(''),
  tenantExternalId: id,
  roomExternalId: id.optional(),
});
export const shareSuggestionSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

// Guests without an account.
export const publicRoomQuery = z.object({ vr: id });
export const publicRoomSchema = z.object({
  externalId: id,
  name: z.string(),
  expired: z.boolean(),
  profileImageUrl: z.string().nullable(),
});
export const accountSessionBody = z.object({ roomExternalId: id });
export const requestCodeBody = z.object({ roomExternalId: id, email: emailSchema });
export const verifyCodeBody = z.object({
  roomExternalId: id,
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const guestSessionSchema = z.object({
  token: z.string(),
  expiresAt: isoDate,
  roomExternalId: id,
  permissionType: guestPermissionSchema,
});
export type GuestSession = z.infer<typeof guestSessionSchema>;
export const sharedRoomSchema = z.object({
  room: publicRoomSchema,
  email: z.string(),
  permissionType: guestPermissionSchema,
  /** Viewed and downloaded PDFs are stamped with the guest's e-mail and the time. */
  watermark: z.boolean(),
  folders: z.array(roomFolderNodeSchema),
  files: z.array(roomFileSchema),
});
export type SharedRoom = z.infer<typeof sharedRoomSchema>;
export const sharedFileQuery = z.object({ fileExternalId: id });
export const viewEndBody = z.object({ viewExternalId: id, seconds: z.number().int().min(0).max(86_400) });

/** Analytics (issue 15 #6): per guest and document. */
export const roomAnalyticsRowSchema = z.object({
  email: z.string(),
  fileExternalId: id.nullable(),
  fileName: z.string().nullable(),
  opens: z.number().int(),
  downloads: z.number().int(),
  seconds: z.number().int(),
  lastVisitAt: isoDate.nullable(),
});
export type RoomAnalyticsRow = z.infer<typeof roomAnalyticsRowSchema>;
/** The analytics chart over time: one point per UTC day of the last `days` days (zero days included). */
export const roomTimelineQuery = z.object({
  roomExternalId: id,
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const roomTimelinePointSchema = z.object({
  day: z.string(),
  opens: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
});
export type RoomTimelinePoint = z.infer<typeof roomTimelinePointSchema>;
