import {
  ASSISTANT_CONTEXT_TYPES,
  DEFAULT_ASSISTANT_CONTEXT,
  type AssistantContext,
  type ConversationType,
} from '@atrium/contract';

/** Where the assistant works: its context and the entity it is about (a room, a file, an inbox conversation). */
export interface AssistantScope {
  context: AssistantContext;
  entity: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (v: string | null | undefined) => (v && UUID.test(v) ? v : null);

/**
 * The drawer's context from the page (spec 2 §2 'AI assistant drawer'); fundraising is the default. The entity comes
 * from the address: the shared room (?id= or ?vr=), the file (?file=, ?fileId=, ?documentId=), the inbox conversation
 * (its path segment).
 */
export function scopeFromRoute(pathname: string, search: string): AssistantScope {
  const path = pathname.replace(/\/+$/, '');
  const q = new URLSearchParams(search);
  const room = idOrNull(q.get('vr') ?? q.get('id'));
  const segment = (prefix: string) => idOrNull(path.slice(prefix.length + 1).split('/')[0]);
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

  if (under('/one/accounting') || under('/one/spending') || under('/portal/customers/details/accounting'))
    return { context: 'ACCOUNTING', entity: null };
  if (under('/one/fundraising')) return { context: 'FUNDRAISING', entity: null };
  if (under('/chat-bot') || under('/one/chat-bot')) return { context: 'INVESTOR_NAVIGATOR', entity: null };
  if (under('/one/communications')) return { context: 'PRIVATE', entity: segment('/one/communications') };
  if (under('/portal/inbox')) return { context: 'INTERNAL_CHANNEL', entity: segment('/portal/inbox') };
  if (under('/one/data-room')) return { context: 'DATA_ROOM', entity: null };
  if (under('/one/virtual-data-rooms/inside')) return room ? { context: 'SHARED_SPACE', entity: room } : fallback();
  if (under('/one/virtual-data-rooms/financial-report'))
    return room ? { context: 'SHARED_FINANCIALS', entity: room } : fallback();
  if (under('/one/virtual-data-rooms/file')) {
    const file = idOrNull(q.get('file') ?? q.get('fileId') ?? q.get('documentId') ?? q.get('id'));
    return file ? { context: 'SINGLE_DOCUMENT', entity: file } : fallback();
  }
  return fallback();
}

const fallback = (): AssistantScope => ({ context: DEFAULT_ASSISTANT_CONTEXT, entity: null });

/** The conversationType conversations of a scope are listed and created with. */
export const conversationTypeOf = (scope: AssistantScope): ConversationType => ASSISTANT_CONTEXT_TYPES[scope.context];

/** Whether two scopes name the same conversations. */
export const sameScope = (a: AssistantScope, b: AssistantScope) => a.context === b.context && a.entity === b.entity;
