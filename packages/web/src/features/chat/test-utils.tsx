import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMember, ChatMessage, Conversation } from '@atrium/contract';
import { sessionStore } from '../../session/session';

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const ANN = '11111111-1111-4111-8111-111111111111';
export const BO = '22222222-2222-4222-8222-222222222222';
export const CONV = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function signIn(externalId = ME) {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: {
      externalId,
      user: { firstName: 'Me', lastName: 'Self', email: 'me@x.y', externalId, userRoles: [] },
    } as never,
  });
}

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const member = (
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<ChatMember> = {},
): ChatMember => ({
  user: { externalId: id, firstName, lastName, email: `${firstName.toLowerCase()}@x.y` },
  userExternalId: id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@x.y`,
  isOwner: false,
  isStaff: false,
  isInternal: false,
  role: null,
  tenantNames: [],
  isAvailable: true,
  ...extra,
});

export const message = (
  id: string,
  text: string | null,
  userId: string | null,
  createdAt = new Date().toISOString(),
): ChatMessage => ({
  externalId: id,
  conversationExternalId: CONV,
  message: text,
  createdAt,
  user: userId ? { externalId: userId, firstName: userId === ME ? 'Me' : 'Ann', lastName: 'X', email: 'x@y.z' } : null,
  files: [],
  messageFragments: [],
  associatedThreadStepStatus: null,
  isBotMessage: false,
  messageReceiverIsBot: false,
});

export const conversation = (extra: Partial<Conversation> = {}): Conversation => ({
  externalId: CONV,
  title: 'Project talk',
  conversationType: 'PRIVATE_GROUP',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  unreadMessagesCount: 2,
  mentionsCount: 0,
  lastMessageText: null,
  lastMessageAt: null,
  membersCount: 3,
  readOnly: false,
  isOwner: true,
  tenant: { name: 'Acme', externalId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' },
  members: [member(ME, 'Me', 'Self', { isOwner: true }), member(ANN, 'Ann', 'Lee'), member(BO, 'Bo', 'Ek')],
  internalChannelExternalId: null,
  internalUnreadMessageCount: 0,
  parentConversationExternalId: null,
  currentThreadStatus: null,
  currentThreadStarted: null,
  lastOpenTime: null,
  timeSinceOpen: null,
  timeWithNoResponse: null,
  isArchived: false,
  ...extra,
});
