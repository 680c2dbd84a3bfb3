import type { PortalChatUser } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { chatApi } from '../../chat';
import { portalKeys } from '../keys';

/** GET search/chat-user-data: people staff can chat with (Create Chat, the statistics' client users). */
export const chatUsersQuery = (term: string) => ({
  queryKey: portalKeys.chatUsers(term),
  queryFn: () => chatApi.portalUserSearch(term),
});

export const usePortalChatUsers = (term: string, enabled: boolean) =>
  useApiQuery<PortalChatUser[]>({ ...chatUsersQuery(term), enabled, silent: true });
