import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { RealtimeEvent } from '@atrium/contract';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// A realtime client the test drives by hand.
const handlers = new Map<string, Set<(e: RealtimeEvent) => void>>();
vi.mock('../../lib/realtime', () => ({
  realtime: {
    status: 'open',
    subscribe: (channel: string, h: (e: RealtimeEvent) => void) => {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(h);
      return () => handlers.get(channel)?.delete(h);
    },
    onStatus: () => () => undefined,
  },
}));
vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyActionError: vi.fn(), errorMessage: vi.fn() }));
vi.mock('./api/chat-api', async (orig) => {
  const real = await orig<typeof import('./api/chat-api')>();
  return {
    ...real,
    chatApi: {
      ...real.chatApi,
      conversation: vi.fn(),
      messages: vi.fn(),
      markRead: vi.fn(),
      send: vi.fn(),
      typing: vi.fn(),
      userSuggestions: vi.fn(),
      internalConversation: vi.fn(),
      mentions: vi.fn(),
    },
  };
});

const { chatApi } = await import('./api/chat-api');
const { ApiError } = await import('../../lib/api-error');
const { ConversationPane } = await import('./ConversationPane');
const { ANN, CONV, ME, conversation, message, renderWithQuery, signIn } = await import('./test-utils');
const api = vi.mocked(chatApi);

const emit = (type: string, content: unknown) =>
  act(() => handlers.get(`/channel/user/${ME}`)!.forEach((h) => h({ type, content })));
const newMessage = (m: ReturnType<typeof message>) => ({
  message: m,
  conversationExternalId: CONV,
  conversationType: 'PRIVATE_GROUP',
  parentConversationExternalId: null,
  tenantExternalId: 't',
  senderName: 'Ann X',
  unreadMessagesCount: 1,
  unreadChatCount: 1,
  currentThreadStatus: null,
});

function open(extra: Parameters<typeof conversation>[0] = {}, view: 'one' | 'portal' = 'one') {
  api.conversation.mockResolvedValue(conversation(extra));
  api.messages.mockResolvedValue({
    content: [message('m1', 'Hello there', ANN)],
    page: { number: 0, totalPages: 1, size: 30, totalElements: 1 },
  });
  return renderWithQuery(<ConversationPane conversationExternalId={CONV} view={view} />);
}

describe('ConversationPane', () => {
  beforeEach(() => {
    signIn();
    vi.clearAllMocks();
    api.markRead.mockResolvedValue({ count: 0 });
    api.typing.mockResolvedValue({ sent: true });
    api.userSuggestions.mockResolvedValue([]);
  });
  afterEach(() => handlers.clear());

  it('a malformed link shows the translated "does not exist" page at once and asks the API nothing', async () => {
    renderWithQuery(<ConversationPane conversationExternalId="not-a-uuid" view="one" />);
    expect(await screen.findByText('This conversation does not exist or is not available to you')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID|querystring/)).not.toBeInTheDocument();
    expect(api.conversation).not.toHaveBeenCalled();
    expect(api.messages).not.toHaveBeenCalled();
  });

  it("another tenant's conversation (404) is not retried: the page shows after one call, without raw text", async () => {
    api.conversation.mockRejectedValue(new ApiError('NOT_FOUND', 404, 'Conversation not found'));
    api.messages.mockRejectedValue(new ApiError('NOT_FOUND', 404, 'Conversation not found'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 10 } } });
    render(
      <QueryClientProvider client={client}>
        <ConversationPane conversationExternalId={CONV} view="one" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('This conversation does not exist or is not available to you')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(api.conversation).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Conversation not found')).not.toBeInTheDocument();
  });

  it('marks the conversation read when opened and when someone else writes while it is open', async () => {
    open();
    await screen.findByText('Hello there');
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(CONV));
    expect(api.markRead).toHaveBeenCalledTimes(1);
    emit('NEW_MESSAGE', newMessage(message('m2', 'Are you there?', ANN)));
    await screen.findByText('Are you there?');
    await waitFor(() => expect(api.markRead).toHaveBeenCalledTimes(2));
    emit('NEW_MESSAGE', newMessage(message('m3', 'My own echo', ME)));
    await screen.findByText('My own echo');
    expect(api.markRead).toHaveBeenCalledTimes(2);
  });

  it('shows a sent message once although the sender also receives it as NEW_MESSAGE', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Hello there');
    const sent = message('m9', 'Just once', ME);
    api.send.mockResolvedValue(sent);
    await user.type(screen.getByRole('combobox', { name: 'Message' }), 'Just once{Enter}');
    await waitFor(() => expect(api.send).toHaveBeenCalledWith(CONV, 'Just once'));
    emit('NEW_MESSAGE', newMessage(sent));
    emit('NEW_MESSAGE', newMessage(sent));
    const log = screen.getByRole('log', { name: 'Messages' });
    await within(log).findByText('Just once');
    expect(within(log).getAllByText('Just once')).toHaveLength(1);
  });

  it('shows who is typing, ignores myself, and drops the line when the time to live passes', async () => {
    open();
    await screen.findByText('Hello there');
    emit('USER_TYPING', {
      user: { externalId: ME, firstName: 'Me', lastName: 'Self' },
      conversation: CONV,
      timeToLive: 5000,
    });
    expect(screen.queryByText('Me is typing...')).not.toBeInTheDocument();
    emit('USER_TYPING', {
      user: { externalId: ANN, firstName: 'Ann', lastName: 'Lee' },
      conversation: CONV,
      timeToLive: 300,
    });
    expect(await screen.findByText('Ann is typing...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ann is typing...')).not.toBeInTheDocument());
  });

  it('shows the read-only notice instead of the composer and ignores incoming messages', async () => {
    open({ readOnly: true });
    await screen.findByText('Hello there');
    expect(screen.getByText(/This conversation is read only/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Message' })).not.toBeInTheDocument();
    emit('NEW_MESSAGE', newMessage(message('m2', 'Not shown here', ANN)));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Not shown here')).not.toBeInTheDocument();
    expect(api.markRead).not.toHaveBeenCalled();
  });

  it('renders mentions as chips and thread fragments as dividers', async () => {
    api.conversation.mockResolvedValue(conversation());
    const opened = {
      ...message('f1', null, null),
      messageFragments: [{ type: 'THREAD_OPENED' as const, content: null }],
    };
    api.messages.mockResolvedValue({
      content: [opened, message('m1', `Hi @[Ann Lee](${ANN})`, ME)],
      page: { number: 0, totalPages: 1, size: 30, totalElements: 2 },
    });
    renderWithQuery(<ConversationPane conversationExternalId={CONV} view="one" />);
    expect(await screen.findByText('@Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('Conversation Thread Opened')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('portal: tagged members read the reply channel; the team tab loads the team channel and tags by mention', async () => {
    const user = userEvent.setup();
    const TEAM = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const base = conversation({ internalChannelExternalId: TEAM, currentThreadStatus: 'OPEN' });
    open(
      {
        internalChannelExternalId: TEAM,
        currentThreadStatus: 'OPEN',
        members: base.members.map((m) => (m.userExternalId === ME ? { ...m, isInternal: true } : m)),
      },
      'portal',
    );
    api.internalConversation.mockResolvedValue(
      conversation({ externalId: TEAM, conversationType: 'INTERNAL_CHANNEL', members: [base.members[0]] }),
    );
    await screen.findByText('Hello there');
    expect(screen.getByText('Read Only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Finalize/ })).toBeInTheDocument();
    api.messages.mockResolvedValue({
      content: [message('t1', 'Team only note', ME)],
      page: { number: 0, totalPages: 1, size: 30, totalElements: 1 },
    });
    await user.click(screen.getByRole('tab', { name: /Atrium Team/ }));
    await screen.findByText('Team only note');
    expect(api.messages).toHaveBeenLastCalledWith(TEAM, 0);
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(TEAM));
    expect(screen.queryByRole('button', { name: /Finalize/ })).not.toBeInTheDocument();
    api.send.mockResolvedValue({
      ...message('t2', `@[Ann Lee](${ANN}) please look`, ME),
      conversationExternalId: TEAM,
    });
    api.mentions.mockResolvedValue([]);
    const box = screen.getByRole('combobox', { name: 'Message' });
    await user.type(box, '@ann');
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await user.type(box, 'please look{Enter}');
    await waitFor(() => expect(api.send).toHaveBeenCalledWith(TEAM, `@[Ann Lee](${ANN}) please look`));
    await waitFor(() => expect(api.mentions).toHaveBeenCalledWith(CONV, [ANN]));
  });

  it('portal: a staff member @mentioned on the team channel gets the tabs the API grants, answers there and reads both', async () => {
    const user = userEvent.setup();
    const TEAM = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const base = conversation({ internalChannelExternalId: TEAM, currentThreadStatus: 'OPEN' });
    // As the API gives it: the reply channel read only for him (tagged), the team channel not.
    open(
      {
        internalChannelExternalId: TEAM,
        currentThreadStatus: 'OPEN',
        readOnly: true,
        unreadMessagesCount: 2,
        members: base.members.map((m) => (m.userExternalId === ME ? { ...m, isInternal: true } : m)),
      },
      'portal',
    );
    api.internalConversation.mockResolvedValue(
      conversation({ externalId: TEAM, conversationType: 'INTERNAL_CHANNEL', readOnly: false, members: base.members }),
    );
    await screen.findByText('Hello there');
    expect(screen.getByRole('tab', { name: 'Reply' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Atrium Team/ })).toBeInTheDocument();
    expect(screen.getByText('Read Only')).toBeInTheDocument();
    // Reading clears his badge.
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(CONV));
    // Messages of the team channel reach him while he is on the reply tab.
    emit('NEW_MESSAGE', { ...newMessage(message('t0', 'Can you look?', ANN)), conversationExternalId: TEAM });
    api.messages.mockResolvedValue({
      content: [message('t1', 'Team only note', ANN)],
      page: { number: 0, totalPages: 1, size: 30, totalElements: 1 },
    });
    await user.click(screen.getByRole('tab', { name: /Atrium Team/ }));
    await screen.findByText('Team only note');
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(TEAM));
    api.send.mockResolvedValue({ ...message('t2', 'On it', ME), conversationExternalId: TEAM });
    await user.type(screen.getByRole('combobox', { name: 'Message' }), 'On it{Enter}');
    await waitFor(() => expect(api.send).toHaveBeenCalledWith(TEAM, 'On it'));
  });
});
