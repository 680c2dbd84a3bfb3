import { useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { profileKeys } from '../keys';
import { profileApi } from './profile-api';

/** POST/DELETE /api/atrium-user/profile/photo; the reply becomes the cached profile. Failures reach the caller. */
export function useProfilePhoto() {
  const queryClient = useQueryClient();
  const put = (p: UserProfile) => queryClient.setQueryData(profileKeys.profile, p);
  const upload = useApiMutation<UserProfile, File>({
    mutationFn: (file) => profileApi.uploadPhoto(file),
    errorMode: 'none',
    onSuccess: put,
  });
  const remove = useApiMutation<UserProfile, void>({
    mutationFn: () => profileApi.removePhoto(),
    errorMode: 'none',
    onSuccess: put,
  });
  return { upload, remove };
}
