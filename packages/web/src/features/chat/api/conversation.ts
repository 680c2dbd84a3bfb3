import type { Conversation } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { retryUnlessRefused } from '../../../lib/api-error';
import { chatKeys } from '../keys';
import { chatApi } from './chat-api';

/** Whether a conversation id from an address can name a conversation at all (a bad link is not sent to the API). */
// A plain pattern rather than the contract's zod schema: this module rides in the shell's first chunk.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isConversationExternalId = (id: string | null | undefined): id is string => !!id && UUID.test(id);

/**
 * GET conversation: one conversation. The pane and the portal's company header share this cache entry. A refusal
 * (404 unknown or another tenant's, 403) is final: no retry.
 */
export const conversationQuery = (conversationExternalId: string | null | undefined) => ({
  queryKey: chatKeys.conversation(conversationExternalId ?? ''),
  queryFn: () => chatApi.conversation(conversationExternalId!),
  enabled: isConversationExternalId(conversationExternalId),
  retry: retryUnlessRefused,
  refetchOnWindowFocus: false,
});

/** `silent`: no toast on failure (the screen shows it, or another reader of the same entry does). */
export const useConversation = (conversationExternalId: string | null | undefined, { silent = false } = {}) =>
  useApiQuery<Conversation>({ ...conversationQuery(conversationExternalId), silent });

/** GET internal-conversation: the team channel of a client conversation, keyed by the client conversation. */
export const internalConversationQuery = (conversationExternalId: string) => ({
  queryKey: chatKeys.internalConversation(conversationExternalId),
  queryFn: () => chatApi.internalConversation(conversationExternalId),
  refetchOnWindowFocus: false,
});

/** The team channel, read once the conversation says it has one. */
export const useInternalConversation = (conversationExternalId: string, enabled: boolean) =>
  useApiQuery<Conversation>({ ...internalConversationQuery(conversationExternalId), enabled, silent: true });
