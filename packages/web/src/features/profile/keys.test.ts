import { describe, expect, it } from 'vitest';
import { profileKeys } from './keys';
import { profileQuery } from './api/profile';

describe('profileKeys', () => {
  it('the profile is read and written under one key (the modal writes the saved profile there)', () => {
    expect(profileQuery().queryKey).toBe(profileKeys.profile);
    expect(profileKeys.profile).toEqual(['user-profile']);
  });
});
