import {
  SHARED_SPACES_LIMITS as L,
  SHARED_SPACES_MESSAGES as M,
  type AssignableGuestPermission,
  type GuestPermission,
  type GuestShareEntry,
} from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { ownRoom, toGuestEntry, type SharedSpacesKit } from './kit.ts';

type NewGuest = {
  guest: { email: string; firstName?: string | null; lastName?: string | null; phone?: string | null };
  permissionType: AssignableGuestPermission;
  expiresAt?: string | null;
};

/** The owner's side of room guests (spec 3 §7.8, §2.13). */
export function createGuestFlows(kit: SharedSpacesKit) {
  const { store } = kit;
  const db = kit.deps.database.db;
  const list = async (roomId: number) => (await store.guests.list(roomId)).map(toGuestEntry);

  return {
    async list(ctx: TenantContext, roomExternalId: string): Promise<GuestShareEntry[]> {
      return list((await ownRoom(kit, ctx, roomExternalId)).room.id);
    },

    /** POST create: adds (or updates) guests by e-mail; duplicates in the list count once. Returns every guest. */
    async create(ctx: TenantContext, roomExternalId: string, entries: NewGuest[]): Promise<GuestShareEntry[]> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const seen = new Set<string>();
      await withTransaction(db, async () => {
        for (const e of entries) {
          if (seen.has(e.guest.email)) continue;
          seen.add(e.guest.email);
          await store.guests.upsert({
            roomId: r.room.id,
            email: e.guest.email,
            firstName: e.guest.firstName ?? null,
            lastName: e.guest.lastName ?? null,
            phone: e.guest.phone ?? null,
            permission: e.permissionType,
            expiresAt: e.expiresAt ? new Date(e.expiresAt) : null,
          });
        }
      });
      return list(r.room.id);
    },

    /** PUT update-permission; NO_ACCESS ends the guest's open sessions at once. */
    async updatePermission(
      ctx: TenantContext,
      roomExternalId: string,
      b: { guestExternalId: string; permissionType: AssignableGuestPermission; expiresAt?: string | null },
    ): Promise<GuestShareEntry> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const g = await store.guests.one(r.room.id, b.guestExternalId);
      if (!g) throw new AppError('NOT_FOUND', M.guestNotFound);
      await withTransaction(db, async () => {
        await store.guests.update(g.id, {
          permission: b.permissionType,
          expiresAt: b.expiresAt === undefined ? undefined : b.expiresAt ? new Date(b.expiresAt) : null,
        });
        if (b.permissionType === 'NO_ACCESS') await store.sessions.removeForGuest(g.id);
      });
      return toGuestEntry((await store.guests.one(r.room.id, b.guestExternalId))!);
    },

    /** DELETE: revokes a guest; their sessions end with the row. */
    async remove(ctx: TenantContext, roomExternalId: string, guestExternalId: string) {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const g = await store.guests.one(r.room.id, guestExternalId);
      if (!g) throw new AppError('NOT_FOUND', M.guestNotFound);
      await store.guests.remove(g.id);
      return null;
    },

    /** GET permissions: an e-mail's level in the room (NO_ACCESS when not a guest). */
    async permissions(ctx: TenantContext, roomExternalId: string, email: string) {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const g = await store.guests.byEmail(r.room.id, email);
      return { email, permissionType: (g?.permission ?? 'NO_ACCESS') as GuestPermission };
    },

    /** Share suggestions: people already invited to the tenant's rooms, less the room's own guests. */
    async suggestions(ctx: TenantContext, term: string, roomExternalId?: string) {
      const exclude = new Set<string>();
      if (roomExternalId)
        for (const g of await store.guests.list((await ownRoom(kit, ctx, roomExternalId)).room.id))
          exclude.add(g.email);
      const rows = await store.guests.suggestions(ctx.tenant.id, term, L.suggestionsLimit + exclude.size);
      return rows.filter((r) => !exclude.has(r.email)).slice(0, L.suggestionsLimit);
    },
  };
}
