import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  privateChatFilterSchema,
  type ChatMember,
  type ChatPage,
  type Conversation,
  type PortalFilter,
  type PortalListKind,
  type PrivateChatFilter,
  type AccountType,
} from '@atrium/contract';
import type { ContextTenant, RequestContext } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { AppError, conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { accessOf, isStaff, isTeamChannel } from './access.ts';
import { fullName, type ChatCore, type UserRef } from './core.ts';
import { chatPage } from './list-store.ts';
import { sanitizeText } from './sanitize.ts';
import type { ConversationRow, MessageRow } from './store.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { sql } from 'drizzle-orm';

const pick = (t: { id: number; externalId: string; name: string; isInternal: boolean }) => ({
  id: t.id,
  externalId: t.externalId,
  name: t.name,
  isInternal: t.isInternal,
});

/** Conversations: lists, look-ups, creation, rename, finalize, tagging, the chat with the KAM. */
export function createConversationService(core: ChatCore) {
  const { store, views, lists, db, chatDeps } = core;
  const viewer = (ctx: RequestContext) => ({
    userId: ctx.user.id,
    externalId: ctx.user.externalId,
    isStaff: isStaff(ctx),
  });
  const one = async (ctx: RequestContext, id: number) => (await views.conversations(viewer(ctx), [id]))[0];

  /**
   * The client tenant a conversation is created in: the request's tenant scope (the caller's company, or for staff a
   * client company in provider mode). The staff's own (internal) tenant holds no client conversations.
   */
  function clientTenant(scope: TenantScope) {
    if (scope.tenant.isInternal) throw notFound('Company');
    return scope.tenant;
  }

  /** Creates a conversation with its members, team channel (when staff are in), beginning and first message, in one transaction. */
  async function create(
    ctx: RequestContext,
    tenantId: number,
    type: 'PRIVATE' | 'PRIVATE_GROUP',
    title: string | null,
    others: UserRef[],
    firstMessage: string | null,
    /** A private chat: the existing one is found under a lock on the pair, so two concurrent creates make one chat. */
    existing?: () => Promise<ConversationRow | null>,
  ) {
    const staff = isStaff(ctx);
    const me: UserRef = {
      id: ctx.user.id,
      externalId: ctx.user.externalId,
      firstName: ctx.user.firstName,
      lastName: ctx.user.lastName,
    };
    const everyone = [me, ...others.filter((u) => u.id !== me.id)];
    const text = sanitizeText(firstMessage);
    const result = await withTransaction(db, async () => {
      if (existing) {
        const found = await existing();
        if (found) {
          const conv = await store.lock(found.id);
          const w = text
            ? await core.writeUserMessage(conv, { id: me.id, isStaff: staff }, text)
            : { conv, messages: [] };
          return { conv: w.conv, written: w.messages, created: false };
        }
      }
      let conv = await store.insertConversation({ tenantId, type, title, ownerUserId: me.id });
      await store.addMembers(everyone.map((u) => ({ conversationId: conv.id, userId: u.id, isOwner: u.id === me.id })));
      const staffIds = [...(await store.staffAmong(everyone.map((u) => u.id)))];
      conv = (await core.ensureChannel(conv, staffIds, me.id)).parent;
      const written: MessageRow[] = [];
      if (everyone.length >= 1 && everyone.length <= CHAT_LIMITS.chatBeginningMaxMembers)
        written.push(
          await core.systemMessage(conv, null, [{ type: 'CHAT_BEGINNING', content: everyone.map(fullName) }]),
        );
      if (text) {
        const w = await core.writeUserMessage(conv, { id: me.id, isStaff: staff }, text);
        conv = w.conv;
        written.push(...w.messages);
      }
      return { conv: (await store.byId(conv.id))!, written, created: true };
    });
    await core.publishMessages(result.conv, result.written);
    // Lists of the other members pick up the new conversation (a big group has no beginning message to announce it).
    if (result.created)
      await core.publishUpdated(
        result.conv,
        everyone.filter((u) => u.id !== me.id).map((u) => u.id),
        'MEMBERS',
      );
    return one(ctx, result.conv.id);
  }

  /** Serialises look-up-then-create of the private chat of a pair (transaction-scoped advisory lock). */
  async function lockedPrivateBetween(tenantId: number, a: number, b: number) {
    const [x, y] = a < b ? [a, b] : [b, a];
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-private:${tenantId}:${x}:${y}`}))`);
    return store.privateBetween(tenantId, a, b);
  }

  return {
    /** Looks up the client company staff name in provider mode (the tenant-scope guard's lookup). */
    async providerTenant(externalId: string): Promise<ContextTenant | null> {
      const t = await chatDeps.tenancy.tenantByExternalId(externalId);
      return t ? { ...pick(t), accountType: t.accountType as AccountType } : null;
    },

    /** The caller's conversations in their company (member scope: the header, checked against tenantExternalId). */
    async clientList(scope: TenantScope, q: { page: number }, f: PrivateChatFilter): Promise<ChatPage<Conversation>> {
      const { ctx } = scope;
      const { ids, total } = await lists.client(ctx.user.id, scope.tenant.id, f, q.page);
      return chatPage(await views.conversations(viewer(ctx), ids), q.page, CHAT_LIMITS.conversationPageSize, total);
    },

    /** GET chat/private-paged: the client list without filters. */
    async clientListPaged(scope: TenantScope, q: { page: number }): Promise<ChatPage<Conversation>> {
      const { ctx } = scope;
      const { ids, total } = await lists.client(
        ctx.user.id,
        scope.tenant.id,
        privateChatFilterSchema.parse({}),
        q.page,
      );
      return chatPage(await views.conversations(viewer(ctx), ids), q.page, CHAT_LIMITS.conversationPageSize, total);
    },

    /**
     * GET inbox-activity: the caller's own conversations, latest activity first (a client: of the selected company;
     * staff: every client company). Another person's activity is refused.
     */
    async inboxActivity(
      ctx: RequestContext,
      q: { userExternalId: string; page: number; pageSize: number },
    ): Promise<ChatPage<Conversation>> {
      if (q.userExternalId.toLowerCase() !== ctx.user.externalId.toLowerCase())
        throw forbidden('You can only read your own inbox activity.');
      const tenantId = isStaff(ctx) || !ctx.tenant || ctx.tenant.isInternal ? null : ctx.tenant.id;
      const { ids, total } = await lists.activity(ctx.user.id, tenantId, q.page, q.pageSize);
      return chatPage(await views.conversations(viewer(ctx), ids), q.page, q.pageSize, total);
    },

    /** GET conversation-by-user: the caller's private chat with that person in the scope's company, or null. */
    async byUser(scope: TenantScope, q: { userExternalId: string }): Promise<Conversation | null> {
      const { ctx } = scope;
      const tenant = clientTenant(scope);
      const [other] = await core.usersByExternalIds([q.userExternalId]);
      if (!other || other.id === ctx.user.id) return null;
      const found = await store.privateBetween(tenant.id, ctx.user.id, other.id);
      return found ? one(ctx, found.id) : null;
    },

    /**
     * GET get-tenant-name-by-no-owner-member: the company of the conversation's members other than the owner (the
     * client company a staff member's chat is with); null when every other member is staff.
     */
    async tenantOfNonOwners(
      ctx: RequestContext,
      conversationExternalId: string,
    ): Promise<{ name: string | null; externalId: string | null }> {
      const a = await accessOf(store, ctx, conversationExternalId);
      if (a.conv.isAssistant) throw notFound('Conversation');
      const conv = a.conv.type === 'INTERNAL_CHANNEL' ? await store.byId(a.conv.parentId!) : a.conv;
      if (!conv) throw notFound('Conversation');
      const others = (await store.members(conv.id))
        .filter((m) => !m.isInternal && m.userId !== conv.ownerUserId)
        .map((m) => m.userId);
      const staff = await store.staffAmong(others);
      if (!others.some((u) => !staff.has(u))) return { name: null, externalId: null };
      const tenant = await chatDeps.tenancy.tenantById(conv.tenantId);
      return tenant ? { name: tenant.name, externalId: tenant.externalId } : { name: null, externalId: null };
    },

    async portalList(
      ctx: RequestContext,
      q: { filter: PortalListKind; page: number },
      f: PortalFilter,
    ): Promise<ChatPage<Conversation>> {
      const { ids, total } = await lists.portal(ctx.user.id, q.filter, f, q.page);
      return chatPage(await views.conversations(viewer(ctx), ids), q.page, CHAT_LIMITS.conversationPageSize, total);
    },

    async get(ctx: RequestContext, conversationExternalId: string): Promise<Conversation> {
      const a = await accessOf(store, ctx, conversationExternalId);
      return one(ctx, a.conv.id);
    },

    /** The team channel of a client conversation: staff only (a client gets 404, as for an unknown id). */
    async internal(ctx: RequestContext, conversationExternalId: string): Promise<Conversation> {
      const a = await accessOf(store, ctx, conversationExternalId);
      if (!a.staff || a.conv.isAssistant) throw notFound('Conversation');
      const channel = a.conv.type === 'INTERNAL_CHANNEL' ? a.conv : await store.channelOf(a.conv.id);
      if (!channel) throw notFound('Conversation');
      return one(ctx, channel.id);
    },

    async findByMembers(scope: TenantScope, body: { values: string[] }): Promise<Conversation> {
      const { ctx } = scope;
      const tenant = clientTenant(scope);
      const users = await core.usersByExternalIds(body.values);
      if (users.length !== new Set(body.values.map((v) => v.toLowerCase())).size) throw notFound('Conversation');
      const ids = [ctx.user.id, ...users.map((u) => u.id)];
      const found = await store.withExactMembers(tenant.id, ids, ['PRIVATE', 'PRIVATE_GROUP']);
      if (!found) throw notFound('Conversation');
      return one(ctx, found.id);
    },

    async createPrivate(
      scope: TenantScope,
      q: { coreUserExternalId: string },
      message: string | null,
    ): Promise<Conversation> {
      const { ctx } = scope;
      const tenant = clientTenant(scope);
      if (q.coreUserExternalId.toLowerCase() === ctx.user.externalId.toLowerCase())
        throw validation('You cannot start a private chat with yourself', [
          { path: 'coreUserExternalId', message: 'Choose another person' },
        ]);
      const [other] = await core.allowedTargets(tenant.id, isStaff(ctx), [q.coreUserExternalId], 'coreUserExternalId');
      return create(ctx, tenant.id, 'PRIVATE', null, [other], message, () =>
        lockedPrivateBetween(tenant.id, ctx.user.id, other.id),
      );
    },

    async createGroup(
      scope: TenantScope,
      q: { groupName?: string },
      body: { usersExternalIds: string[]; message: string | null },
    ): Promise<Conversation> {
      const { ctx } = scope;
      const tenant = clientTenant(scope);
      const others = (
        await core.allowedTargets(tenant.id, isStaff(ctx), body.usersExternalIds, 'usersExternalIds')
      ).filter((u) => u.id !== ctx.user.id);
      if (others.length < CHAT_LIMITS.groupMinNew)
        throw validation('Choose at least two people', [
          { path: 'usersExternalIds', message: 'Choose at least two people' },
        ]);
      // No name: an unnamed group, titled per reader by its other members (views).
      const title = q.groupName === undefined ? null : sanitizeText(q.groupName);
      if (q.groupName !== undefined && !title)
        throw validation('Group name is required', [{ path: 'groupName', message: 'Group name is required' }]);
      return create(ctx, tenant.id, 'PRIVATE_GROUP', title, others, body.message);
    },

    async rename(
      ctx: RequestContext,
      body: { conversationExternalId: string; newTitle: string },
    ): Promise<{ title: string }> {
      const a = await accessOf(store, ctx, body.conversationExternalId);
      if (!a.canPost || isTeamChannel(a.conv)) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
      // A conversation without an owner (the owner's account is gone) may be renamed by any member.
      if (a.conv.ownerUserId !== null && a.conv.ownerUserId !== ctx.user.id)
        throw forbidden(CHAT_MESSAGES.onlyOwnerMayRename);
      const title = sanitizeText(body.newTitle);
      if (!title) throw validation('The title is required', [{ path: 'newTitle', message: 'Required' }]);
      await withTransaction(db, async () => {
        await store.update(a.conv.id, { title, updatedAt: new Date() });
        const channel = await store.channelOf(a.conv.id);
        if (channel) await store.update(channel.id, { title });
      });
      await core.publishUpdated(
        a.conv,
        (await store.members(a.conv.id)).map((m) => m.userId),
        'TITLE',
      );
      return { title };
    },

    /** Staff member of the reply channel finalizes the open/answered thread (spec 2 §4). */
    async finalize(ctx: RequestContext, conversationExternalId: string): Promise<Conversation> {
      const a = await accessOf(store, ctx, conversationExternalId);
      // A client (the owner included) is part of the chat but threads are the provider's to close.
      if (!a.staff) throw forbidden(CHAT_MESSAGES.onlyStaffMayFinalize);
      if (!a.canPost || isTeamChannel(a.conv)) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
      const out = await withTransaction(db, async () => {
        const conv = await store.lock(a.conv.id);
        if (conv.threadStatus === null || conv.threadStatus === 'FINALIZED')
          throw conflict(CHAT_MESSAGES.alreadyFinalized);
        return core.threads.finalize(conv, ctx.user.id);
      });
      await core.publishMessages(out.conv, [out.message]);
      await core.publishUpdated(
        out.conv,
        (await store.members(out.conv.id)).map((m) => m.userId),
        'THREAD',
      );
      return one(ctx, out.conv.id);
    },

    /** POST mentions / add-inbox-chat-members: staff tag other staff into the team channel. */
    async tag(
      ctx: RequestContext,
      body: { conversationExternalId: string; mentions: string[] },
    ): Promise<ChatMember[]> {
      const a = await accessOf(store, ctx, body.conversationExternalId);
      if (!a.staff || a.conv.isAssistant) throw notFound('Conversation');
      const parent = a.conv.type === 'INTERNAL_CHANNEL' ? await store.byId(a.conv.parentId!) : a.conv;
      if (!parent) throw notFound('Conversation');
      const users = await core.usersByExternalIds(body.mentions);
      const staff = await store.staffAmong(users.map((u) => u.id));
      if (
        users.length !== new Set(body.mentions.map((m) => m.toLowerCase())).size ||
        users.some((u) => !staff.has(u.id))
      )
        throw validation('Only staff can be tagged into the team channel', [
          { path: 'mentions', message: 'Only staff can be tagged' },
        ]);
      const out = await withTransaction(db, async () => {
        const locked = await store.lock(parent.id);
        let channel = await store.channelOf(locked.id);
        const inChannel = channel ? await store.member(channel.id, ctx.user.id) : null;
        const inParent = await store.member(locked.id, ctx.user.id);
        if (!inChannel && !inParent) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
        if (!channel) {
          const fullMembers = (await store.members(locked.id)).filter((m) => !m.isInternal).map((m) => m.userId);
          const staffIds = [...(await store.staffAmong(fullMembers)), ctx.user.id];
          channel = (await core.ensureChannel(locked, [...new Set(staffIds)], ctx.user.id)).channel!;
        }
        const fresh = await core.tagInto(
          locked,
          channel,
          users.map((u) => u.id),
        );
        return { channel, fresh };
      });
      if (out.fresh.length) await core.publishUpdated(parent, out.fresh, 'MEMBERS');
      return (await views.membersOf([out.channel.id])).get(out.channel.id) ?? [];
    },

    /** The caller's private chat with the KAM of the selected client tenant, or null. */
    async withKam(ctx: RequestContext): Promise<Conversation | null> {
      const tenant = ctx.tenant;
      if (!tenant || tenant.isInternal) return null;
      const kam = await chatDeps.experts.kamOf(tenant.id);
      if (!kam) return null;
      const found = await store.privateBetween(tenant.id, ctx.user.id, kam.userId);
      return found ? one(ctx, found.id) : null;
    },

    /** Opens (or reuses) the caller's private chat with their company's KAM; a first message is written with it. */
    async startWithKam(ctx: RequestContext, firstMessage: string | null = null): Promise<Conversation> {
      const tenant = ctx.tenant;
      if (!tenant || tenant.isInternal) throw notFound('Company');
      const kam = await chatDeps.experts.kamOf(tenant.id);
      if (!kam) throw noKam();
      if (kam.userId === ctx.user.id) throw validation('You are the key account manager of this company');
      const [user] = await core.usersByIds([kam.userId]);
      return create(ctx, tenant.id, 'PRIVATE', null, [user], firstMessage, () =>
        lockedPrivateBetween(tenant.id, ctx.user.id, kam.userId),
      );
    },
  };
}

const noKam = () => new AppError('NOT_FOUND', CHAT_MESSAGES.noKam);
export type ConversationService = ReturnType<typeof createConversationService>;
