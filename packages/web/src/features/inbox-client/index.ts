/** What other code may use from the inbox-client feature. */
export { useChatShellRealtime, useChatUnreadCount } from './shellChat';
export { inboxPath, NO_CHAT_PARAM } from './paths';
export { WithKamDialog } from './WithKamDialog';
export { LatestMessagesCard } from './home/LatestMessagesCard';
