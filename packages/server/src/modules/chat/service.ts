import type { AppDeps } from '../../platform/deps.ts';
import { createChatCore, type ChatDeps } from './core.ts';
import { createConversationService } from './conversations.ts';
import { createMemberService } from './members.ts';
import { createMessageService } from './messages.ts';
import { createReadStateService } from './read-state.ts';
import { createAttachmentService } from './attachments.ts';
import { createStatisticsService } from './statistics.ts';
import { createAssistantChat } from './assistant.ts';

/** The chat of the inbox (spec 2): conversations, members, messages, read state, statistics, attachments. */
export function createChatService(
  deps: AppDeps,
  chatDeps: Omit<ChatDeps, 'storage'> & { storage?: ChatDeps['storage'] },
) {
  const core = createChatCore(deps, {
    ...chatDeps,
    storage: chatDeps.storage ?? (() => deps.storage),
  });
  return {
    core,
    conversations: createConversationService(core),
    members: createMemberService(core),
    messages: createMessageService(core),
    readState: createReadStateService(core),
    attachments: createAttachmentService(core),
    statistics: createStatisticsService(core),
    assistant: createAssistantChat(core),
  };
}
export type ChatService = ReturnType<typeof createChatService>;
