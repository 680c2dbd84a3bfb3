import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DATA_ROOM_LIMITS,
  ROOM_SHARING_FILTERS,
  ROOM_STATUS_FILTERS,
  SHARED_SPACES_LIMITS as L,
  SHARED_SPACES_MESSAGES as M,
  type CreateRoomBody,
  type RoomFilterOptions,
  type RoomsFilter,
  type UpdateRoomSettingsBody,
  type VirtualDataRoom,
} from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { peek } from '../../platform/storage/peek.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { holderOf, ownRoom, toRoom, type SharedSpacesKit } from './kit.ts';

/** A room past its expiry is EXPIRED; a room with at least one guest is SHARED. */
const roomStatusOf = (room: { expiresAt: Date | null }, now: Date) =>
  room.expiresAt && room.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
const roomSharingOf = (r: { guestCount: number }) => (Number(r.guestCount) > 0 ? 'SHARED' : 'NOT_SHARED');

const date = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));

/** Rooms (spec 3 §7.7): list, create (with the add-on limit), settings, images, delete. */
export function createRoomFlows(kit: SharedSpacesKit) {
  const { store, deps } = kit;
  const db = deps.database.db;

  /** 'shared-rooms-unlimited' lifts the limit; 'file-shared-rooms-up-to-1' allows one room (spec 1 §3). */
  async function assertMayCreate(ctx: TenantContext) {
    if (ctx.tenant.isInternal) return;
    const keys = await kit.addOnKeysOf(ctx.tenant.id);
    if (keys.includes('shared-rooms-unlimited')) return;
    if (!keys.includes('file-shared-rooms-up-to-1')) throw new AppError('MODULE_NOT_IN_PLAN', M.roomLimit);
    if ((await store.rooms.count(ctx.tenant.id)) >= L.roomsUpTo1) throw new AppError('FORBIDDEN', M.roomLimit);
  }

  return {
    async list(ctx: TenantContext, includeThumbnailUrls: boolean, f: RoomsFilter = {}): Promise<VirtualDataRoom[]> {
      const now = new Date();
      const rows = (await store.rooms.list(ctx.tenant.id)).filter(
        (r) => (!f.status || roomStatusOf(r.room, now) === f.status) && (!f.sharing || roomSharingOf(r) === f.sharing),
      );
      return Promise.all(rows.map((r) => toRoom(kit, r, includeThumbnailUrls)));
    },

    /** GET home/filter-options: each filter value of the rooms list with how many rooms it keeps. */
    async filterOptions(ctx: TenantContext): Promise<RoomFilterOptions> {
      const now = new Date();
      const rows = await store.rooms.list(ctx.tenant.id);
      return {
        status: ROOM_STATUS_FILTERS.map((value) => ({
          value,
          count: rows.filter((r) => roomStatusOf(r.room, now) === value).length,
        })),
        sharing: ROOM_SHARING_FILTERS.map((value) => ({
          value,
          count: rows.filter((r) => roomSharingOf(r) === value).length,
        })),
      };
    },

    async get(ctx: TenantContext, externalId: string) {
      return toRoom(kit, await ownRoom(kit, ctx, externalId));
    },

    async create(ctx: TenantContext, body: CreateRoomBody): Promise<VirtualDataRoom> {
      const room = await withTransaction(db, async () => {
        await assertMayCreate(ctx);
        return store.rooms.insert({
          tenantId: ctx.tenant.id,
          name: body.name,
          description: body.description ?? null,
          defaultPermission: body.defaultPermission ?? 'CAN_VIEW',
          expiresAt: date(body.expiresAt) ?? null,
          createdByUserId: ctx.user.id,
          lastActivityAt: new Date(),
        });
      });
      return toRoom(kit, { room, fileCount: 0, guestCount: 0 });
    },

    async updateSettings(ctx: TenantContext, body: UpdateRoomSettingsBody) {
      const r = await ownRoom(kit, ctx, body.externalId);
      await store.rooms.update(r.room.id, {
        name: body.name,
        description: body.description,
        defaultPermission: body.defaultPermission,
        expiresAt: date(body.expiresAt),
        watermark: body.watermark,
      });
      return toRoom(kit, await ownRoom(kit, ctx, body.externalId));
    },

    /** Deletes the room, its folders, guests and file references; master files and their blobs stay. */
    async remove(ctx: TenantContext, externalId: string) {
      const r = await ownRoom(kit, ctx, externalId);
      const gone = await withTransaction(db, async () => {
        const files = await store.files.keysOfRoom(r.room.id);
        const released = await kit.blobHolds.release(
          files.map((f) => ({ storageKey: f.storageKey, holder: holderOf(f.externalId) })),
        );
        await store.rooms.remove(r.room.id);
        return released;
      });
      await kit.blobHolds.purge(
        [...gone, r.room.profileImageKey, r.room.bannerImageKey].filter((k): k is string => !!k),
      );
      return null;
    },

    /** Stores a png or jpeg as the room's profile or banner image (multipart field file). */
    async setImage(
      ctx: TenantContext,
      externalId: string,
      kind: 'profile' | 'banner',
      file: { filename: string; stream: Readable } | null,
    ) {
      const r = await ownRoom(kit, ctx, externalId);
      if (!file) throw validation(M.invalidImage, [{ path: 'file', message: 'Required' }]);
      const { head, replay } = await peek(file.stream, 64);
      const type = sniffContentType(file.filename, head);
      if (type !== 'image/png' && type !== 'image/jpeg') {
        replay.resume();
        throw validation(M.invalidImage, [{ path: 'file', message: M.invalidImage }]);
      }
      const key = `shared-spaces/${ctx.tenant.externalId}/${externalId}/${kind}-${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
      try {
        await deps.storage.put(key, replay, { contentType: type, maxBytes: DATA_ROOM_LIMITS.maxImageBytes - 1 });
      } catch (err) {
        replay.resume();
        if (isStorageTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', M.invalidImage);
        throw err;
      }
      const old = kind === 'profile' ? r.room.profileImageKey : r.room.bannerImageKey;
      await store.rooms.update(r.room.id, kind === 'profile' ? { profileImageKey: key } : { bannerImageKey: key });
      if (old) await deps.storage.delete(old).catch(() => undefined);
      return toRoom(kit, await ownRoom(kit, ctx, externalId));
    },

    async deleteImage(ctx: TenantContext, externalId: string, kind: 'profile' | 'banner') {
      const r = await ownRoom(kit, ctx, externalId);
      const old = kind === 'profile' ? r.room.profileImageKey : r.room.bannerImageKey;
      await store.rooms.update(r.room.id, kind === 'profile' ? { profileImageKey: null } : { bannerImageKey: null });
      if (old) await deps.storage.delete(old).catch(() => undefined);
      return toRoom(kit, await ownRoom(kit, ctx, externalId));
    },
  };
}
