import { FILE_PERMISSIONS, type FilePermission } from '../data-room/data-room.ts';

/** The permission enum of a room guest (spec 3 §3): the file permission enum. */
export const GUEST_PERMISSIONS = FILE_PERMISSIONS;
export type GuestPermission = FilePermission;
/** What the sharing dialog's pickers offer (spec 3 §2.13, §6): never CAN_EDIT. */
export const ASSIGNABLE_GUEST_PERMISSIONS = ['NO_ACCESS', 'CAN_VIEW', 'CAN_DOWNLOAD'] as const;
export type AssignableGuestPermission = (typeof ASSIGNABLE_GUEST_PERMISSIONS)[number];

/** A new guest starts at the room's default permission, else CAN_VIEW (spec 3 §4). */
export const initialGuestPermission = (roomDefault: GuestPermission | null | undefined): AssignableGuestPermission =>
  roomDefault && (ASSIGNABLE_GUEST_PERMISSIONS as readonly string[]).includes(roomDefault)
    ? (roomDefault as AssignableGuestPermission)
    : 'CAN_VIEW';

export type GuestAction = 'open' | 'list' | 'view' | 'download' | 'search';

/**
 * The guest permission matrix (spec 3 §6): NO_ACCESS opens nothing; CAN_VIEW opens, lists, searches and views in
 * the browser; CAN_DOWNLOAD (and CAN_EDIT, which a guest is never given) also downloads.
 */
export function guestMay(permission: GuestPermission, action: GuestAction): boolean {
  if (permission === 'NO_ACCESS') return false;
  if (action === 'download') return permission === 'CAN_DOWNLOAD' || permission === 'CAN_EDIT';
  return true;
}

/** Whether a room (or a guest) is past its expiry. */
export const isExpired = (expiresAt: string | Date | null | undefined, now: Date = new Date()) =>
  !!expiresAt && new Date(expiresAt).getTime() <= now.getTime();

/** Standard e-mail pattern of the sharing dialog (spec 3 §5); a failure shows 'sharing.messages.invalidEmail'. */
export const GUEST_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isGuestEmail = (email: string) => GUEST_EMAIL_PATTERN.test(email.trim());

/** Adds e-mails to a guest list: invalid ones are reported, duplicates (case-insensitive) ignored. */
export function addGuestEmails<T extends { email: string }>(
  list: readonly T[],
  emails: readonly string[],
  make: (email: string) => T,
): { list: T[]; invalid: string[] } {
  const out = [...list];
  const invalid: string[] = [];
  const seen = new Set(out.map((g) => g.email.toLowerCase()));
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    if (!isGuestEmail(email)) {
      invalid.push(raw);
      continue;
    }
    if (seen.has(email)) continue;
    seen.add(email);
    out.push(make(email));
  }
  return { list: out, invalid };
}
