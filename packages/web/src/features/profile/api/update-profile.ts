import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@atrium/contract';
import { profileKeys } from '../keys';
import { profileApi } from './profile-api';

/** PUT /api/atrium-user/profile; the reply becomes the cached profile at once. Failures reach the caller. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ProfileUpdateBody) => {
      const updated = await profileApi.update(body);
      queryClient.setQueryData(profileKeys.profile, updated);
      return updated;
    },
    [queryClient],
  );
}
