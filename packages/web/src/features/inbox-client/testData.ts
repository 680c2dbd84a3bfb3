import type { ChatMember, ChatMessage, Conversation, NewMessageEvent } from '@atrium/contract';

/** Builders for the inbox tests. */
export function member(id: string, firstName: string, lastName: string): ChatMember {
  const user = { externalId: id, firstName, lastName, email: `${firstName.toLowerCase()}@x.example` };
  return { user, userExternalId: id, firstName, lastName, email: user.email, isOwner: false, isStaff: false, isInternal: false, role: null, tenantNames: [], isAvailable: true };
}

export function conversation(id: string, over: Partial<Conversation> = {}): Conversation {
  return {
    externalId: id,
    title: null,
    conversationType: 'PRIVATE',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    unreadMessagesCount: 0,
    mentionsCount: 0,
    lastMessageText: null,
    lastMessageAt: null,
    membersCount: 2,
    readOnly: false,
    isOwner: true,
    tenant: { name: 'Acme', externalId: 'tenant-1' },
    members: [member('me', 'Olivia', 'Owner'), member(`u-${id}`, 'Kim', 'Kam')],
    internalChannelExternalId: null,
    internalUnreadMessageCount: 0,
    parentConversationExternalId: null,
    currentThreadStatus: null,
    currentThreadStarted: null,
    lastOpenTime: null,
    timeSinceOpen: null,
    timeWithNoResponse: null,
    isArchived: false,
    ...over,
  };
}

export function message(conversationExternalId: string, text: string | null, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    externalId: `m-${Math.random()}`,
    conversationExternalId,
    message: text,
    createdAt: '2026-01-02T09:30:00.000Z',
    user: { externalId: 'u-sender', firstName: 'Kim', lastName: 'Kam', email: 'kim@x.example' },
    files: [],
    messageFragments: [],
    associatedThreadStepStatus: null,
    isBotMessage: false,
    messageReceiverIsBot: false,
    ...over,
  };
}

export function newMessageEvent(conversationExternalId: string, text: string | null, over: Partial<NewMessageEvent> = {}): NewMessageEvent {
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
