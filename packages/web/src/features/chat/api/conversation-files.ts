import type { ChatFile } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { chatKeys } from '../keys';
import { chatApi } from './chat-api';

/** GET conversation-files: the files shared in a conversation (the settings dialog's Files tab). */
export const conversationFilesQuery = (conversationExternalId: string) => ({
  queryKey: chatKeys.files(conversationExternalId),
  queryFn: () => chatApi.files(conversationExternalId),
});

export const useConversationFiles = (conversationExternalId: string) =>
  useApiQuery<ChatFile[]>(conversationFilesQuery(conversationExternalId));
