import { describe, expect, it } from 'vitest';
import { addEmails, fromServer } from './guest-list';

describe('sharing dialog list (spec 3 §4, §5)', () => {
  it('new guests start at the room default, else CAN_VIEW; invalid and duplicate e-mails are not added', () => {
    const saved = fromServer([
      {
        guest: { externalId: 'g1', email: 'ana@x.com' },
        permissionType: 'CAN_DOWNLOAD',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    ]);
    const a = addEmails(saved, ['bo@y.org', 'ANA@x.com', 'nope'], 'NO_ACCESS');
    expect(a.list).toEqual([
      { externalId: 'g1', email: 'ana@x.com', permissionType: 'CAN_DOWNLOAD', expiresAt: '2030-01-01T00:00:00.000Z' },
      { email: 'bo@y.org', permissionType: 'NO_ACCESS', expiresAt: null },
    ]);
    expect(a.invalid).toEqual(['nope']);
    expect(addEmails([], ['cy@z.io'], null).list[0].permissionType).toBe('CAN_VIEW');
  });
});
