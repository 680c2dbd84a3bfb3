import { useApiQuery } from '../../../components/useApi';
import { chatKeys } from '../keys';
import { chatApi, type ChatUserCard } from './chat-api';

/** GET by-core-user-external-id: the hover card of a mention, kept 5 minutes. */
export const userCardQuery = (coreUserExternalId: string) => ({
  queryKey: chatKeys.userCard(coreUserExternalId),
  queryFn: () => chatApi.userCard(coreUserExternalId),
  staleTime: 5 * 60_000,
});

/** Fetched only once the card opens. */
export const useUserCard = (coreUserExternalId: string, enabled: boolean) =>
  useApiQuery<ChatUserCard>({ ...userCardQuery(coreUserExternalId), enabled, silent: true });
