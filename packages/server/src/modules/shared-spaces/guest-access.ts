import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  guestMay,
  isExpired,
  MODULE_ADD_ONS,
  PRODUCT,
  SHARED_SPACES_LIMITS as L,
  SHARED_SPACES_MESSAGES as M,
  SHARED_SPACES_ROUTES,
  type GuestPermission,
  type GuestSession,
  type SharedRoom,
} from '@atrium/contract';
import { AppError, invalidToken } from '../../platform/errors.ts';
import { hashToken, newNumericCode, newToken } from '../../platform/ids.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { financialsOf } from './financial.ts';
import { folderTree, imageUrl, toRoomFile, type SharedSpacesKit } from './kit.ts';
import type { GuestRow, RoomRow } from './store.ts';
import { WATERMARK_MAX_BYTES, watermarkPdf } from './watermark.ts';

/** A resolved guest session: one guest of one room. */
export interface GuestContext {
  tokenHash: string;
  guest: GuestRow;
  room: RoomRow;
  permission: GuestPermission;
}

const codeHash = (roomId: number, email: string, code: string) => hashToken(`VDR:${roomId}:${email}:${code}`);
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const tooMany = () => new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.');
const expired = () => new AppError('FORBIDDEN', M.roomExpired);
const guestMayOpen = (g: GuestRow, now = new Date()) =>
  guestMay(g.permission as GuestPermission, 'open') && !isExpired(g.expiresAt, now);

/**
 * A guest without an account (spec 3 §6, issue 15 #4): the share link names only the room; an invited e-mail gets a
 * one-time code (10 minutes, single use, throttled per room + e-mail and per address); the code opens a session
 * limited to that room at the guest's level. Unknown and NO_ACCESS e-mails get the same reply and no code.
 */
export function createGuestAccess(kit: SharedSpacesKit) {
  const { store, deps } = kit;
  const db = deps.database.db;

  async function roomOf(externalId: string) {
    const room = await store.rooms.byExternalId(externalId);
    if (!room) throw new AppError('NOT_FOUND', M.roomNotFound);
    return room;
  }

  /**
   * A room is open to guests while it has not expired and its company's plan still holds a shared-rooms add-on: a
   * company that drops the add-on stops sharing, as if its rooms had expired (the owner's own screens are gated too).
   */
  async function closed(room: RoomRow, now = new Date()) {
    if (isExpired(room.expiresAt, now)) return true;
    const keys = await kit.addOnKeysOf(room.tenantId);
    return !MODULE_ADD_ONS.sharedRooms.some((k) => keys.includes(k));
  }

  async function firstOpen(room: RoomRow, guest: GuestRow) {
    if (!room.createdByUserId) return;
    const ownerEmail = await kit.emailOfUser(room.createdByUserId);
    if (!ownerEmail) return;
    await deps.mailer.send({
      to: ownerEmail,
      subject: `${guest.email} opened ${room.name}`,
      text: `${guest.email} opened the shared room "${room.name}" for the first time.`,
      template: 'VDR_GUEST_FIRST_OPEN',
    });
    await kit.notify(room.createdByUserId, {
      title: `${guest.email} opened ${room.name}`,
      body: 'First visit of this guest',
      link: `${SHARED_SPACES_ROUTES.analytics}?id=${room.externalId}`,
      tenantId: room.tenantId,
    });
  }

  /** A session for a guest of the room (after their code, or their signed-in account). */
  async function openSession(room: RoomRow, guest: GuestRow, now: Date): Promise<GuestSession> {
    const email = guest.email;
    const token = newToken();
    const expiresAt = new Date(
      Math.min(
        now.getTime() + L.guestSessionTtlMs,
        guest.expiresAt?.getTime() ?? Infinity,
        room.expiresAt?.getTime() ?? Infinity,
      ),
    );
    await withTransaction(db, async () => {
      await store.sessions.insert({ tokenHash: hashToken(token), guestId: guest.id, expiresAt });
      await store.guests.update(guest.id, { lastOpenedAt: now, firstOpenedAt: guest.firstOpenedAt ?? now });
      await store.events.insert({ roomId: room.id, guestId: guest.id, email, kind: 'OPEN_ROOM' });
      await store.rooms.touch(room.id);
      if (!guest.firstOpenedAt) await firstOpen(room, guest);
    });
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      roomExternalId: room.externalId,
      permissionType: guest.permission as GuestPermission,
    };
  }

  return {
    /** What the share link shows before the e-mail is asked: the room's name and whether it has expired. */
    async publicRoom(vr: string) {
      const room = await roomOf(vr);
      return {
        externalId: room.externalId,
        name: room.name,
        expired: await closed(room),
        profileImageUrl: await imageUrl(kit, room.profileImageKey),
      };
    },

    async requestCode(roomExternalId: string, email: string, ip: string) {
      const room = await roomOf(roomExternalId);
      if (await closed(room)) throw expired();
      const now = new Date();
      const n = await store.codes.requestsSince(room.id, email, ip, new Date(now.getTime() - L.codeWindowMs));
      if (n.byRoomEmail >= L.codeMailsPerRoomEmail || n.byIp >= L.codeMailsPerIp) throw tooMany();
      const guest = await store.guests.byEmail(room.id, email);
      const code = newNumericCode(L.codeLength);
      const sends = !!guest && guestMayOpen(guest, now);
      await withTransaction(db, async () => {
        await store.codes.insert({
          roomId: room.id,
          email,
          ip,
          codeHash: sends ? codeHash(room.id, email, code) : null,
          expiresAt: new Date(now.getTime() + L.codeTtlMs),
        });
        if (sends)
          await deps.mailer.send({
            to: email,
            subject: `Your code for ${room.name}`,
            text: `Your ${PRODUCT.displayName} code to open "${room.name}" is ${code}. It expires in 10 minutes.`,
            template: 'VDR_GUEST_CODE',
          });
      });
      return { sent: true };
    },

    async verifyCode(roomExternalId: string, email: string, code: string): Promise<GuestSession> {
      const room = await roomOf(roomExternalId);
      if (await closed(room)) throw expired();
      const now = new Date();
      const invalid = () => new AppError('INVALID_CODE', M.codeInvalid, [{ path: 'code', message: M.codeInvalid }]);
      const row = await store.codes.latestLive(room.id, email, now);
      if (!row || !(await store.codes.takeTry(row.id, L.codeMaxTries))) throw invalid();
      if (!same(row.codeHash!, codeHash(room.id, email, code))) throw invalid();
      const guest = await store.guests.byEmail(room.id, email);
      if (!guest || !guestMayOpen(guest, now)) throw invalid();
      if (!(await store.codes.use(row.id))) throw invalid();
      return openSession(room, guest, now);
    },

    /**
     * A guest who has an account, signed in (the /shared-for-login flow): their account's e-mail, which sign-in has
     * proved, stands in for the code. Another e-mail, NO_ACCESS or an expired guest cannot open the room (403).
     */
    async memberSession(userEmail: string, roomExternalId: string): Promise<GuestSession> {
      const room = await roomOf(roomExternalId);
      if (await closed(room)) throw expired();
      const now = new Date();
      const guest = await store.guests.byEmail(room.id, userEmail.trim().toLowerCase());
      if (!guest || !guestMayOpen(guest, now)) throw new AppError('FORBIDDEN', M.notAGuest);
      return openSession(room, guest, now);
    },

    /** Resolves a guest token; a revoked, expired or NO_ACCESS guest's token no longer works. */
    async resolve(token: string | null): Promise<GuestContext> {
      if (!token) throw new AppError('UNAUTHORIZED', M.guestSession);
      const tokenHash = hashToken(token);
      const s = await store.sessions.byTokenHash(tokenHash);
      const now = new Date();
      if (!s || s.session.expiresAt <= now) throw invalidToken();
      if (await closed(s.room, now)) throw expired();
      if (!guestMayOpen(s.guest, now)) throw invalidToken();
      return { tokenHash, guest: s.guest, room: s.room, permission: s.guest.permission as GuestPermission };
    },

    async sharedRoom(g: GuestContext): Promise<SharedRoom> {
      const [folders, files] = await Promise.all([store.folders.list(g.room.id), store.files.list(g.room.id)]);
      return {
        room: {
          externalId: g.room.externalId,
          name: g.room.name,
          expired: false,
          profileImageUrl: await imageUrl(kit, g.room.profileImageKey),
        },
        email: g.guest.email,
        permissionType: g.permission,
        watermark: g.room.watermark,
        folders: folderTree(folders, files),
        files: files.map((f) => toRoomFile(f.file, f.folderExternalId)),
      };
    },

    /** The shared financials of the session's room (read-only: guests open them as files). */
    financial: (g: GuestContext) => financialsOf(kit, g.room.id),

    /** A file of the session's room, to view or download; any other id (another room, the master room) is 404. */
    async openFile(g: GuestContext, fileExternalId: string, kind: 'VIEW' | 'DOWNLOAD') {
      if (kind === 'DOWNLOAD' && !guestMay(g.permission, 'download')) throw new AppError('FORBIDDEN', M.noDownload);
      const f = await store.files.one(g.room.id, fileExternalId);
      if (!f) throw new AppError('NOT_FOUND', M.fileNotFound);
      const ev = await withTransaction(db, async () => {
        const e = await store.events.insert({
          roomId: g.room.id,
          guestId: g.guest.id,
          email: g.guest.email,
          fileId: f.file.id,
          kind,
        });
        await store.rooms.touch(g.room.id);
        return e;
      });
      const contentType = f.file.contentType ?? 'application/octet-stream';
      const size = Number(f.file.size);
      const stamp = g.room.watermark && contentType === 'application/pdf' && size <= WATERMARK_MAX_BYTES;
      return {
        viewExternalId: ev.externalId,
        name: f.file.name,
        contentType,
        /** The bytes: a room with the watermark on stamps its PDFs with the guest's e-mail and the time. */
        async content(): Promise<{ body: Readable | Buffer; size: number }> {
          const stream = await deps.storage.get(f.file.storageKey);
          if (!stamp) return { body: stream, size };
          const stamped = await watermarkPdf(stream, `${g.guest.email} · ${new Date().toISOString()}`);
          if (stamped) return { body: stamped, size: stamped.length };
          return { body: await deps.storage.get(f.file.storageKey), size };
        },
      };
    },

    async viewEnd(g: GuestContext, viewExternalId: string, seconds: number) {
      await withTransaction(db, () => store.events.endView(g.guest.id, viewExternalId, seconds));
      return null;
    },

    /** DELETE delete-guest-from-room: the guest leaves the room (their row and sessions go). */
    async leave(g: GuestContext, roomExternalId: string) {
      if (g.room.externalId !== roomExternalId) throw new AppError('NOT_FOUND', M.roomNotFound);
      await store.guests.remove(g.guest.id);
      return null;
    },

    async logout(g: GuestContext) {
      await store.sessions.remove(g.tokenHash);
      return null;
    },
  };
}
export type GuestAccess = ReturnType<typeof createGuestAccess>;
