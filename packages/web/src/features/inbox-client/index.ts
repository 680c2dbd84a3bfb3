/** What other code may use from the inbox-client feature. */
import { lazy } from 'react';
export { useChatShellRealtime, useChatUnreadCount } from './shellChat';
export { inboxPath, NO_CHAT_PARAM } from './paths';
export { WithKamDialog } from './WithKamDialog';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const ClientInboxPage = lazy(() => import('./ClientInboxPage'));
