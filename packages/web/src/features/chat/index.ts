// The shared chat pieces the inbox pages (client and portal) build on.
export {
  chatApi,
  chatKeys,
  uploadAttachments,
  getPresignedUrl,
  downloadChatFile,
  isNotFound,
  type ChatUserCard,
} from './api';
export { useChatEvents, type ChatEventHandlers } from './useChatEvents';
export { ConversationPane, type ConversationPaneProps } from './ConversationPane';
export { NewConversationPane, type NewConversationPaneProps } from './NewConversationPane';
export { ConversationSettingsDialog } from './ConversationSettingsDialog';
export { UserPickerDialog, type UserPickerDialogProps } from './UserPickerDialog';
export { conversationTitle, memberName } from './conversation-title';
export { formatListTime, formatMessageTime, formatFileDate, fullName, initials } from './format';
export { plainMentions } from './mentions';
export { useMarkRead, useConversation, useUserSuggestions, bumpUnreadCountVersion } from './hooks';
