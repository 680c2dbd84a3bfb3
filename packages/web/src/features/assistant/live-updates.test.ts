import { describe, expect, it } from 'vitest';
import type { BotStreamEvent } from '@atrium/contract';
import {
  applyBotEvent,
  parseContent,
  runsOf,
  upsertMessage,
  type AssistantMessagePages,
  type BotRuns,
} from './live-updates';
import { assistantMessage } from './test-utils';

const ref = { conversationExternalId: 'c1', messageExternalId: 'm1' };
const msg = (id: string, createdAt: string, text = 'x') =>
  assistantMessage({ externalId: id, createdAt, message: text });
const play = (events: BotStreamEvent[], from: BotRuns = {}) => events.reduce(applyBotEvent, from);

describe('bot runs from BOT_* events', () => {
  it('collects chunks and metadata, and ends with the stored message', () => {
    const meta = {
      tool: 'DOCUMENT_QA' as const,
      documents: [{ name: 'SAFE.pdf', documentId: 'd1', roomExternalId: null }],
    };
    const runs = play([
      { type: 'BOT_MESSAGE_START', content: ref },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Pro-rata ' } },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'rights apply.' } },
      { type: 'BOT_MESSAGE_METADATA', content: { ...ref, metadata: meta } },
    ]);
    expect(runs.m1).toMatchObject({ text: 'Pro-rata rights apply.', status: 'streaming', metadata: meta });
    const end = applyBotEvent(runs, {
      type: 'BOT_MESSAGE_END',
      content: { ...ref, message: { ...msg('m1', '2026-01-01T00:00:00Z'), metadata: meta } },
    });
    expect(end.m1).toMatchObject({ status: 'done', metadata: meta });
    expect(runsOf(end, 'c1')).toHaveLength(1);
    expect(runsOf(end, 'c2')).toHaveLength(0);
  });

  it('an error completes the run; later chunks change nothing', () => {
    const runs = play([
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Part' } },
      { type: 'BOT_ERROR', content: { ...ref, error: 'model down' } },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'late' } },
    ]);
    expect(runs.m1).toMatchObject({ text: 'Part', status: 'error', error: 'model down' });
  });

  it('applies a chunk received twice (HTTP stream and realtime copy) once, in any interleaving', () => {
    const c = (chunk: string, offset: number): BotStreamEvent => ({
      type: 'BOT_MESSAGE_CHUNK',
      content: { ...ref, chunk, offset },
    });
    const runs = play([
      { type: 'BOT_MESSAGE_START', content: ref },
      c('Pro-rata ', 0),
      c('Pro-rata ', 0),
      c('rights ', 9),
      { type: 'BOT_MESSAGE_START', content: ref },
      c('rights ', 9),
      c('apply.', 16),
      c('apply.', 16),
    ]);
    expect(runs.m1!.text).toBe('Pro-rata rights apply.');
  });

  it('a member added mid-answer starts from the text so far, then the chunks follow', () => {
    const runs = play([
      { type: 'BOT_MESSAGE_START', content: { ...ref, text: 'Pro-rata ' } },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'rights apply.', offset: 9 } },
    ]);
    expect(runs.m1).toMatchObject({ text: 'Pro-rata rights apply.', status: 'streaming' });
  });
});

describe('message pages', () => {
  it('adds a new message in time order to the newest page, or replaces it in place', () => {
    const data: AssistantMessagePages = {
      pages: [
        { content: [msg('a', '2026-01-01T10:00:00Z')], page: { number: 0, size: 30, totalPages: 1, totalElements: 1 } },
      ],
      pageParams: [0],
    };
    const added = upsertMessage(data, msg('b', '2026-01-01T11:00:00Z'))!;
    expect(added.pages[0]!.content.map((m) => m.externalId)).toEqual(['a', 'b']);
    const replaced = upsertMessage(added, msg('a', '2026-01-01T10:00:00Z', 'new'))!;
    expect(replaced.pages[0]!.content[0]!.message).toBe('new');
    expect(upsertMessage(undefined, msg('c', '2026-01-01T12:00:00Z'))).toBeUndefined();
  });

  it('parses the JSON {type, content} of a bot message; plain text reads as STRING', () => {
    expect(parseContent(JSON.stringify({ type: 'MARKDOWN', content: '**hi**' }))).toEqual({
      type: 'MARKDOWN',
      content: '**hi**',
    });
    expect(parseContent('{not json')).toEqual({ type: 'STRING', content: '{not json' });
    expect(parseContent('hello')).toEqual({ type: 'STRING', content: 'hello' });
    expect(parseContent(null)).toBeNull();
  });
});
