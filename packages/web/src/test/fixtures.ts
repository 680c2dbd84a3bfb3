/** Data fixtures shared by the tests of several features (builders only: no rendering, no mocks). */
import { PERMISSIONS, type ChatMember, type ChatMessage, type Conversation, type CurrentUser } from '@atrium/contract';

/** A signed-in customer (atrium:One:Access), as GET /auth/current-user returns it. */
export const customer: CurrentUser = {
  externalId: 'u-1',
  roles: [{ name: 'atrium-one' }],
  userRoles: [{ name: 'atrium-one', permissions: [PERMISSIONS.oneAccess] }],
  permissionUUIDs: [PERMISSIONS.oneAccess.uuid],
  user: { firstName: 'Olive', lastName: 'Owner', email: 'owner@acme.example', externalId: 'u-1', userRoles: [] },
  language: 'en',
  isInternal: false,
  atriumApplicationOptions: {},
  tokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

/** Users and the conversation of the chat tests. */
export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const ANN = '11111111-1111-4111-8111-111111111111';
export const BO = '22222222-2222-4222-8222-222222222222';
export const CONV = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

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
