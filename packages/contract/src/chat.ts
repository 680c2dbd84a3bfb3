import { z } from 'zod';
import { PRODUCT } from './product.ts';

/**
 * Chat: client inbox, portal inbox with the team channel, thread status, statistics, realtime (spec 2 §1–§9).
 * Paths: /api/atrium-chat-conversation (CHAT_PATHS.conversation) and /api/atrium-chat-message (CHAT_PATHS.message).
 */
export const CHAT_PATHS = {
  conversation: `/api/${PRODUCT.slug}-chat-conversation`,
  message: `/api/${PRODUCT.slug}-chat-message`,
  user: `/api/${PRODUCT.slug}-user`,
  experts: `/api/${PRODUCT.slug}-company/experts`,
} as const;

// ---------------------------------------------------------------- enums (spec 2 §3)
export const CONVERSATION_TYPES = [
  'PRIVATE',
  'PRIVATE_GROUP',
  'INTERNAL_CHANNEL',
  'ACCOUNTING',
  'FUNDRAISING',
  'VC_NAVIGATOR',
  'DATA_ROOM',
  'VIRTUAL_DATA_ROOM',
  'SHARED_FINANCIALS',
  'SINGLE_DOCUMENT',
  'SINGLE_DOCUMENT_DATA_ROOM',
] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
/** The inbox deals with these three; the others belong to the assistant drawer (a later issue). */
export const INBOX_CONVERSATION_TYPES = [
  'PRIVATE',
  'PRIVATE_GROUP',
  'INTERNAL_CHANNEL',
] as const satisfies readonly ConversationType[];

export const THREAD_STATUSES = ['OPEN', 'ANSWERED', 'FINALIZED'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

export const ACTIVITY_FILTERS = ['ALL', 'UNREADS_ONLY', 'MENTIONS_ONLY'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const DATE_FILTERS = ['YESTERDAY', 'LAST_WEEK', 'LAST_MONTH'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Kinds of portal list (spec 2 §3 "Kinds of portal list"). */
export const PORTAL_LIST_KINDS = ['ALL', 'MENTIONS', 'TEAM', 'ADMIN_READ_ONLY'] as const;
export type PortalListKind = (typeof PORTAL_LIST_KINDS)[number];
/**
 * Quick filters of the portal list. 'shared with me' and 'urgent' are not among the spec's list kinds: they travel in
 * generalPortalFilters (SHARED_WITH_ME = tagged into the team channel; URGENT = a client waiting longer than
 * CHAT_LIMITS.urgentAfterMs).
 */
export const PORTAL_QUICK_FILTERS = ['ALL', 'MENTIONS', 'SHARED_WITH_ME', 'TEAM', 'URGENT', 'READ_ONLY'] as const;
export type PortalQuickFilter = (typeof PORTAL_QUICK_FILTERS)[number];
export const GENERAL_PORTAL_FILTERS = ['SHARED_WITH_ME', 'URGENT'] as const;
export type GeneralPortalFilter = (typeof GENERAL_PORTAL_FILTERS)[number];
export const READ_STATUS_FILTERS = ['READ', 'UNREAD'] as const;
export type ReadStatusFilter = (typeof READ_STATUS_FILTERS)[number];

/** System fragments of a message (spec 2 §3 "Fragment types in the inbox"). */
export const MESSAGE_FRAGMENT_TYPES = [
  'CHAT_BEGINNING',
  'THREAD_OPENED',
  'FINALIZED_THREAD',
  'INVITED_USERS',
  'REMOVED_USERS',
  'CHAT_MEMBER_LEFT',
] as const;
export type MessageFragmentType = (typeof MESSAGE_FRAGMENT_TYPES)[number];

// ---------------------------------------------------------------- constants (spec 2 §9)
export const CHAT_LIMITS = {
  /** 10 MB = 10,485,760 bytes; a file of this size or more is refused (spec 2 §6 "at or above the limit"). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsPerMessage: 10,
  messageMaxChars: 10_000,
  titleMaxChars: 120,
  groupNameMaxChars: 120,
  conversationPageSize: 20,
  messagePageSize: 30,
  statisticsPageSize: 10,
  portalMentionPageSize: 20,
  employeeSearchPageSize: 20,
  providerTeamPageSize: 100,
  inboxActivityPageSize: 5,
  groupMinNew: 2,
  groupMinAdd: 1,
  chatBeginningMaxMembers: 4,
  typingThrottleMs: 3000,
  typingTimeToLiveMs: 5000,
  urgentAfterMs: 24 * 60 * 60 * 1000,
  statisticsStartupMinChars: 2,
  previewExtensions: ['png', 'jpg', 'jpeg', 'pdf'],
  presignedUrlTtlMs: 15 * 60 * 1000,
  debounce: {
    chatList: 250,
    recipient: 200,
    portalSearch: 300,
    employeeSearch: 150,
    companySearch: 0,
    statisticsStartup: 300,
    userSuggestion: 250,
  },
  timeouts: { conversationFiles: 45_000, messagePage: 15_000, filterInbox: 120_000, sendMessage: 40 * 60_000 },
  mentionHoverMs: 300,
} as const;

/** Attachment content types accepted by the server (checked by content, not by name). */
export const CHAT_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** The spec's messages (§8), spelling included; the web translates the keys it shows by key. */
export const CHAT_MESSAGES = {
  notPartOfConversation: 'You are not part of this conversation.',
  alreadyFinalized: 'This conversation is already finalized',
  onlyStaffMayFinalize: "Only the provider's team can finalize a conversation thread.",
  cantLeaveConversation: 'You cannot leave a conversation with 2 or fewer members.',
  cantRemoveMembers: 'Members can be removed only when the conversation has more than 2 members.',
  onlyOwnerMayRemove: 'Only the owner of the conversation may remove members.',
  onlyOwnerMayRename: 'Only the owner of the conversation may rename it.',
  cantRemoveYourself: 'You cannot remove yourself; leave the conversation instead.',
  noConversationSelected: 'No conversation selected',
  noKam: 'This company has no key account manager assigned yet.',
  emptyMessage: 'A message needs text or at least one file.',
  noResults: 'There are not results.',
  /** '{file name} exceeded max size allowed (N MB)'. */
  fileTooLarge: (fileName: string, maxBytes: number) =>
    `${fileName} exceeded max size allowed (${Math.round(maxBytes / 1024 / 1024)} MB)`,
  fileTypeNotAllowed: (fileName: string) => `${fileName} is not a file type that can be shared in chat.`,
} as const;

/** The one size rule of chat attachments, shared by the browser and the API: at or above the limit is refused. */
export const isChatAttachmentTooLarge = (bytes: number) => bytes >= CHAT_LIMITS.attachmentMaxBytes;

/** Mention markup @[display name](externalId) (spec 2 §3). */
export const MENTION_PATTERN = /@\[([^\]]+)\]\(([0-9a-fA-F-]{36})\)/g;
export function mentionedIds(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((m) => m[2].toLowerCase()))];
}

// ---------------------------------------------------------------- shapes (spec 2 §3)
const id = z.string().uuid();
export const chatUserSchema = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMemberSchema = z.object({
  user: chatUserSchema,
  userExternalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  /** Provider staff (a member of the internal tenant). */
  isStaff: z.boolean(),
  /** Tagged in through the team channel: reads the reply channel, writes only on the team channel (spec 2 §5). */
  isInternal: z.boolean(),
  role: z.string().nullable(),
  tenantNames: z.array(z.string()),
  isAvailable: z.boolean(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatFileSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  messageExternalId: z.string().nullable(),
  submitterUser: z.object({ externalId: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const messageFragmentSchema = z.object({
  type: z.enum(MESSAGE_FRAGMENT_TYPES),
  /** CHAT_BEGINNING: member names; INVITED/REMOVED_USERS: names; CHAT_MEMBER_LEFT: the name; thread fragments: null. */
  content: z.union([z.string(), z.array(z.string()), z.null()]),
});
export type MessageFragment = z.infer<typeof messageFragmentSchema>;

export const chatMessageSchema = z.object({
  externalId: z.string(),
  conversationExternalId: z.string(),
  /** Sanitised plain text with mention markup; null for a files-only or system message. */
  message: z.string().nullable(),
  createdAt: z.string(),
  user: chatUserSchema.nullable(),
  files: z.array(chatFileSchema),
  messageFragments: z.array(messageFragmentSchema),
  associatedThreadStepStatus: z.enum(THREAD_STATUSES).nullable(),
  isBotMessage: z.boolean(),
  messageReceiverIsBot: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as the lists show it (and the head of the open conversation). */
export const conversationSchema = z.object({
  externalId: z.string(),
  title: z.string().nullable(),
  conversationType: z.enum(CONVERSATION_TYPES),
  createdAt: z.string(),
  updatedAt: z.string(),
  unreadMessagesCount: z.number().int(),
  mentionsCount: z.number().int(),
  lastMessageText: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  membersCount: z.number().int(),
  readOnly: z.boolean(),
  isOwner: z.boolean(),
  tenant: z.object({ name: z.string(), externalId: z.string() }),
  members: z.array(chatMemberSchema),
  internalChannelExternalId: z.string().nullable(),
  internalUnreadMessageCount: z.number().int(),
  /** For an INTERNAL_CHANNEL: the client conversation it belongs to. */
  parentConversationExternalId: z.string().nullable(),
  currentThreadStatus: z.enum(THREAD_STATUSES).nullable(),
  currentThreadStarted: z.string().nullable(),
  lastOpenTime: z.string().nullable(),
  /** Milliseconds since the thread opened and since the oldest unanswered client message (null when answered). */
  timeSinceOpen: z.number().int().nullable(),
  timeWithNoResponse: z.number().int().nullable(),
  isArchived: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Paged reply of the chat lists (spec 2 §3 "Paged response"). */
export const chatPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.object({
      number: z.number().int(),
      totalPages: z.number().int(),
      size: z.number().int(),
      totalElements: z.number().int(),
    }),
  });
export interface ChatPage<T> {
  content: T[];
  page: { number: number; totalPages: number; size: number; totalElements: number };
}

// ---------------------------------------------------------------- requests
export const pageNumberQuery = z.object({ page: z.coerce.number().int().min(0).default(0) });
export const conversationIdQuery = z.object({ conversationExternalId: id });

/** POST chat/private?tenantExternalId&page — the client list. */
export const privateChatsQuery = z.object({ tenantExternalId: id, page: z.coerce.number().int().min(0).default(0) });
export const privateChatFilterSchema = z.object({
  searchValue: z.string().trim().toLowerCase().max(200).default(''),
  activityFilter: z.enum(ACTIVITY_FILTERS).default('ALL'),
  dateFilter: z.enum(DATE_FILTERS).nullable().default(null),
});
export type PrivateChatFilter = z.infer<typeof privateChatFilterSchema>;

/** POST filter/get-inbox-chats-by-filter?filter&page — the portal list. */
export const portalChatsQuery = z.object({
  filter: z.enum(PORTAL_LIST_KINDS).default('ALL'),
  page: z.coerce.number().int().min(0).default(0),
});
export const portalFilterSchema = z.object({
  clientsExternalIds: z.array(id).max(200).default([]),
  employeesExternalIds: z.array(id).max(200).default([]),
  tenantExternalIds: z.array(id).max(200).default([]),
  otherClients: z.boolean().default(false),
  searchValue: z.string().trim().max(200).default(''),
  generalPortalFilters: z.array(z.enum(GENERAL_PORTAL_FILTERS)).max(GENERAL_PORTAL_FILTERS.length).default([]),
  showResponseTimes: z.boolean().default(false),
  status: z.enum(THREAD_STATUSES).nullable().default(null),
  readStatus: z.enum(READ_STATUS_FILTERS).nullable().default(null),
});
export type PortalFilter = z.infer<typeof portalFilterSchema>;
export type PortalFilterInput = z.input<typeof portalFilterSchema>;

const messageText = z.string().max(CHAT_LIMITS.messageMaxChars).nullable().default(null);
/** POST create-private-chat?coreUserExternalId&tenantExternalId. */
export const createPrivateChatQuery = z.object({ coreUserExternalId: id, tenantExternalId: id });
export const firstMessageBody = z.object({ message: messageText });
/**
 * POST create-private-group-chat?externalId(tenant)&groupName. Without groupName the group is unnamed: each reader sees
 * it titled by its other current members. An empty name is refused.
 */
export const createGroupChatQuery = z.object({
  externalId: id,
  groupName: z.string().trim().min(1, 'Group name is required').max(CHAT_LIMITS.groupNameMaxChars).optional(),
});
export const createGroupChatBody = z.object({
  usersExternalIds: z.array(id).min(CHAT_LIMITS.groupMinNew).max(100),
  message: messageText,
});
/** POST contains/members: the conversation whose members are exactly these users and the caller. */
export const findByMembersBody = z.object({ values: z.array(id).min(1).max(100), tenantExternalId: id });
export const renameConversationBody = z.object({
  conversationExternalId: id,
  newTitle: z.string().trim().max(CHAT_LIMITS.titleMaxChars),
});
export const manageUsersBody = z.object({
  conversationExternalId: id,
  usersToAdd: z.array(id).max(100).default([]),
  usersToRemove: z.array(id).max(100).default([]),
});
export const manageUsersReply = z.object({
  externalId: z.string(),
  members: z.array(chatMemberSchema),
  messages: z.array(chatMessageSchema),
});
export type ManageUsersReply = z.infer<typeof manageUsersReply>;
/** POST mentions / add-inbox-chat-members: tag staff into the team channel of a client conversation. */
export const tagMembersBody = z.object({ conversationExternalId: id, mentions: z.array(id).min(1).max(50) });
export const sendMessageBody = z.object({
  conversationExternalId: id,
  message: messageText,
  messageReceiverIsBot: z.boolean().default(false),
});
export const messagesPageQuery = z.object({
  conversationExternalId: id,
  page: z.coerce.number().int().min(0).default(0),
});
export const messageSearchQuery = z.object({
  conversationId: id,
  query: z.string().trim().max(200).optional(),
  /** YYYY-MM-DD: the messages of that day. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const typingQuery = z.object({ conversationExternalId: id, isTyping: z.coerce.boolean().default(true) });
export const unreadCountReply = z.object({ count: z.number().int() });

/** GET conversation-by-user?userExternalId&tenantExternalId: the caller's private chat with that person, or null. */
export const conversationByUserQuery = z.object({ userExternalId: id, tenantExternalId: id });
/** GET get-tenant-name-by-no-owner-member?conversationExternalId: the company of the members who are not the owner. */
export const tenantNameReply = z.object({ name: z.string().nullable(), externalId: z.string().nullable() });
/** GET inbox-activity?userExternalId&page&pageSize: the caller's conversations, latest activity first (page 0, 5). */
export const inboxActivityQuery = z.object({
  userExternalId: id,
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(CHAT_LIMITS.inboxActivityPageSize),
});
export const renameReply = z.object({ title: z.string() });

// ---------------------------------------------------------------- users and experts
export const userSuggestionSchema = z.object({
  externalId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAtriumEmployee: z.boolean(),
});
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;
export const userSuggestionsQuery = z.object({
  term: z.string().trim().max(100).default(''),
  tenantExternalId: id,
  conversationExternalId: id.optional(),
});
/** Portal user search result (searchUsersForPortalChat). */
export const portalChatUserSchema = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantNames: z.array(z.string()),
  tenantExternalIds: z.array(z.string()),
});
export type PortalChatUser = z.infer<typeof portalChatUserSchema>;
export const supportUserSchema = z.object({
  email: z.string(),
  user: z.object({ externalId: z.string(), firstName: z.string(), lastName: z.string() }),
  title: z.string().nullable(),
});
export type SupportUser = z.infer<typeof supportUserSchema>;

export const EXPERT_ROLES = ['KAM', 'EXPERT'] as const;
export type ExpertRole = (typeof EXPERT_ROLES)[number];
/** Expert (spec 2 §3): a provider employee assigned to the tenant. */
export const expertSchema = z.object({
  userExternalId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 'KAM' first; several roles comma separated. */
  role: z.string(),
  service: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  module: z.string().nullable(),
  dateAdded: z.string(),
});
export type Expert = z.infer<typeof expertSchema>;
export const assignExpertBody = z.object({
  tenantExternalId: id,
  userExternalId: id,
  role: z.enum(EXPERT_ROLES),
  service: z.string().trim().max(100).nullable().default(null),
});
export const assignKamBody = z.object({ tenantExternalId: id, userExternalId: id });

// ---------------------------------------------------------------- statistics (spec 2 §3)
const criterion = z.object({ externalId: id, name: z.string().max(200) });
export const statisticsCriteriaSchema = z.object({
  startups: z.array(criterion).max(200).default([]),
  atriumUsers: z.array(criterion).max(200).default([]),
  clientUsers: z.array(criterion).max(200).default([]),
  kams: z.array(criterion).max(200).default([]),
  status: z.array(z.enum(THREAD_STATUSES)).max(3).default([]),
});
export type StatisticsCriteria = z.infer<typeof statisticsCriteriaSchema>;
/** PUT filter/statistics?page body (the spec's getStatistics body). */
export const statisticsBody = z.object({
  tenantExternalIds: z.array(id).max(200).default([]),
  employeesExternalIds: z.array(id).max(200).default([]),
  clientExternalIds: z.array(id).max(200).default([]),
  kamExternalIds: z.array(id).max(200).default([]),
  status: z.array(z.enum(THREAD_STATUSES)).max(3).default([]),
});
export type StatisticsBody = z.infer<typeof statisticsBody>;
export const statisticsRowSchema = z.object({
  conversationExternalId: z.string(),
  title: z.string().nullable(),
  tenant: z.object({ name: z.string(), externalId: z.string() }),
  members: z.array(z.object({ firstName: z.string(), lastName: z.string(), internal: z.boolean() })),
  status: z.enum(THREAD_STATUSES).nullable(),
  waitingResponse: z.boolean(),
  /** Milliseconds. */
  timeWithNoResponse: z.number().int().nullable(),
  timeSinceOpen: z.number().int().nullable(),
  kam: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;
export const savedStatisticsFilterSchema = z.object({
  name: z.string().trim().min(1).max(100),
  criteria: statisticsCriteriaSchema,
});
export type SavedStatisticsFilter = z.infer<typeof savedStatisticsFilterSchema>;

/** 'Xd Yh Zm' (spec 2 §9). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms < 0) return '';
  const totalMinutes = Math.floor(ms / 60_000);
  const d = Math.floor(totalMinutes / 1440);
  const h = Math.floor((totalMinutes % 1440) / 60);
  const m = totalMinutes % 60;
  return `${d}d ${h}h ${m}m`;
}

// ---------------------------------------------------------------- realtime contents (spec 2 §4, §7)
/** NEW_MESSAGE on channel('user', memberExternalId): one event per member, with that member's counts. */
export const newMessageEventSchema = z.object({
  message: chatMessageSchema,
  conversationExternalId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  /** For a team-channel message: the client conversation it belongs to. */
  parentConversationExternalId: z.string().nullable(),
  tenantExternalId: z.string(),
  senderName: z.string(),
  /** The receiver's unread count of this conversation and of all chats (the shell badge). */
  unreadMessagesCount: z.number().int(),
  unreadChatCount: z.number().int(),
  currentThreadStatus: z.enum(THREAD_STATUSES).nullable(),
});
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
export const userTypingEventSchema = z.object({
  user: z.object({ externalId: z.string(), firstName: z.string(), lastName: z.string() }),
  conversation: z.string(),
  timeToLive: z.number().int(),
});
export type UserTypingEvent = z.infer<typeof userTypingEventSchema>;
/** CONVERSATION_READ on the reader's own user channel: every tab of theirs updates its counts. */
export const conversationReadEventSchema = z.object({
  conversationExternalId: z.string(),
  unreadMessagesCount: z.number().int(),
  unreadChatCount: z.number().int(),
});
export type ConversationReadEvent = z.infer<typeof conversationReadEventSchema>;
/** CONVERSATION_UPDATED: members, title or thread status changed; lists refresh that row. */
export const conversationUpdatedEventSchema = z.object({
  conversationExternalId: z.string(),
  reason: z.enum(['MEMBERS', 'TITLE', 'THREAD', 'REMOVED']),
});
export type ConversationUpdatedEvent = z.infer<typeof conversationUpdatedEventSchema>;

// ---------------------------------------------------------------- chat look-ups (users, companies; chat-support)
export const chatTermQuery = z.object({ term: z.string().trim().max(100).default('') });
export const coreUserQuery = z.object({ coreUserExternalId: id });
/** GET atrium-clients-by-tenant?tenantExternalIds=a,b (comma separated, or the parameter repeated). */
export const clientsByTenantQuery = z.object({
  tenantExternalIds: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v),
    z.array(z.string().trim().uuid()).min(1).max(200),
  ),
});
/** Startup autocomplete (getByTerm). */
export const companyByTermSchema = z.object({ companyName: z.string(), tenantExternalId: z.string() });
export type CompanyByTerm = z.infer<typeof companyByTermSchema>;
/** A client tenant by name (getCompaniesTenantData). */
export const tenantNameSchema = z.object({ name: z.string(), externalId: z.string() });
export type TenantName = z.infer<typeof tenantNameSchema>;
