import { PRODUCT, type View } from '@atrium/contract';

/** The route placeholder that means "no conversation" (spec 2 §2). */
export const NO_CHAT_PARAM = `:${PRODUCT.slug}ChatTeamExternalId`;

/** The inbox of a view, optionally opened on a conversation. */
export function inboxPath(view: View, conversationExternalId?: string | null): string {
  const base = view === 'portal' ? '/portal/inbox' : '/one/communications';
  return `${base}/${conversationExternalId ?? NO_CHAT_PARAM}`;
}
