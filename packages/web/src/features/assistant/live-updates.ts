import type { InfiniteData } from '@tanstack/react-query';
import {
  assistantContentSchema,
  type AssistantContent,
  type AssistantMessage,
  type AssistantMetadata,
  type BotStreamEvent,
  type ChatPage,
} from '@atrium/contract';

/** One bot reply being generated (spec 2 §4 'Bot reply stream'): start, chunks, optional metadata, end or error. */
export interface BotRun {
  conversationExternalId: string;
  messageExternalId: string;
  /** The text received so far (the typewriter shows it at 10 ms per character). */
  text: string;
  metadata: AssistantMetadata | null;
  status: 'streaming' | 'done' | 'error';
  /** BOT_ERROR's text; the message is completed with the translated bot error. */
  error: string | null;
  /** BOT_MESSAGE_END's final message. */
  message: AssistantMessage | null;
}

export type BotRuns = Record<string, BotRun>;

/**
 * The runs after one BOT_* event (from the HTTP stream or realtime). Unknown runs start on any event. The same event
 * may come twice (the sender's HTTP stream and the realtime copy): a chunk is placed at its `offset`, so a copy adds
 * nothing; a START carrying `text` (a member added mid-answer) brings the answer so far.
 */
export function applyBotEvent(runs: BotRuns, e: BotStreamEvent): BotRuns {
  const { conversationExternalId, messageExternalId } = e.content;
  const run: BotRun = runs[messageExternalId] ?? {
    conversationExternalId,
    messageExternalId,
    text: e.type === 'BOT_MESSAGE_START' ? (e.content.text ?? '') : '',
    metadata: null,
    status: 'streaming',
    error: null,
    message: null,
  };
  if (run.status !== 'streaming' && e.type !== 'BOT_MESSAGE_END') return runs;
  let next: BotRun;
  switch (e.type) {
    case 'BOT_MESSAGE_START': {
      const sofar = e.content.text ?? '';
      if (runs[messageExternalId] && sofar.length <= run.text.length) return runs;
      next = { ...run, text: sofar.length > run.text.length ? sofar : run.text };
      break;
    }
    case 'BOT_MESSAGE_CHUNK': {
      const { chunk, offset } = e.content;
      if (offset === undefined || offset >= run.text.length) next = { ...run, text: run.text + chunk };
      else if (offset + chunk.length <= run.text.length) return runs;
      else next = { ...run, text: run.text.slice(0, offset) + chunk };
      break;
    }
    case 'BOT_MESSAGE_METADATA':
      next = { ...run, metadata: e.content.metadata };
      break;
    case 'BOT_MESSAGE_END':
      next = {
        ...run,
        status: 'done',
        message: e.content.message,
        metadata: e.content.message.metadata ?? run.metadata,
      };
      break;
    case 'BOT_ERROR':
      next = { ...run, status: 'error', error: e.content.error };
      break;
  }
  return { ...runs, [messageExternalId]: next };
}

/** The runs of one conversation, oldest first by arrival. */
export const runsOf = (runs: BotRuns, conversationExternalId: string) =>
  Object.values(runs).filter((r) => r.conversationExternalId === conversationExternalId);

export type AssistantMessagePages = InfiniteData<ChatPage<AssistantMessage>, unknown>;

/** Pages newest first (page 0 = newest), oldest→newest inside a page: flattened oldest→newest, each message once. */
export function flattenMessages(data: AssistantMessagePages | undefined): AssistantMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: AssistantMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) {
    for (const m of data.pages[i]!.content) {
      if (seen.has(m.externalId)) continue;
      seen.add(m.externalId);
      out.push(m);
    }
  }
  return out;
}

/** Puts a message into the loaded pages: replaces it where present, else adds it to the newest page in time order. */
export function upsertMessage(
  data: AssistantMessagePages | undefined,
  message: AssistantMessage,
): AssistantMessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((p) => {
    if (!p.content.some((m) => m.externalId === message.externalId)) return p;
    found = true;
    return { ...p, content: p.content.map((m) => (m.externalId === message.externalId ? message : m)) };
  });
  if (found) return { ...data, pages };
  const [newest, ...rest] = data.pages;
  const content = [...newest!.content, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...data, pages: [{ ...newest!, content }, ...rest] };
}

/**
 * The content of an assistant message: its `message` is a JSON {type, content}; anything else (a person's text, an
 * older plain reply) reads as STRING.
 */
export function parseContent(message: string | null): AssistantContent | null {
  if (message === null) return null;
  const text = message.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = assistantContentSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      /* plain text */
    }
  }
  return { type: 'STRING', content: message };
}
