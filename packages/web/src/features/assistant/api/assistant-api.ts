import {
  ASSISTANT_LIMITS,
  ASSISTANT_PATHS,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantUser,
  type ChatMember,
  type ChatPage,
  type ConversationType,
  type ManageUsersReply,
} from '@atrium/contract';
import { http } from '../../../lib/http';

const C = ASSISTANT_PATHS.conversation;
const M = ASSISTANT_PATHS.message;
const U = ASSISTANT_PATHS.user;

/** Spec 2 §7: creating a conversation may take 30 min; sending 40 min. */
const CREATE_TIMEOUT_MS = 30 * 60_000;
const SEND_TIMEOUT_MS = 40 * 60_000;

/**
 * Every assistant call of spec 2 §7 the drawer makes, as one object (tests spy on it). The stream (POST stream) is
 * read in stream.ts; the chat calls the assistant shares (rename, members, messages, search, typing) use the chat
 * module's paths with assistant conversations.
 */
export const assistantApi = {
  // ---------------------------------------------------------------- lists
  byType: (
    tenantExternalId: string,
    type: ConversationType,
    entity: string | null,
    page: number,
    size: number = ASSISTANT_LIMITS.pageSize,
  ) =>
    http.get<ChatPage<AssistantConversation>>(`${C}/type-paginated`, {
      query: { type, tenantExternalId, contextEntityExternalId: entity ?? undefined, page, size },
    }),
  archived: (tenantExternalId: string) =>
    http.get<AssistantConversation[]>(`${C}/archived`, { query: { tenantExternalId } }),
  query: (tenantExternalId: string, term: string) =>
    http.get<AssistantConversation[]>(`${C}/query`, { query: { tenantExternalId, term } }),

  // ---------------------------------------------------------------- one conversation
  create: (
    tenant: string,
    conversationType: ConversationType,
    contextEntityExternalId: string | null,
    title?: string,
  ) =>
    http.post<AssistantConversation>(
      `${C}/`,
      { tenant, conversationType, contextEntityExternalId, title },
      { timeoutMs: CREATE_TIMEOUT_MS },
    ),
  enrich: (conversationExternalId: string) =>
    http.get<AssistantConversation>(`${C}/enrich-conversation`, { query: { conversationExternalId } }),
  rename: (conversationExternalId: string, newTitle: string) =>
    http.patch<{ title: string }>(`${C}/rename-conversation`, { conversationExternalId, newTitle }),
  archive: (conversationExternalId: string) =>
    http.patch<AssistantConversation>(`${C}/archive-conversation/${conversationExternalId}`),
  remove: (conversationExternalId: string) =>
    http.delete<{ deletedAt: string }>(`${C}/delete-conversation/${conversationExternalId}`),
  undoDelete: (conversationExternalId: string) =>
    http.patch<AssistantConversation>(`${C}/undo-delete-conversation/${conversationExternalId}`),
  members: (conversationExternalId: string) => http.get<ChatMember[]>(`${C}/chat-members/${conversationExternalId}`),
  manageUsers: (conversationExternalId: string, usersToAdd: string[], usersToRemove: string[]) =>
    http.post<ManageUsersReply>(`${C}/manage-users`, { conversationExternalId, usersToAdd, usersToRemove }),
  leave: (conversationExternalId: string) =>
    http.post<{ left: boolean }>(`${C}/leave-conversation/${conversationExternalId}`),

  // ---------------------------------------------------------------- messages
  messages: (conversationExternalId: string, page: number) =>
    http.get<ChatPage<AssistantMessage>>(`${M}/conversation`, { query: { conversationExternalId, page } }),
  /** A message to people (messageReceiverIsBot false); a message to the bot goes through the stream. */
  send: (conversationExternalId: string, message: string, messageReceiverIsBot: boolean) =>
    http.post<AssistantMessage>(
      `${M}/`,
      { conversationExternalId, message, messageReceiverIsBot },
      { timeoutMs: SEND_TIMEOUT_MS },
    ),
  hidden: (conversationExternalId: string, message: string) =>
    http.post<{ sent: boolean }>(`${M}/hidden`, { conversationExternalId, message }),
  stop: (conversationExternalId: string) => http.post<{ stopped: boolean }>(`${M}/stop`, { conversationExternalId }),
  /** The answer under way, if any, arrives over realtime as BOT_MESSAGE_START with the text so far. */
  catchUp: (conversationExternalId: string) =>
    http.post<{ requested: true }>(`${M}/catch-up`, { conversationExternalId }),
  search: (conversationId: string, query?: string, date?: string) =>
    http.post<AssistantMessage[]>(`${M}/search`, undefined, {
      query: { conversationId, query: query || undefined, date: date || undefined },
    }),
  typing: (conversationExternalId: string, isTyping = true) =>
    http.post<{ sent: boolean }>(`${M}/user-typing`, undefined, { query: { conversationExternalId, isTyping } }),

  // ---------------------------------------------------------------- the user's assistant flags
  user: (userExternalId: string) => http.get<AssistantUser>(`${U}/${userExternalId}/assistant`),
  markInMultiuserChat: (userExternalId: string) =>
    http.post<AssistantUser>(`${U}/${userExternalId}/mark-in-multiuser-chat`),
  /** Merges into the user's options (the reply is all of them); the flags are read again with `user`. */
  saveOptions: (userExternalId: string, hideArchiveHint: boolean) =>
    http.post<Record<string, unknown>>(`${U}/${userExternalId}/save-options`, { hideArchiveHint }),
};
