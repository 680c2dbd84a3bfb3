import { z } from 'zod';
import {
  CHAT_PATHS,
  chatMessageSchema,
  conversationSchema,
  CONVERSATION_TYPES,
  type ConversationType,
} from '../chat.ts';

/**
 * Atrium AI (spec 2 §1–§9, issue 18): assistant conversations live beside the inbox's, under the same
 * /api/atrium-chat-conversation and /api/atrium-chat-message bases, flagged as assistant conversations so the inbox
 * lists never show them. A message to the bot is answered by a streamed run (realtime BOT_* events for every member,
 * and an NDJSON HTTP stream of the same events for the sender of POST stream).
 */
export const ASSISTANT_PATHS = {
  conversation: CHAT_PATHS.conversation,
  message: CHAT_PATHS.message,
  user: CHAT_PATHS.user,
} as const;

// ---------------------------------------------------------------- enums (spec 2 §3)
/** The drawer's contexts by page (spec 2 §2 "AI assistant drawer"). FUNDRAISING is the default. */
export const ASSISTANT_CONTEXTS = [
  'ACCOUNTING',
  'FUNDRAISING',
  'INVESTOR_NAVIGATOR',
  'PRIVATE',
  'INTERNAL_CHANNEL',
  'DATA_ROOM',
  'SHARED_SPACE',
  'SHARED_FINANCIALS',
  'SINGLE_DOCUMENT',
  'SINGLE_DOCUMENT_DATA_ROOM',
] as const;
export type AssistantContext = (typeof ASSISTANT_CONTEXTS)[number];
export const DEFAULT_ASSISTANT_CONTEXT: AssistantContext = 'FUNDRAISING';

/** The conversationType an assistant conversation of each context is created with. */
export const ASSISTANT_CONTEXT_TYPES = {
  ACCOUNTING: 'ACCOUNTING',
  FUNDRAISING: 'FUNDRAISING',
  INVESTOR_NAVIGATOR: 'VC_NAVIGATOR',
  PRIVATE: 'PRIVATE_GROUP',
  INTERNAL_CHANNEL: 'INTERNAL_CHANNEL',
  DATA_ROOM: 'DATA_ROOM',
  SHARED_SPACE: 'VIRTUAL_DATA_ROOM',
  SHARED_FINANCIALS: 'SHARED_FINANCIALS',
  SINGLE_DOCUMENT: 'SINGLE_DOCUMENT',
  SINGLE_DOCUMENT_DATA_ROOM: 'SINGLE_DOCUMENT_DATA_ROOM',
} as const satisfies Record<AssistantContext, ConversationType>;

/**
 * What contextEntityExternalId names per type: the shared room (VIRTUAL_DATA_ROOM, SHARED_FINANCIALS), the file
 * (SINGLE_DOCUMENT: a room file; SINGLE_DOCUMENT_DATA_ROOM: a master data-room file), the inbox conversation
 * (PRIVATE_GROUP, INTERNAL_CHANNEL); none for the others.
 */
export const ASSISTANT_ENTITY_REQUIRED: Record<ConversationType, boolean> = {
  PRIVATE: false,
  PRIVATE_GROUP: false,
  INTERNAL_CHANNEL: false,
  ACCOUNTING: false,
  FUNDRAISING: false,
  VC_NAVIGATOR: false,
  DATA_ROOM: false,
  VIRTUAL_DATA_ROOM: true,
  SHARED_FINANCIALS: true,
  SINGLE_DOCUMENT: true,
  SINGLE_DOCUMENT_DATA_ROOM: true,
};

/** Content kinds of an assistant message (spec 2 §3 fragments in the assistant, plus JSON and MARKDOWN). */
export const ASSISTANT_FRAGMENT_TYPES = [
  'STRING',
  'MARKDOWN',
  'JSON',
  'CHART',
  'HTML',
  'FINANCIAL_STATEMENT_ITEM',
  'FUNDER',
  'ROOM_DOCUMENT',
  'SHARED_FINANCIALS',
] as const;
export type AssistantFragmentType = (typeof ASSISTANT_FRAGMENT_TYPES)[number];

export const AI_TOOLS = ['DOCUMENT_QA', 'FIND_INVESTORS', 'FIND_INVESTOR'] as const;
export type AiTool = (typeof AI_TOOLS)[number];
export const HELP_ME_WRITE_TYPES = ['APPROACH_EMAIL', 'FOLLOW_UP_EMAIL'] as const;
export type HelpMeWriteType = (typeof HELP_ME_WRITE_TYPES)[number];
export const CHAT_STREAM_EVENTS = ['STATE_CHANGED', 'UPLOAD_PROGRESS', 'UPLOAD_TO_VECTOR_STORE'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];

/** Business constants (spec 2 §9). */
export const ASSISTANT_LIMITS = {
  pageSize: 15,
  /** A reload asks page 0 with 15·n+15 rows; the server caps it. */
  maxReloadSize: 300,
  undoDeleteMs: 5_000,
  conversationSearchDebounceMs: 500,
  typewriterMsPerChar: 10,
  titleMaxLength: 200,
  messageMaxLength: 10_000,
  /** Bot messages per user per minute. */
  botMessagesPerMinute: 20,
  typingRefreshMs: 1_000,
  /** More typers than this show 'Many users'. */
  namedTypersMax: 2,
  /** Questions to the bot waiting in one conversation while it answers; one more answers 409. */
  maxQueuedQuestions: 5,
} as const;

// ---------------------------------------------------------------- message content
export const financialStatementItemSchema = z.object({ name: z.string(), value: z.number(), date: z.string() });
export type FinancialStatementItem = z.infer<typeof financialStatementItemSchema>;

export const chartContentSchema = z.object({
  /** Which dashboard chart (e.g. cash, burn, runway, spending). */
  chartId: z.string(),
  title: z.string(),
  unit: z.enum(['USD', 'MONTHS', 'COUNT']),
  points: z.array(z.object({ label: z.string(), value: z.number() })),
});
export type ChartContent = z.infer<typeof chartContentSchema>;

export const funderCardSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  kind: z.string(),
  shortDescription: z.string().nullable(),
  location: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type FunderCard = z.infer<typeof funderCardSchema>;

export const roomDocumentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  /** Where the file opens: the master data room or a shared room. */
  roomExternalId: z.string().nullable(),
});
export type RoomDocument = z.infer<typeof roomDocumentSchema>;

/** The parsed `message` of an assistant message: a JSON string {type, content}. */
export const assistantContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('STRING'), content: z.string() }),
  z.object({ type: z.literal('MARKDOWN'), content: z.string() }),
  z.object({ type: z.literal('HTML'), content: z.string() }),
  z.object({ type: z.literal('JSON'), content: z.unknown() }),
  z.object({ type: z.literal('CHART'), content: chartContentSchema }),
  z.object({ type: z.literal('FINANCIAL_STATEMENT_ITEM'), content: financialStatementItemSchema }),
  z.object({ type: z.literal('FUNDER'), content: funderCardSchema }),
  z.object({ type: z.literal('ROOM_DOCUMENT'), content: roomDocumentSchema }),
  z.object({
    type: z.literal('SHARED_FINANCIALS'),
    content: z.object({ roomExternalId: z.string(), title: z.string(), items: z.array(financialStatementItemSchema) }),
  }),
]);
export type AssistantContent = z.infer<typeof assistantContentSchema>;

/** metadata of a bot message: which tool answered and what it cites. */
export const assistantMetadataSchema = z.object({
  tool: z.enum(AI_TOOLS).nullable(),
  documents: z.array(
    z.object({
      name: z.string(),
      documentId: z.string(),
      roomExternalId: z.string().nullable(),
      /** A document-center file (opens there); absent: a data-room file (the master data room or roomExternalId's). */
      source: z.literal('DOCUMENT_CENTER').optional(),
    }),
  ),
  funders: z.array(funderCardSchema).optional(),
});
export type AssistantMetadata = z.infer<typeof assistantMetadataSchema>;

export const assistantMessageSchema = chatMessageSchema.extend({
  metadata: assistantMetadataSchema.nullable(),
  /** The run ended by Stop or an error: the text is what was generated before. */
  isIncomplete: z.boolean(),
  errorText: z.string().nullable(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = conversationSchema.extend({
  isAssistant: z.literal(true),
  contextEntityExternalId: z.string().nullable(),
  hasChart: z.boolean(),
  /** Set while the conversation is deleted and the undo window is open. */
  deletedAt: z.string().nullable(),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

// ---------------------------------------------------------------- requests
const id = z.string().uuid();
const title = z.string().trim().min(1).max(ASSISTANT_LIMITS.titleMaxLength);
const messageText = z.string().max(ASSISTANT_LIMITS.messageMaxLength);

/** POST / (spec 2 §3 conversation creation payload). */
export const createAssistantConversationBody = z.object({
  title: title.optional(),
  conversationType: z.enum(CONVERSATION_TYPES),
  tenant: id,
  contextEntityExternalId: id.nullable().optional(),
});
export type CreateAssistantConversationBody = z.infer<typeof createAssistantConversationBody>;

/** GET type-paginated (and GET type: the same without paging). */
export const assistantTypeQuery = z.object({
  type: z.enum(CONVERSATION_TYPES),
  tenantExternalId: id,
  contextEntityExternalId: id.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(ASSISTANT_LIMITS.maxReloadSize).default(ASSISTANT_LIMITS.pageSize),
});
export const assistantTenantQuery = z.object({ tenantExternalId: id });
export const assistantQueryQuery = z.object({ tenantExternalId: id, term: z.string().trim().max(200) });
export const enrichConversationQuery = z.object({ conversationExternalId: id });

/** POST stream and POST / (message) to the bot. */
export const assistantSendBody = z.object({
  conversationExternalId: id,
  message: messageText,
  messageReceiverIsBot: z.boolean(),
});
export const assistantStreamBody = assistantSendBody.extend({ messageReceiverIsBot: z.literal(true) });
/** POST hidden: context the bot reads but members do not see (e.g. the page's selection). */
export const hiddenMessageBody = z.object({ conversationExternalId: id, message: messageText.min(1) });
/** POST stop: aborts the conversation's running generation on the server. */
export const stopGenerationBody = z.object({ conversationExternalId: id });
/**
 * POST catch-up: a reader who opens (or reopens) a conversation while the bot answers asks for the answer so far; it
 * comes as BOT_MESSAGE_START with `text` over realtime, and the chunks that follow carry their offsets.
 */
export const catchUpBody = z.object({ conversationExternalId: id });
export const helpMeWriteBody = z.object({
  chatMessage: z.object({ conversationExternalId: id, message: messageText.optional() }),
  funderDTO: z.object({ externalId: id }),
  helpMeWriteType: z.enum(HELP_ME_WRITE_TYPES),
});

/** The "ask about this" calls: each adds the item to a conversation (a new one when none is named). */
const askAbout = { tenantExternalId: id, conversationExternalId: id.optional() };
export const askChartBody = z.object(askAbout);
export const askStatementItemBody = z.object({ ...askAbout, item: financialStatementItemSchema });
export const askFunderBody = z.object({ ...askAbout, funderExternalId: id });
export const askDocumentBody = z.object({ ...askAbout, documentExternalId: id, roomExternalId: id.optional() });
export const askSharedFinancialBody = z.object({ ...askAbout, roomExternalId: id });
export const askSharedFinancialItemBody = z.object({
  ...askAbout,
  roomExternalId: id,
  item: financialStatementItemSchema,
});

/** POST {id}/save-options. */
export const assistantOptionsBody = z.object({ hideArchiveHint: z.boolean() });
export const assistantUserSchema = z.object({
  user: z.object({ externalId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  title: z.string().nullable(),
  hasBeenInMultiuserChat: z.boolean(),
  hideArchiveHint: z.boolean(),
});
export type AssistantUser = z.infer<typeof assistantUserSchema>;

// ---------------------------------------------------------------- stream events (realtime and NDJSON)
const runRef = { conversationExternalId: z.string(), messageExternalId: z.string() };
export const botStreamEventSchema = z.discriminatedUnion('type', [
  // `text`: the answer so far, for a member added while the bot answers (the rest follows as chunks).
  z.object({ type: z.literal('BOT_MESSAGE_START'), content: z.object({ ...runRef, text: z.string().optional() }) }),
  // `offset`: where the chunk starts in the answer, so a copy received twice (HTTP and realtime) is applied once.
  z.object({
    type: z.literal('BOT_MESSAGE_CHUNK'),
    content: z.object({ ...runRef, chunk: z.string(), offset: z.number().int().min(0).optional() }),
  }),
  z.object({
    type: z.literal('BOT_MESSAGE_METADATA'),
    content: z.object({ ...runRef, metadata: assistantMetadataSchema }),
  }),
  z.object({ type: z.literal('BOT_MESSAGE_END'), content: z.object({ ...runRef, message: assistantMessageSchema }) }),
  z.object({ type: z.literal('BOT_ERROR'), content: z.object({ ...runRef, error: z.string() }) }),
]);
export type BotStreamEvent = z.infer<typeof botStreamEventSchema>;
