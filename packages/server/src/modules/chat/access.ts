import { CHAT_MESSAGES, INBOX_CONVERSATION_TYPES, PERMISSIONS } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ChatStore, ConversationRow, MemberRow } from './store.ts';

/** Staff = holders of the portal permission (members of the internal tenant). */
export const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);

export interface Access {
  conv: ConversationRow;
  member: MemberRow | null;
  staff: boolean;
  /** May post: a full member (for a team channel: a member of the channel). */
  canPost: boolean;
}

/**
 * What the caller may do with a conversation. Unknown ids, other tenants' conversations and (for clients) team
 * channels all answer 404 alike, so nobody learns that a conversation exists. Staff may read every client
 * conversation and team channel (read only unless they are members).
 */
export async function accessOf(store: ChatStore, ctx: RequestContext, externalId: string): Promise<Access> {
  const conv = await store.byExternalId(externalId);
  const gone = notFound('Conversation');
  if (!conv) throw gone;
  const staff = isStaff(ctx);
  if (conv.isAssistant) return assistantAccess(store, ctx, conv, staff);
  if (!(INBOX_CONVERSATION_TYPES as readonly string[]).includes(conv.type)) throw gone;
  const member = await store.member(conv.id, ctx.user.id);
  if (conv.type === 'INTERNAL_CHANNEL') {
    if (!staff) throw gone;
    return { conv, member, staff, canPost: member !== null };
  }
  if (!staff) {
    if (!member) throw gone;
    if (ctx.tenant && !ctx.tenant.isInternal && ctx.tenant.id !== conv.tenantId) throw gone;
  }
  return { conv, member, staff, canPost: member !== null && !member.isInternal };
}

/**
 * An Atrium AI conversation: only its members read and post (staff included: no portal-wide reading), within the
 * selected tenant (staff, whose header names the internal tenant, are held by membership alone). A deleted one is gone.
 */
async function assistantAccess(
  store: ChatStore,
  ctx: RequestContext,
  conv: ConversationRow,
  staff: boolean,
): Promise<Access> {
  const gone = notFound('Conversation');
  if (conv.deletedAt !== null) throw gone;
  const member = await store.member(conv.id, ctx.user.id);
  if (!member) throw gone;
  if (ctx.tenant && !ctx.tenant.isInternal && ctx.tenant.id !== conv.tenantId) throw gone;
  return { conv, member, staff, canPost: true };
}

/** The team channel of a client conversation (an assistant conversation of the internal-channel context is not one). */
export const isTeamChannel = (conv: ConversationRow) => conv.type === 'INTERNAL_CHANNEL' && !conv.isAssistant;

export function requirePost(a: Access) {
  if (!a.canPost) throw forbidden(CHAT_MESSAGES.notPartOfConversation);
}
