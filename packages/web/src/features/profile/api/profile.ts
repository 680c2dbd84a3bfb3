import { useApiQuery } from '../../../components/useApi';
import { profileKeys } from '../keys';
import { profileApi } from './profile-api';

/** GET /api/atrium-user/get-by-core-user: the signed-in user's profile. */
export const profileQuery = () => ({
  queryKey: profileKeys.profile,
  queryFn: () => profileApi.get(),
});

export const useProfile = () => useApiQuery(profileQuery());
