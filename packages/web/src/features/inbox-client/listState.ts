import type { InfiniteData } from '@tanstack/react-query';
import type { ChatPage, Conversation, NewMessageEvent } from '@atrium/contract';
import { plainMentions } from '../chat';

export type ChatListData = InfiniteData<ChatPage<Conversation>, number>;

/** Every conversation of the loaded pages, in order, without duplicates (a row can shift between pages while paging). */
export function flattenChats(data: ChatListData | undefined): Conversation[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Conversation[] = [];
  for (const p of data.pages) {
    for (const c of p.content) {
      if (seen.has(c.externalId)) continue;
      seen.add(c.externalId);
      out.push(c);
    }
  }
  return out;
}

function mapChats(data: ChatListData, fn: (c: Conversation) => Conversation): ChatListData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, content: p.content.map(fn) })) };
}

/**
 * NEW_MESSAGE in the list (spec 2 §4): the conversation moves to the top with the new last text; its unread count
 * becomes the receiver's count from the event, or 0 when it is the open one. Returns null when the conversation is
 * not loaded (a new chat, or one further down): the caller refetches the list.
 */
export function applyNewMessage(
  data: ChatListData | undefined,
  event: NewMessageEvent,
  openConversationId: string | null,
): ChatListData | null {
  if (!data) return null;
  const id = event.conversationExternalId;
  let found: Conversation | undefined;
  for (const p of data.pages) found ??= p.content.find((c) => c.externalId === id);
  if (!found) return null;
  const text =
    event.message.message ??
    (event.message.files.length ? event.message.files.map((f) => f.name).join(', ') : found.lastMessageText);
  const updated: Conversation = {
    ...found,
    lastMessageText: text,
    lastMessageAt: event.message.createdAt,
    updatedAt: event.message.createdAt,
    unreadMessagesCount: id === openConversationId ? 0 : event.unreadMessagesCount,
  };
  const pages = data.pages.map((p, i) => {
    const rest = p.content.filter((c) => c.externalId !== id);
    return { ...p, content: i === 0 ? [updated, ...rest] : rest };
  });
  return { ...data, pages };
}

/** Sets one conversation's unread count (read → 0, mark unread → 1, spec 2 §4 "Read state"). */
export function setUnread(
  data: ChatListData | undefined,
  conversationExternalId: string,
  count: number,
): ChatListData | undefined {
  if (!data) return data;
  return mapChats(data, (c) => (c.externalId === conversationExternalId ? { ...c, unreadMessagesCount: count } : c));
}

/** Replaces a conversation's row in place (the pane changed its title, members or counts). */
export function replaceChat(data: ChatListData | undefined, conversation: Conversation): ChatListData | undefined {
  if (!data) return data;
  return mapChats(data, (c) => (c.externalId === conversation.externalId ? { ...c, ...conversation } : c));
}

/** Puts a conversation (new, or opened from elsewhere) at the top of the first page, once. */
export function prependChat(data: ChatListData | undefined, conversation: Conversation): ChatListData | undefined {
  if (!data) return data;
  const pages = data.pages.map((p, i) => {
    const rest = p.content.filter((c) => c.externalId !== conversation.externalId);
    return { ...p, content: i === 0 ? [conversation, ...rest] : rest };
  });
  return { ...data, pages };
}

/** The one-line preview of a last message: mentions read as @name, line breaks as spaces. */
export function previewText(text: string | null | undefined): string {
  return plainMentions(text).replace(/\s+/g, ' ').trim();
}

/** The route parameter: the placeholder ':atriumChatTeamExternalId' (or nothing) means none. */
export function conversationIdFromParam(param: string | undefined): string | null {
  if (!param || param.startsWith(':')) return null;
  return param;
}
