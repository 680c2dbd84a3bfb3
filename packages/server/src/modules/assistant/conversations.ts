import {
  ASSISTANT_ENTITY_REQUIRED,
  ASSISTANT_LIMITS,
  type AssistantContent,
  type AssistantConversation,
  type ChatPage,
  type ConversationType,
} from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import type { AssistantChat, AssistantListFilter } from '../chat/assistant.ts';
import type { ChatService } from '../chat/service.ts';
import { contentText } from './content.ts';

export const DEFAULT_TITLE = 'New conversation';

const chatPage = <T>(content: T[], pageNo: number, size: number, total: number): ChatPage<T> => ({
  content,
  page: { number: pageNo, totalPages: Math.ceil(total / size), size, totalElements: total },
});

export interface ConversationDeps {
  chat: ChatService;
  /** The clock (tests move it past the undo window). */
  now: () => number;
}

/**
 * Atrium AI conversations (spec 2 §4 "Assistant conversation", §7): creation per context, the lists, archive,
 * delete with its undo window, and addToConversation for the "ask about" calls of other areas.
 */
export function createAssistantConversations({ chat, now }: ConversationDeps) {
  const ac: AssistantChat = chat.assistant;

  /** Conversations deleted longer ago than the undo window are removed for good before any list is read. */
  const purge = () => ac.purgeDeleted(new Date(now() - ASSISTANT_LIMITS.undoDeleteMs));

  async function listPage(ctx: RequestContext, f: AssistantListFilter, pageNo: number, size: number) {
    await purge();
    const { ids, total } = await ac.list(f, pageNo, size);
    return chatPage(await ac.conversations(ctx, ids), pageNo, size, total);
  }
  const filterOf = (scope: TenantScope, extra: Partial<AssistantListFilter> = {}): AssistantListFilter => ({
    tenantId: scope.tenant.id,
    userId: scope.ctx.user.id,
    ...extra,
  });
  const cap = ASSISTANT_LIMITS.maxReloadSize;

  /**
   * Checks the context entity: required for room and file contexts; for the private and internal-channel contexts it
   * names an inbox conversation the caller may read, whose company the assistant conversation then belongs to.
   */
  async function entityTenant(
    ctx: RequestContext,
    scope: TenantScope,
    type: ConversationType,
    entity: string | null,
  ): Promise<number> {
    if (ASSISTANT_ENTITY_REQUIRED[type] && !entity)
      throw validation('This context needs contextEntityExternalId', [
        { path: 'contextEntityExternalId', message: 'Required for this conversation type' },
      ]);
    if (entity && (type === 'INTERNAL_CHANNEL' || type === 'PRIVATE_GROUP')) {
      // The chat's own walls: a client member of the conversation, or staff (who may read every client conversation).
      const inbox = await chat.conversations.get(ctx, entity).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'NOT_FOUND')
          throw validation('Unknown conversation', [
            { path: 'contextEntityExternalId', message: 'Unknown conversation' },
          ]);
        throw err;
      });
      const t = await chat.conversations.providerTenant(inbox.tenant.externalId);
      if (!t) throw notFound('Company');
      return t.id;
    }
    if (scope.tenant.isInternal) throw notFound('Company');
    return scope.tenant.id;
  }

  async function create(
    scope: TenantScope,
    body: { title?: string; conversationType: ConversationType; contextEntityExternalId?: string | null },
  ): Promise<AssistantConversation> {
    const { ctx } = scope;
    const entity = body.contextEntityExternalId ?? null;
    const tenantId = await entityTenant(ctx, scope, body.conversationType, entity);
    const conv = await ac.create({
      tenantId,
      ownerUserId: ctx.user.id,
      type: body.conversationType,
      title: body.title ?? DEFAULT_TITLE,
      contextEntityExternalId: entity,
    });
    return (await ac.conversations(ctx, [conv.id]))[0];
  }

  /** A deleted conversation is reachable (by its member) only for the undo call. */
  async function deletedOwnedBy(ctx: RequestContext, externalId: string) {
    const conv = await ac.byExternalId(externalId);
    if (!conv || !conv.isAssistant || !(await ac.isMember(conv.id, ctx.user.id))) throw notFound('Conversation');
    if (ctx.tenant && !ctx.tenant.isInternal && ctx.tenant.id !== conv.tenantId) throw notFound('Conversation');
    return conv;
  }

  return {
    purge,
    create,
    all: async (scope: TenantScope) =>
      (await listPage(scope.ctx, filterOf(scope, { archived: false }), 0, cap)).content,
    byType: async (scope: TenantScope, q: { type: ConversationType; contextEntityExternalId?: string }) =>
      (await listPage(scope.ctx, filterOf(scope, { archived: false, ...q }), 0, cap)).content,
    byTypePaged: (
      scope: TenantScope,
      q: { type: ConversationType; contextEntityExternalId?: string; page: number; size: number },
    ) =>
      listPage(
        scope.ctx,
        filterOf(scope, { archived: false, type: q.type, contextEntityExternalId: q.contextEntityExternalId }),
        q.page,
        q.size,
      ),
    archived: async (scope: TenantScope) =>
      (await listPage(scope.ctx, filterOf(scope, { archived: true }), 0, cap)).content,
    query: async (scope: TenantScope, term: string) =>
      term ? (await listPage(scope.ctx, filterOf(scope, { term }), 0, cap)).content : [],

    async enrich(ctx: RequestContext, conversationExternalId: string): Promise<AssistantConversation> {
      const a = await ac.access(ctx, conversationExternalId);
      return (await ac.conversations(ctx, [a.conv.id]))[0];
    },

    /** Toggles archived (spec 2 §4: archive/unarchive). */
    async archive(ctx: RequestContext, conversationExternalId: string): Promise<AssistantConversation> {
      const a = await ac.access(ctx, conversationExternalId);
      await ac.setArchived(a.conv.id, !a.conv.isArchived);
      return (await ac.conversations(ctx, [a.conv.id]))[0];
    },

    /** Deletes for everyone; the undo window (ASSISTANT_LIMITS.undoDeleteMs) is open to the members. */
    async remove(ctx: RequestContext, conversationExternalId: string): Promise<{ deletedAt: string }> {
      const a = await ac.access(ctx, conversationExternalId);
      const at = new Date(now());
      await ac.setDeleted(a.conv.id, at);
      return { deletedAt: at.toISOString() };
    },

    async undoDelete(ctx: RequestContext, conversationExternalId: string): Promise<AssistantConversation> {
      await purge();
      const conv = await deletedOwnedBy(ctx, conversationExternalId);
      if (conv.deletedAt !== null) await ac.setDeleted(conv.id, null);
      return (await ac.conversations(ctx, [conv.id]))[0];
    },

    /**
     * Adds a message carrying `content` to the named conversation of the user (or to a new one of that type and
     * entity) and returns the conversation. Used by the "ask about" calls of other areas.
     */
    async addToConversation(input: {
      tenantId: number;
      userId: number;
      conversationExternalId?: string;
      conversationType: ConversationType;
      contextEntityExternalId: string | null;
      title: string;
      content: AssistantContent;
    }): Promise<AssistantConversation> {
      let conv;
      if (input.conversationExternalId) {
        conv = await ac.byExternalId(input.conversationExternalId);
        if (
          !conv ||
          !conv.isAssistant ||
          conv.deletedAt !== null ||
          conv.tenantId !== input.tenantId ||
          !(await ac.isMember(conv.id, input.userId))
        )
          throw notFound('Conversation');
      } else {
        if (ASSISTANT_ENTITY_REQUIRED[input.conversationType] && !input.contextEntityExternalId)
          throw validation('This context needs contextEntityExternalId', [
            { path: 'contextEntityExternalId', message: 'Required for this conversation type' },
          ]);
        conv = await ac.create({
          tenantId: input.tenantId,
          ownerUserId: input.userId,
          type: input.conversationType,
          title: input.title.trim().slice(0, ASSISTANT_LIMITS.titleMaxLength) || DEFAULT_TITLE,
          contextEntityExternalId: input.contextEntityExternalId,
        });
      }
      await ac.write(
        conv,
        { id: input.userId },
        {
          text: contentText(input.content),
          content: input.content,
          receiverIsBot: false,
          hasChart: input.content.type === 'CHART',
        },
      );
      return (await ac.conversations(await ac.viewerOf(input.userId), [conv.id]))[0];
    },
  };
}
export type AssistantConversations = ReturnType<typeof createAssistantConversations>;
