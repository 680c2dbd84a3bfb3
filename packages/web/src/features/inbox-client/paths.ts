import { PRODUCT, type View } from '@atrium/contract';

/**
 * The route placeholder that means "no conversation" (spec 2 §2). Old links that carry it still open the inbox, but
 * the app never writes it into the address bar (issue 13).
 */
export const NO_CHAT_PARAM = `:${PRODUCT.slug}ChatTeamExternalId`;

/** The inbox of a view, optionally opened on a conversation; without one, the inbox's own path. */
export function inboxPath(view: View, conversationExternalId?: string | null): string {
  const base = view === 'portal' ? '/portal/inbox' : '/one/communications';
  return conversationExternalId ? `${base}/${encodeURIComponent(conversationExternalId)}` : base;
}
