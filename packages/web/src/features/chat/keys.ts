import type { PortalFilterInput, PortalListKind, PrivateChatFilter } from '@atrium/contract';

/**
 * TanStack Query keys of chat and of the two inboxes built on it (inbox-client, inbox-portal use them through
 * index.ts), in one place so realtime events and mutations reach every query that shows what they change.
 * `all` covers everything chat; `lists` every conversation list; `clientLists(tenant)` / `portalLists` the lists the
 * live updates patch and refetch.
 */
export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'list'] as const,
  /** Every loaded client list of a tenant (one per search/filter combination). */
  clientLists: (tenantExternalId: string) => ['chat', 'list', 'client', tenantExternalId] as const,
  clientList: (tenantExternalId: string, filter: Partial<PrivateChatFilter>) =>
    ['chat', 'list', 'client', tenantExternalId, filter] as const,
  /** Every cached portal list (any kind and filter). */
  portalLists: ['chat', 'list', 'portal'] as const,
  portalList: (kind: PortalListKind, filter: PortalFilterInput) => ['chat', 'list', 'portal', kind, filter] as const,
  countUnread: ['chat', 'count-unread'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  internalConversation: (id: string) => ['chat', 'internal-conversation', id] as const,
  findByMembers: (tenantExternalId: string, values: string[]) =>
    ['chat', 'find-by-members', tenantExternalId, [...values].sort()] as const,
  members: (id: string) => ['chat', 'members', id] as const,
  files: (id: string) => ['chat', 'files', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  search: (id: string, query: string, date: string) => ['chat', 'search', id, query, date] as const,
  userSuggestions: (term: string, tenantExternalId: string, conversationExternalId?: string) =>
    ['chat', 'user-suggestions', tenantExternalId, conversationExternalId ?? null, term] as const,
  userCard: (id: string) => ['chat', 'user-card', id] as const,
  presignedUrl: (fileExternalId: string) => ['chat', 'presigned-url', fileExternalId] as const,
  withKam: ['chat', 'with-kam'] as const,
  supportUser: ['chat', 'support-user'] as const,
  experts: (tenantExternalId: string) => ['chat', 'experts', tenantExternalId] as const,
};
