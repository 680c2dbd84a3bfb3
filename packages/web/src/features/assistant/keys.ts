import type { ConversationType } from '@atrium/contract';

/**
 * TanStack Query keys of the assistant, in one place so realtime BOT_* events and mutations reach every query that
 * shows what they change. `lists` covers every conversation list (by type, archived, search).
 */
export const assistantKeys = {
  all: ['assistant'] as const,
  lists: ['assistant', 'list'] as const,
  list: (tenant: string, type: ConversationType, entity: string | null) =>
    ['assistant', 'list', 'type', tenant, type, entity] as const,
  archived: (tenant: string) => ['assistant', 'list', 'archived', tenant] as const,
  query: (tenant: string, term: string) => ['assistant', 'list', 'query', tenant, term] as const,
  conversation: (id: string) => ['assistant', 'conversation', id] as const,
  members: (id: string) => ['assistant', 'members', id] as const,
  messages: (id: string) => ['assistant', 'messages', id] as const,
  search: (id: string, query: string, date: string) => ['assistant', 'search', id, query, date] as const,
  user: (id: string) => ['assistant', 'user', id] as const,
};
