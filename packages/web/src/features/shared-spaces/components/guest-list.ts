import {
  addGuestEmails,
  initialGuestPermission,
  type AssignableGuestPermission,
  type GuestPermission,
  type GuestShareEntry,
} from '@atrium/contract';

/** A row of the sharing dialog: saved guests have an externalId; new ones do not until confirm saves them. */
export interface GuestRowState {
  externalId?: string;
  email: string;
  permissionType: AssignableGuestPermission;
  /** Until when this guest may open the room (ISO); null: as long as the room is open. */
  expiresAt: string | null;
}

export const fromServer = (entries: GuestShareEntry[]): GuestRowState[] =>
  entries.map((e) => ({
    externalId: e.guest.externalId,
    email: e.guest.email,
    permissionType: initialGuestPermission(e.permissionType),
    expiresAt: e.expiresAt ?? null,
  }));

/** Adds typed e-mails at the room's default permission (else CAN_VIEW); invalid ones are returned, duplicates ignored. */
export function addEmails(list: GuestRowState[], emails: string[], roomDefault: GuestPermission | null) {
  return addGuestEmails(list, emails, (email) => ({
    email,
    permissionType: initialGuestPermission(roomDefault),
    expiresAt: null,
  }));
}
