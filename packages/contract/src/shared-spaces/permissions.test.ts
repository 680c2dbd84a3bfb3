import { describe, expect, it } from 'vitest';
import {
  addGuestEmails,
  ASSIGNABLE_GUEST_PERMISSIONS,
  guestMay,
  initialGuestPermission,
  isExpired,
  shareLinkOf,
} from './index.ts';

describe('guest permission rules (spec 3 §4, §6)', () => {
  it('the pickers never offer CAN_EDIT', () => {
    expect(ASSIGNABLE_GUEST_PERMISSIONS).toEqual(['NO_ACCESS', 'CAN_VIEW', 'CAN_DOWNLOAD']);
  });
  it('a new guest starts at the room default, else CAN_VIEW', () => {
    expect(initialGuestPermission('CAN_DOWNLOAD')).toBe('CAN_DOWNLOAD');
    expect(initialGuestPermission('NO_ACCESS')).toBe('NO_ACCESS');
    expect(initialGuestPermission(null)).toBe('CAN_VIEW');
    expect(initialGuestPermission('CAN_EDIT')).toBe('CAN_VIEW');
  });
  it.each([
    ['NO_ACCESS', { open: false, list: false, view: false, search: false, download: false }],
    ['CAN_VIEW', { open: true, list: true, view: true, search: true, download: false }],
    ['CAN_DOWNLOAD', { open: true, list: true, view: true, search: true, download: true }],
  ] as const)('%s', (permission, expected) => {
    for (const [action, allowed] of Object.entries(expected))
      expect(guestMay(permission, action as keyof typeof expected), action).toBe(allowed);
  });
  it('expiry is reached at the instant itself', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-01-01T10:00:00Z', now)).toBe(true);
    expect(isExpired('2026-01-01T10:00:01Z', now)).toBe(false);
  });
});

describe('guest e-mails (spec 3 §5)', () => {
  const make = (email: string) => ({ email });
  it('invalid e-mails are reported and not added; duplicates are ignored', () => {
    const r = addGuestEmails([{ email: 'ana@x.com' }], ['ANA@x.com', 'bad@', 'bo@y.org', 'bo@y.org'], make);
    expect(r.list.map((g) => g.email)).toEqual(['ana@x.com', 'bo@y.org']);
    expect(r.invalid).toEqual(['bad@']);
  });
});

describe('share link (spec 3 §2.13)', () => {
  it('is the origin plus /share-by-link?vr=', () => {
    expect(shareLinkOf('https://a.example/', 'abc')).toBe('https://a.example/share-by-link?vr=abc');
  });
});
