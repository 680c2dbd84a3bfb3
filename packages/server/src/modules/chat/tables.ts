import {
  pgTable,
  integer,
  bigint,
  text,
  uuid,
  timestamp,
  boolean,
  jsonb,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AssistantContent, AssistantMetadata, MessageFragment } from '@atrium/contract';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/**
 * A conversation of the inbox (spec 2 §3). Every one belongs to a tenant (the client company it is with). A client
 * conversation with staff in it has a team channel: an INTERNAL_CHANNEL conversation whose parent_id points at it.
 * The thread columns are kept from chat_thread_events in the same transaction, so durations are computed from stored
 * times (never from a process's memory) and survive a restart.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id'),
    /** OPEN | ANSWERED | FINALIZED; null for a conversation without staff (no thread). */
    threadStatus: text('thread_status'),
    threadStartedAt: timestamp('thread_started_at', { withTimezone: true }),
    /** Last time the thread was (re)opened by a client message. */
    lastOpenAt: timestamp('last_open_at', { withTimezone: true }),
    /** Oldest client message not yet answered by staff; null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageText: text('last_message_text'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** An Atrium AI conversation (spec 2 §1 drawer): never shown by the inbox lists, counts or statistics. */
    isAssistant: boolean('is_assistant').notNull().default(false),
    /** The room, file or inbox conversation an assistant conversation is about (ASSISTANT_ENTITY_REQUIRED). */
    contextEntityExternalId: uuid('context_entity_external_id'),
    /** An assistant conversation deleted and within its undo window; purged once the window has passed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hasChart: boolean('has_chart').notNull().default(false),
    /** Title and members' names, one per line: what the list search matches (store.refreshSearch; trigram index). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    index('chat_conversations_assistant_idx')
      .on(t.tenantId, t.type, t.updatedAt)
      .where(sql`${t.isAssistant}`),
    index('chat_conversations_updated_idx').on(t.updatedAt),
    uniqueIndex('chat_conversations_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
  ],
);

/**
 * Membership of a conversation with the member's own read state. unread_count and mentions_count are kept by the
 * message insert (one UPDATE per message), so lists and badges never count messages.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    /** Tagged in through the team channel: reads the reply channel, cannot post to it (spec 2 §5). */
    isInternal: boolean('is_internal').notNull().default(false),
    unreadCount: integer('unread_count').notNull().default(0),
    mentionsCount: integer('mentions_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The conversation this membership counts for in a portal list: the parent of a team channel, else its own. Filled
     * by a trigger on insert (migration 0031_chat_list_ids; a channel never changes parent); the code never writes it, so
     * the default is never kept.
     */
    listId: integer('list_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_idx').on(t.userId, t.conversationId),
    index('chat_members_user_list_idx').on(t.userId, t.listId),
  ],
);

/** A message; text is stored sanitised (plain text with mention markup). System events are fragments. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text(),
    fragments: jsonb().$type<MessageFragment[]>().notNull().default([]),
    threadStatus: text('thread_status'),
    /** Atrium AI: written by the bot (user_id null). */
    isBot: boolean('is_bot').notNull().default(false),
    /** Atrium AI: a message to the bot (answered by a run). */
    receiverIsBot: boolean('receiver_is_bot').notNull().default(false),
    /** Atrium AI: context the bot reads but members do not see (POST hidden). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Atrium AI: the message as {type, content} (AssistantContent); `text` keeps its searchable text. */
    content: jsonb().$type<AssistantContent>(),
    /** Atrium AI: which tool answered and what it cites (AssistantMetadata). */
    metadata: jsonb().$type<AssistantMetadata>(),
    /** Atrium AI: the run ended by Stop or an error; the text is what was generated before. */
    isIncomplete: boolean('is_incomplete').notNull().default(false),
    errorText: text('error_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** Who was mentioned where (the MENTIONS lists and filters). */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As chat_members.list_id: the parent conversation of a team channel, else the conversation (a trigger fills it). */
    listId: integer('list_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_mentions_user_idx').on(t.userId, t.conversationId),
    index('chat_mentions_user_list_idx').on(t.userId, t.listId),
  ],
);

/** A file shared in a conversation; the bytes live in storage under storage_key. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'cascade' }),
    uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    contentType: text('content_type').notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_files_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_files_message_idx').on(t.messageId),
  ],
);

/** The thread's history: OPENED, CLIENT_MESSAGE, ANSWERED, FINALIZED with their times (statistics, dividers). */
export const chatThreadEvents = pgTable(
  'chat_thread_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_thread_events_conversation_idx').on(t.conversationId, t.at)],
);
