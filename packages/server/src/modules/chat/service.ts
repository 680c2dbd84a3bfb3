import type { AppDeps } from '../../platform/deps.js';
import { createChatCore, type ChatDeps } from './core.js';
import { createConversationService } from './conversations.js';
import { createMemberService } from './members.js';
import { createMessageService } from './messages.js';
import { createReadStateService } from './read-state.js';
import { createAttachmentService } from './attachments.js';
import { createStatisticsService } from './statistics.js';

/** The chat of the inbox (spec 2): conversations, members, messages, read state, statistics, attachments. */
export function createChatService(deps: AppDeps, chatDeps: Omit<ChatDeps, 'storage'> & { storage?: ChatDeps['storage'] }) {
  const core = createChatCore(deps, {
    ...chatDeps,
    storage: chatDeps.storage ?? (() => deps.storage),
  });
  return {
    core,
    /** Full members of a conversation (user ids), null when unknown: the chat suggestions leave them out. */
    async memberUserIdsOf(conversationExternalId: string): Promise<number[] | null> {
      const conv = await core.store.byExternalId(conversationExternalId);
      if (!conv) return null;
      return (await core.store.members(conv.id)).filter((m) => !m.isInternal).map((m) => m.userId);
    },
    conversations: createConversationService(core),
    members: createMemberService(core),
    messages: createMessageService(core),
    readState: createReadStateService(core),
    attachments: createAttachmentService(core),
    statistics: createStatisticsService(core),
  };
}
export type ChatService = ReturnType<typeof createChatService>;
