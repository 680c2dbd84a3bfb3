import {
  CHAT_LIMITS,
  CHAT_PATHS,
  type ChatFile,
  type ChatMember,
  type ChatMessage,
  type ChatPage,
  type Conversation,
  type Expert,
  type ManageUsersReply,
  type PortalChatUser,
  type PortalFilterInput,
  type PortalListKind,
  type PrivateChatFilter,
  type SupportUser,
  type UserSuggestion,
} from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';

const C = CHAT_PATHS.conversation;
const M = CHAT_PATHS.message;
const U = CHAT_PATHS.user;

/** The hover card of a mention (GET by-core-user-external-id). */
export interface ChatUserCard {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
}

export interface PresignedUrl {
  url: string;
  expiresAt: string;
}

/**
 * The fetchers: every chat call of the API table (briefing); pages start at 0. One object, so tests can spy on or mock
 * a call; the query options and hooks beside this file call through it.
 */
export const chatApi = {
  // ---------------------------------------------------------------- lists
  clientList: (tenantExternalId: string, page: number, filter: Partial<PrivateChatFilter>) =>
    http.post<ChatPage<Conversation>>(`${C}/chat/private`, filter, { query: { tenantExternalId, page } }),
  portalList: (kind: PortalListKind, page: number, filter: PortalFilterInput) =>
    http.post<ChatPage<Conversation>>(`${C}/filter/get-inbox-chats-by-filter`, filter, {
      query: { filter: kind, page },
      timeoutMs: CHAT_LIMITS.timeouts.filterInbox,
    }),
  countUnread: () => http.get<{ count: number }>(`${C}/count-chat-unread`),

  // ---------------------------------------------------------------- one conversation
  conversation: (conversationExternalId: string) =>
    http.get<Conversation>(`${C}/conversation`, { query: { conversationExternalId } }),
  internalConversation: (conversationExternalId: string) =>
    http.get<Conversation>(`${C}/internal-conversation`, { query: { conversationExternalId } }),
  /** The conversation whose members are exactly these users and the caller; ApiError 404 when none. */
  findByMembers: (values: string[], tenantExternalId: string) =>
    http.post<Conversation>(`${C}/contains/members`, { values, tenantExternalId }),
  createPrivate: (coreUserExternalId: string, tenantExternalId: string, message: string | null) =>
    http.post<Conversation>(
      `${C}/create-private-chat`,
      { message },
      { query: { coreUserExternalId, tenantExternalId } },
    ),
  /** `groupName` null: an unnamed group (titled per reader by the server). */
  createGroup: (
    tenantExternalId: string,
    groupName: string | null,
    usersExternalIds: string[],
    message: string | null,
  ) =>
    http.post<Conversation>(
      `${C}/create-private-group-chat`,
      { usersExternalIds, message },
      { query: { externalId: tenantExternalId, groupName } },
    ),
  rename: (conversationExternalId: string, newTitle: string) =>
    http.patch<{ title: string }>(`${C}/rename-conversation`, { conversationExternalId, newTitle }),
  markRead: (conversationExternalId: string) => http.patch<{ count: number }>(`${C}/read/${conversationExternalId}`),
  markUnread: (conversationExternalId: string) =>
    http.get<{ count: number }>(`${C}/mark-as-unread`, { query: { conversationExternalId } }),
  finalize: (conversationExternalId: string) =>
    http.get<Conversation>(`${C}/thread/finalize`, { query: { conversationExternalId } }),
  members: (conversationExternalId: string) => http.get<ChatMember[]>(`${C}/chat-members/${conversationExternalId}`),
  /** `inbox` = the portal's variant (manage-users/inbox-chat). */
  manageUsers: (conversationExternalId: string, usersToAdd: string[], usersToRemove: string[], inbox = false) =>
    http.post<ManageUsersReply>(inbox ? `${C}/manage-users/inbox-chat` : `${C}/manage-users`, {
      conversationExternalId,
      usersToAdd,
      usersToRemove,
    }),
  leave: (conversationExternalId: string) =>
    http.post<{ left: boolean }>(`${C}/leave-conversation/${conversationExternalId}`),
  files: (conversationExternalId: string) =>
    http.get<ChatFile[]>(`${C}/conversation-files`, {
      query: { conversationExternalId },
      timeoutMs: CHAT_LIMITS.timeouts.conversationFiles,
    }),
  /** Tag staff into the team channel of a client conversation (by mention). */
  mentions: (conversationExternalId: string, mentions: string[]) =>
    http.post<ChatMember[]>(`${C}/mentions`, { conversationExternalId, mentions }),
  addInboxChatMembers: (conversationExternalId: string, mentions: string[]) =>
    http.post<ChatMember[]>(`${C}/add-inbox-chat-members`, { conversationExternalId, mentions }),
  withKam: () => http.get<Conversation | null>(`${C}/with-kam`),
  createWithKam: () => http.post<Conversation>(`${C}/with-kam`),

  // ---------------------------------------------------------------- messages
  messages: (conversationExternalId: string, page: number) =>
    http.get<ChatPage<ChatMessage>>(`${M}/conversation`, {
      query: { conversationExternalId, page },
      timeoutMs: CHAT_LIMITS.timeouts.messagePage,
    }),
  send: (conversationExternalId: string, message: string, messageReceiverIsBot = false) =>
    http.post<ChatMessage>(
      `${M}/`,
      { conversationExternalId, message, messageReceiverIsBot },
      { timeoutMs: CHAT_LIMITS.timeouts.sendMessage },
    ),
  /** query and/or date (YYYY-MM-DD). */
  search: (conversationId: string, query?: string, date?: string) =>
    http.post<ChatMessage[]>(`${M}/search`, undefined, {
      query: { conversationId, query: query || undefined, date: date || undefined },
    }),
  typing: (conversationExternalId: string, isTyping = true) =>
    http.post<{ sent: boolean }>(`${M}/user-typing`, undefined, { query: { conversationExternalId, isTyping } }),
  downloadUrl: (fileExternalId: string) => `${M}/files/${fileExternalId}/download`,
  presignedUrl: (fileExternalId: string) => http.get<PresignedUrl>(`${M}/files/${fileExternalId}/presigned-url`),

  // ---------------------------------------------------------------- users
  userSuggestions: (term: string, tenantExternalId: string, conversationExternalId?: string) =>
    http.get<UserSuggestion[]>(`${U}/chat/user-suggestions`, {
      query: { term, tenantExternalId, conversationExternalId },
    }),
  userCard: (coreUserExternalId: string) =>
    http.get<ChatUserCard>(`${U}/by-core-user-external-id`, { query: { coreUserExternalId } }),
  supportUser: () => http.get<SupportUser>(`${U}/support-user`),
  portalUserSearch: (term: string) => http.get<PortalChatUser[]>(`${U}/search/chat-user-data`, { query: { term } }),
  experts: (tenantExternalId: string) => http.get<Expert[]>(`${CHAT_PATHS.experts}/${tenantExternalId}`),
};

/** True for a 404 ApiError (e.g. find-by-members when no conversation exists). */
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
