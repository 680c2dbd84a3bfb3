import {
  SHARED_SPACES_MESSAGES as M,
  type GuestPermission,
  type GuestShareEntry,
  type RoomFile,
  type RoomFolderNode,
  type VirtualDataRoom,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { BlobHolds } from '../../platform/storage/blob-holds.ts';
import type { DataRoomService } from '../data-room/service.ts';
import type { FolderRow, GuestRow, RoomFileRow, RoomRow, SharedSpacesStore } from './store.ts';

/** What every flow of the shared spaces shares. */
export interface SharedSpacesKit {
  deps: AppDeps;
  store: SharedSpacesStore;
  blobHolds: BlobHolds;
  /** The master room, for its files (never its tables). */
  dataRoom: Pick<DataRoomService, 'files'>;
  /** The add-on keys a tenant holds (subscriptions). */
  addOnKeysOf: (tenantId: number) => Promise<string[]>;
  /** A user's e-mail (users), for the owner's notice. */
  emailOfUser: (userId: number) => Promise<string | null>;
  /** An in-app notification (notifications). */
  notify: (userId: number, n: { title: string; body: string; link: string; tenantId: number }) => Promise<unknown>;
  /** Saves a search of a room in the member's search history, type 1 (search-history). */
  saveSearch: (ctx: TenantContext, search: string) => Promise<unknown>;
}

export const IMAGE_URL_TTL_MS = 60 * 60 * 1000;
/** The hold a room file keeps on its blob. */
export const holderOf = (fileExternalId: string) => `vdr-file:${fileExternalId}`;

/** The caller's room, or 404 (another tenant's room is not found). */
export async function ownRoom(kit: SharedSpacesKit, ctx: TenantContext, externalId: string) {
  const r = await kit.store.rooms.one(ctx.tenant.id, externalId);
  if (!r) throw new AppError('NOT_FOUND', M.roomNotFound);
  return r;
}

export async function imageUrl(kit: SharedSpacesKit, key: string | null): Promise<string | null> {
  if (!key) return null;
  const s = await kit.deps.storage.signedUrl(key, {
    downloadName: key.split('/').pop() ?? 'image',
    contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg',
    ttlMs: IMAGE_URL_TTL_MS,
    inline: true,
  });
  return s.url;
}

export async function toRoom(
  kit: SharedSpacesKit,
  r: { room: RoomRow; fileCount: number; guestCount: number },
  withImages = true,
): Promise<VirtualDataRoom> {
  const room = r.room;
  return {
    externalId: room.externalId,
    name: room.name,
    description: room.description,
    defaultPermission: room.defaultPermission as GuestPermission,
    expiresAt: room.expiresAt?.toISOString() ?? null,
    watermark: room.watermark,
    profileImageUrl: withImages ? await imageUrl(kit, room.profileImageKey) : null,
    bannerImageUrl: withImages ? await imageUrl(kit, room.bannerImageKey) : null,
    fileCount: r.fileCount,
    guestCount: r.guestCount,
    lastActivityAt: room.lastActivityAt?.toISOString() ?? null,
    createdAt: room.createdAt.toISOString(),
  };
}

export const toRoomFile = (f: RoomFileRow, folderExternalId: string | null): RoomFile => ({
  externalId: f.externalId,
  name: f.name,
  size: Number(f.size),
  contentType: f.contentType,
  folderExternalId,
  masterFileExternalId: f.masterFileExternalId,
  processingState: f.processingState as RoomFile['processingState'],
  summaryState: f.summaryState as RoomFile['summaryState'],
  aiAnalysis: f.aiAnalysis ?? null,
  financialMonth: f.financialMonth ?? null,
  createdAt: f.createdAt.toISOString(),
});

export const toGuestEntry = (g: GuestRow): GuestShareEntry => ({
  guest: {
    externalId: g.externalId,
    email: g.email,
    firstName: g.firstName,
    lastName: g.lastName,
    phone: g.phone,
    avatarUrl: null,
  },
  permissionType: g.permission as GuestPermission,
  expiresAt: g.expiresAt?.toISOString() ?? null,
  lastOpenedAt: g.lastOpenedAt?.toISOString() ?? null,
});

/** The folder tree of a room with the files directly in each folder counted. */
export function folderTree(folders: FolderRow[], files: { file: RoomFileRow }[]): RoomFolderNode[] {
  const counts = new Map<number, number>();
  for (const f of files) if (f.file.folderId) counts.set(f.file.folderId, (counts.get(f.file.folderId) ?? 0) + 1);
  const byParent = new Map<number | null, FolderRow[]>();
  for (const f of folders) byParent.set(f.parentId, [...(byParent.get(f.parentId) ?? []), f]);
  const build = (parent: number | null, depth: number): RoomFolderNode[] =>
    depth > 50
      ? []
      : (byParent.get(parent) ?? []).map((f) => ({
          externalId: f.externalId,
          name: f.name,
          fileCount: counts.get(f.id) ?? 0,
          nodes: build(f.id, depth + 1),
        }));
  return build(null, 0);
}
