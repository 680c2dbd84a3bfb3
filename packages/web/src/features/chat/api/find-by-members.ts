import type { Conversation } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { chatKeys } from '../keys';
import { chatApi, isNotFound } from './chat-api';

/** POST contains/members: the conversation with exactly these people and the caller, or null (404) when none. */
export const findByMembersQuery = (tenantExternalId: string, userExternalIds: string[]) => ({
  queryKey: chatKeys.findByMembers(tenantExternalId, userExternalIds),
  queryFn: () =>
    chatApi
      .findByMembers(userExternalIds, tenantExternalId)
      .catch((err: unknown) => (isNotFound(err) ? null : Promise.reject(err))),
  retry: false,
});

/** Asked only once there is at least one recipient. */
export const useConversationWithMembers = (tenantExternalId: string, userExternalIds: string[]) =>
  useApiQuery<Conversation | null>({
    ...findByMembersQuery(tenantExternalId, userExternalIds),
    enabled: userExternalIds.length > 0,
    silent: true,
  });
