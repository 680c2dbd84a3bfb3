import type { ChatMember, ChatMessage, Conversation, NewMessageEvent } from '@atrium/contract';
import { conversation as chatConversation, member as chatMember, message as chatMessage } from '../../test/fixtures';

/** Builders for the inbox tests: the chat feature's builders with the inbox's own ids and a fixed clock. */
export const member = (id: string, firstName: string, lastName: string): ChatMember =>
  chatMember(id, firstName, lastName);

export function conversation(id: string, over: Partial<Conversation> = {}): Conversation {
  return chatConversation({
    externalId: id,
    title: null,
    conversationType: 'PRIVATE',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    unreadMessagesCount: 0,
    membersCount: 2,
    tenant: { name: 'Acme', externalId: 'tenant-1' },
    members: [member('me', 'Olivia', 'Owner'), member(`u-${id}`, 'Kim', 'Kam')],
    ...over,
  });
}

export function message(
  conversationExternalId: string,
  text: string | null,
  over: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    ...chatMessage(`m-${Math.random()}`, text, null, '2026-01-02T09:30:00.000Z'),
    conversationExternalId,
    user: { externalId: 'u-sender', firstName: 'Kim', lastName: 'Kam', email: 'kim@x.example' },
    ...over,
  };
}

export function newMessageEvent(
  conversationExternalId: string,
  text: string | null,
  over: Partial<NewMessageEvent> = {},
): NewMessageEvent {
  return {
    message: message(conversationExternalId, text),
    conversationExternalId,
    conversationType: 'PRIVATE',
    parentConversationExternalId: null,
    tenantExternalId: 'tenant-1',
    senderName: 'Kim Kam',
    unreadMessagesCount: 3,
    unreadChatCount: 2,
    currentThreadStatus: null,
    ...over,
  };
}
