// The shared chat pieces the inbox pages (client and portal) build on.
export { chatApi, isNotFound, type ChatUserCard } from './api/chat-api';
export { uploadAttachments, getPresignedUrl, downloadChatFile } from './api/attachments';
export { chatKeys } from './keys';
export { useConversation } from './api/conversation';
export { useMarkRead, bumpUnreadCountVersion } from './api/mark-read';
export { nextChatPage } from './api/messages';
export { useUnreadCount } from './api/unread-count';
export { useUserSuggestions } from './api/user-suggestions';
export { useChatEvents, type ChatEventHandlers } from './useChatEvents';
export { ConversationPane, type ConversationPaneProps } from './ConversationPane';
export { NewConversationPane, type NewConversationPaneProps } from './NewConversationPane';
export { ConversationSettingsDialog } from './ConversationSettingsDialog';
export { UserPickerDialog, type UserPickerDialogProps } from './UserPickerDialog';
export { conversationTitle, memberName } from './conversation-title';
export { formatListTime, formatMessageTime, formatFileDate, fullName, initials } from './format';
export { plainMentions } from './mentions';
export { FragmentLine } from './MessageItem';
