import { CHAT_MESSAGES, type ChatMember, type ManageUsersReply } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, validation } from '../../platform/errors.ts';
import { accessOf, isStaff, isTeamChannel } from './access.ts';
import { fullName, type ChatCore } from './core.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { MessageRow } from './store.ts';

/** Members of a conversation (spec 2 §5): list, add/remove, leave. */
export function createMemberService(core: ChatCore) {
  const { store, views, db } = core;
  /** Members as the caller may see them: a client does not see staff tagged in through the team channel. */
  const membersOf = async (ctx: RequestContext, id: number) =>
    ((await views.membersOf([id])).get(id) ?? []).filter((m) => isStaff(ctx) || !m.isInternal);

  return {
    async list(ctx: RequestContext, conversationExternalId: string): Promise<ChatMember[]> {
      const a = await accessOf(store, ctx, conversationExternalId);
      return membersOf(ctx, a.conv.id);
    },

    /**
     * Adds and removes members in one transaction. Removal: only the owner, only while the conversation has more than
     * 2 members, never oneself. A private chat that gains a third member becomes a group.
     */
    async manage(
      ctx: RequestContext,
      body: { conversationExternalId: string; usersToAdd: string[]; usersToRemove: string[] },
    ): Promise<ManageUsersReply> {
      const a = await accessOf(store, ctx, body.conversationExternalId);
      if (!a.canPost || isTeamChannel(a.conv)) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
      const toAdd = body.usersToAdd.length
        ? await core.allowedTargets(a.conv.tenantId, isStaff(ctx), body.usersToAdd, 'usersToAdd')
        : [];
      const toRemove = await core.usersByExternalIds(body.usersToRemove);
      if (toRemove.some((u) => u.id === ctx.user.id))
        throw validation(CHAT_MESSAGES.cantRemoveYourself, [
          { path: 'usersToRemove', message: CHAT_MESSAGES.cantRemoveYourself },
        ]);
      if (toRemove.length && a.conv.ownerUserId !== ctx.user.id) throw forbidden(CHAT_MESSAGES.onlyOwnerMayRemove);

      const out = await withTransaction(db, async () => {
        let conv = await store.lock(a.conv.id);
        const before = await store.members(conv.id);
        const full = new Set(before.filter((m) => !m.isInternal).map((m) => m.userId));
        const removing = toRemove.filter((u) => full.has(u.id));
        if (removing.length && full.size <= 2)
          throw validation(CHAT_MESSAGES.cantRemoveMembers, [
            { path: 'usersToRemove', message: CHAT_MESSAGES.cantRemoveMembers },
          ]);
        const adding = toAdd.filter((u) => !full.has(u.id));
        // An assistant conversation may be one person's (with the bot); an inbox conversation needs two people.
        if (full.size + adding.length - removing.length < (conv.isAssistant ? 1 : 2))
          throw validation(CHAT_MESSAGES.cantRemoveMembers, [
            { path: 'usersToRemove', message: CHAT_MESSAGES.cantRemoveMembers },
          ]);
        const written: MessageRow[] = [];
        if (adding.length) {
          const tagged = new Set(before.filter((m) => m.isInternal).map((m) => m.userId));
          for (const u of adding.filter((x) => tagged.has(x.id)))
            await store.setMemberFlags(conv.id, u.id, { isInternal: false });
          await store.addMembers(adding.map((u) => ({ conversationId: conv.id, userId: u.id })));
          // An assistant conversation has no team channel and no thread: staff added to it are plain members.
          if (!conv.isAssistant) {
            const staffIds = [...(await store.staffAmong([...full, ...adding.map((u) => u.id)]))];
            conv = (await core.ensureChannel(conv, staffIds, ctx.user.id)).parent;
          }
          if (conv.type === 'PRIVATE' && full.size + adding.length - removing.length > 2)
            conv = await store.update(conv.id, { type: 'PRIVATE_GROUP' });
          written.push(
            await core.systemMessage(conv, ctx.user.id, [{ type: 'INVITED_USERS', content: adding.map(fullName) }]),
          );
        }
        if (removing.length) {
          await store.removeMembers(
            conv.id,
            removing.map((u) => u.id),
          );
          const channel = await store.channelOf(conv.id);
          if (channel)
            await store.removeMembers(
              channel.id,
              removing.map((u) => u.id),
            );
          written.push(
            await core.systemMessage(conv, ctx.user.id, [{ type: 'REMOVED_USERS', content: removing.map(fullName) }]),
          );
        }
        return {
          conv: (await store.byId(conv.id))!,
          written,
          before: before.map((m) => m.userId),
          added: adding.map((u) => u.id),
          removed: removing.map((u) => u.id),
        };
      });
      await core.publishMessages(out.conv, out.written);
      await core.publishUpdated(
        out.conv,
        [...out.before, ...out.added].filter((u) => !out.removed.includes(u)),
        'MEMBERS',
      );
      await core.publishUpdated(out.conv, out.removed, 'REMOVED');
      if (out.conv.isAssistant && out.added.length) await core.publishInvite(out.conv, out.added);
      return {
        externalId: out.conv.externalId,
        members: await membersOf(ctx, out.conv.id),
        messages: await views.messages(out.conv.externalId, out.written),
      };
    },

    /** Leaves a conversation of more than 2 members; ownership passes to the longest-standing member. */
    async leave(ctx: RequestContext, conversationExternalId: string): Promise<{ left: true }> {
      const a = await accessOf(store, ctx, conversationExternalId);
      if (!a.member || isTeamChannel(a.conv)) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
      const out = await withTransaction(db, async () => {
        const conv = await store.lock(a.conv.id);
        const members = await store.members(conv.id);
        const full = members.filter((m) => !m.isInternal);
        const me = members.find((m) => m.userId === ctx.user.id);
        if (!me) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
        if (!me.isInternal && full.length <= 2)
          throw validation(CHAT_MESSAGES.cantLeaveConversation, [
            { path: 'conversationExternalId', message: CHAT_MESSAGES.cantLeaveConversation },
          ]);
        await store.removeMembers(conv.id, [ctx.user.id]);
        const channel = await store.channelOf(conv.id);
        if (channel) await store.removeMembers(channel.id, [ctx.user.id]);
        if (me.isOwner) {
          const heir = full.find((m) => m.userId !== ctx.user.id);
          if (heir) await store.setMemberFlags(conv.id, heir.userId, { isOwner: true });
          await store.update(conv.id, { ownerUserId: heir?.userId ?? null });
        }
        const msg = me.isInternal
          ? null
          : await core.systemMessage(conv, ctx.user.id, [{ type: 'CHAT_MEMBER_LEFT', content: fullName(ctx.user) }]);
        return { conv, msg, others: members.map((m) => m.userId).filter((u) => u !== ctx.user.id) };
      });
      if (out.msg) await core.publishMessages(out.conv, [out.msg]);
      await core.publishUpdated(out.conv, out.others, 'MEMBERS');
      await core.publishUpdated(out.conv, [ctx.user.id], 'REMOVED');
      return { left: true };
    },
  };
}
