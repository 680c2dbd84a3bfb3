import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantConversation, AssistantUser, ChatPage, RealtimeEvent } from '@atrium/contract';
import { realtime } from '../../lib/realtime';
import { conversation, ME } from '../../test/fixtures';
import { sessionStore } from '../../session/session';
import { workspaceStore } from '../../workspace/workspace';
import { assistantApi } from './api/assistant-api';
import { notify } from '../../lib/notify';
import AssistantDrawer from './components/AssistantDrawer';
import { assistantMessage } from './test-utils';
import { closeAssistant, openAssistant } from './store';

vi.mock('../../lib/notify', () => ({
  notify: vi.fn(),
  notifyActionError: vi.fn(),
  errorMessage: (e: Error) => e.message,
}));

const TENANT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const C1 = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const conv = (id: string, title: string, at: string): AssistantConversation => ({
  ...conversation({ externalId: id, title, lastMessageAt: at, updatedAt: at, conversationType: 'DATA_ROOM' }),
  isAssistant: true,
  contextEntityExternalId: null,
  hasChart: false,
  deletedAt: null,
});
const page = (content: AssistantConversation[]): ChatPage<AssistantConversation> => ({
  content,
  page: { number: 0, size: 15, totalPages: 1, totalElements: content.length },
});
const me: AssistantUser = {
  user: { externalId: ME, firstName: 'Me', lastName: 'Self', email: 'me@x.y' },
  title: null,
  hasBeenInMultiuserChat: false,
  hideArchiveHint: false,
};

function setup(path = '/one/data-room') {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: { externalId: ME, user: { firstName: 'Me', lastName: 'Self', email: 'me@x.y', externalId: ME } } as never,
  });
  workspaceStore.set((s) => ({ ...s, selectedTenantMembership: { tenant: { externalId: TENANT } } as never }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <AssistantDrawer /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the assistant drawer', () => {
  beforeEach(() => {
    vi.spyOn(assistantApi, 'user').mockResolvedValue(me);
    vi.spyOn(assistantApi, 'members').mockResolvedValue([]);
    vi.spyOn(assistantApi, 'catchUp').mockResolvedValue({ requested: true });
    act(() => openAssistant());
  });
  afterEach(() => {
    act(() => closeAssistant());
    vi.restoreAllMocks();
  });

  it("lists the page context's conversations by date, and deletes with undo", async () => {
    const now = new Date().toISOString();
    const byType = vi.spyOn(assistantApi, 'byType').mockResolvedValue(page([conv(C1, 'SAFE questions', now)]));
    const remove = vi.spyOn(assistantApi, 'remove').mockResolvedValue({ deletedAt: now });
    const undo = vi.spyOn(assistantApi, 'undoDelete').mockResolvedValue(conv(C1, 'SAFE questions', now));
    const { user } = setup();
    expect(await screen.findByText('SAFE questions')).toBeInTheDocument();
    expect(screen.getByTestId('assistant-context')).toHaveTextContent('Data room');
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(byType).toHaveBeenCalledWith(TENANT, 'DATA_ROOM', null, 0);

    await user.click(screen.getByRole('button', { name: 'Actions for SAFE questions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete chat' })).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith(C1);
    // The reload asks page 0 with 15 rows (one page shown).
    await waitFor(() => expect(byType).toHaveBeenLastCalledWith(TENANT, 'DATA_ROOM', null, 0, 15));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete chat' })).not.toBeInTheDocument());
    const toast = await screen.findByTestId('assistant-undo-toast');
    expect(toast).toHaveTextContent('Chat Deleted');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledWith(C1);
    // The toast is gone with its button; keyboard focus stays in the drawer, so Escape still closes it.
    expect(screen.queryByTestId('assistant-undo-toast')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Atrium AI' })).toHaveFocus();
  }, 60_000);

  it('opening a chat while the bot answers there asks for the answer so far and shows it as it arrives', async () => {
    const now = new Date().toISOString();
    vi.spyOn(assistantApi, 'byType').mockResolvedValue(page([conv(C1, 'SAFE questions', now)]));
    vi.spyOn(assistantApi, 'enrich').mockResolvedValue(conv(C1, 'SAFE questions', now));
    vi.spyOn(assistantApi, 'messages').mockResolvedValue({
      content: [],
      page: { number: 0, size: 30, totalPages: 0, totalElements: 0 },
    });
    const handlers: ((e: RealtimeEvent) => void)[] = [];
    vi.spyOn(realtime, 'subscribe').mockImplementation((_channel, handler) => {
      handlers.push(handler as (e: RealtimeEvent) => void);
      return () => {};
    });
    const { user } = setup();
    await user.click(await screen.findByText('SAFE questions'));
    await waitFor(() => expect(assistantApi.catchUp).toHaveBeenCalledWith(C1));
    const ref = { conversationExternalId: C1, messageExternalId: 'm7' };
    act(() => handlers.forEach((h) => h({ type: 'BOT_MESSAGE_START', content: { ...ref, text: 'Section 4 ' } })));
    act(() =>
      handlers.forEach((h) =>
        h({ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'grants pro-rata.', offset: 10 } }),
      ),
    );
    expect(await screen.findByText('Section 4 grants pro-rata.', {}, { timeout: 5_000 })).toBeInTheDocument();
  }, 60_000);

  it('streams the answer of a new chat from the NDJSON reply, with its citation', async () => {
    vi.spyOn(assistantApi, 'byType').mockResolvedValue(page([]));
    vi.spyOn(assistantApi, 'create').mockResolvedValue(conv(C1, 'What about pro-rata?', new Date().toISOString()));
    vi.spyOn(assistantApi, 'enrich').mockResolvedValue(conv(C1, 'What about pro-rata?', new Date().toISOString()));
    const ref = { conversationExternalId: C1, messageExternalId: 'm1' };
    const metadata = {
      tool: 'DOCUMENT_QA' as const,
      documents: [{ name: 'SAFE.pdf', documentId: 'd1', roomExternalId: null }],
    };
    const stored = assistantMessage({
      externalId: 'm1',
      conversationExternalId: C1,
      message: JSON.stringify({ type: 'MARKDOWN', content: 'Section 4 grants pro-rata.' }),
      createdAt: new Date().toISOString(),
      metadata,
    });
    vi.spyOn(assistantApi, 'messages')
      .mockResolvedValueOnce({ content: [], page: { number: 0, size: 30, totalPages: 0, totalElements: 0 } })
      .mockResolvedValue({ content: [stored], page: { number: 0, size: 30, totalPages: 1, totalElements: 1 } });
    const lines = [
      { type: 'BOT_MESSAGE_START', content: ref },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Section 4 grants pro-rata.' } },
      { type: 'BOT_MESSAGE_METADATA', content: { ...ref, metadata } },
      { type: 'BOT_MESSAGE_END', content: { ...ref, message: stored } },
    ];
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup();
    await user.click(await screen.findByTestId('assistant-new-chat'));
    expect(screen.getByTestId('assistant-welcome')).toBeInTheDocument();
    await user.click(screen.getByTestId('assistant-input'));
    await user.paste('What about pro-rata?');
    await user.keyboard('{Enter}');

    const cite = await screen.findByRole('link', { name: 'Open SAFE.pdf' }, { timeout: 15_000 });
    expect(screen.getByTestId('assistant-messages')).toHaveTextContent('Section 4 grants pro-rata.');
    expect(notify).not.toHaveBeenCalled();
    expect(cite).toHaveAttribute('href', '/one/data-room/files?documentId=d1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/atrium-chat-message/stream');
    expect(JSON.parse(init.body)).toEqual({
      conversationExternalId: C1,
      message: 'What about pro-rata?',
      messageReceiverIsBot: true,
    });
    vi.unstubAllGlobals();
  }, 60_000);

  it('keeps a new chat’s answer on screen when its first page of messages was read before the answer was saved', async () => {
    vi.spyOn(assistantApi, 'byType').mockResolvedValue(page([]));
    vi.spyOn(assistantApi, 'create').mockResolvedValue(conv(C1, 'Shares?', new Date().toISOString()));
    vi.spyOn(assistantApi, 'enrich').mockResolvedValue(conv(C1, 'Shares?', new Date().toISOString()));
    const ref = { conversationExternalId: C1, messageExternalId: 'm2' };
    const metadata = {
      tool: 'DOCUMENT_QA' as const,
      documents: [{ name: 'Charter.pdf', documentId: 'd2', roomExternalId: null }],
    };
    const stored = assistantMessage({
      externalId: 'm2',
      conversationExternalId: C1,
      message: JSON.stringify({ type: 'MARKDOWN', content: '10,000,000 shares.' }),
      createdAt: new Date().toISOString(),
      metadata,
    });
    // The conversation's first read answers late, with what the server held before the answer was saved.
    let answerFirstRead: (p: ChatPage<never>) => void = () => {};
    const firstRead = new Promise<ChatPage<never>>((resolve) => (answerFirstRead = resolve));
    const messages = vi
      .spyOn(assistantApi, 'messages')
      .mockReturnValueOnce(firstRead)
      .mockResolvedValue({ content: [stored], page: { number: 0, size: 30, totalPages: 1, totalElements: 1 } });
    const lines = [
      { type: 'BOT_MESSAGE_START', content: ref },
      { type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: '10,000,000 shares.' } },
      { type: 'BOT_MESSAGE_METADATA', content: { ...ref, metadata } },
      { type: 'BOT_MESSAGE_END', content: { ...ref, message: stored } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', { status: 200 })),
    );
    const { user } = setup();
    await user.click(await screen.findByTestId('assistant-new-chat'));
    await user.click(screen.getByTestId('assistant-input'));
    await user.paste('How many shares?');
    await user.keyboard('{Enter}');
    // The streamed answer is typed out with its citation; then the stale first read lands.
    await screen.findByRole('link', { name: 'Open Charter.pdf' }, { timeout: 15_000 });
    await act(async () =>
      answerFirstRead({ content: [], page: { number: 0, size: 30, totalPages: 0, totalElements: 0 } }),
    );
    // The answer hands over to the stored message, which the person keeps seeing with its citation.
    await waitFor(() => expect(screen.queryByTestId('assistant-streaming')).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('assistant-messages')).toHaveTextContent('10,000,000 shares.');
    expect(screen.getByRole('link', { name: 'Open Charter.pdf' })).toBeInTheDocument();
    expect(messages.mock.calls.length).toBeGreaterThan(1);
    vi.unstubAllGlobals();
  }, 60_000);

  it('says in words that the assistant is still answering when the conversation’s queue is full (409)', async () => {
    vi.spyOn(assistantApi, 'byType').mockResolvedValue(page([conv(C1, 'Busy chat', new Date().toISOString())]));
    vi.spyOn(assistantApi, 'enrich').mockResolvedValue(conv(C1, 'Busy chat', new Date().toISOString()));
    vi.spyOn(assistantApi, 'messages').mockResolvedValue({
      content: [],
      page: { number: 0, size: 30, totalPages: 0, totalElements: 0 },
    });
    const envelope = { success: false, content: null, errorCode: 'CONFLICT', message: 'busy' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(envelope), { status: 409 })));
    const { user } = setup();
    await user.click(await screen.findByText('Busy chat'));
    await user.click(await screen.findByTestId('assistant-input'));
    await user.paste('One more?');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Atrium AI is still answering several questions in this chat. Ask again when it has finished.',
        'warning',
      ),
    );
    vi.unstubAllGlobals();
  }, 60_000);
});
