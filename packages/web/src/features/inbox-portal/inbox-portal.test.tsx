import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatPage, Conversation, NewMessageEvent, PortalChatUser } from '@atrium/contract';
import { INITIAL_LIST_STATE, activeFilterCount, toInboxRequest } from './filters';
import { groupTenant, suggestGroupName } from './group-name';
import { EMPTY_CRITERIA, deleteFilter, loadSavedFilters, saveFilter, toStatisticsBody } from './statistics-filters';
import { applyNewMessage } from './live-updates';
import { PortalChatRow, rowDate } from './PortalChatRow';
import { chatApi } from '../chat';
import { CreateChatDialog } from './CreateChatDialog';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('portal list request', () => {
  it('maps the default state to ALL with an empty filter object', () => {
    expect(toInboxRequest(INITIAL_LIST_STATE)).toEqual({
      kind: 'ALL',
      body: {
        clientsExternalIds: [],
        employeesExternalIds: [],
        tenantExternalIds: [],
        otherClients: false,
        searchValue: '',
        generalPortalFilters: [],
        showResponseTimes: false,
        status: null,
        readStatus: null,
      },
    });
  });

  it('maps quick filters to list kinds and general portal filters', () => {
    const kind = (quick: (typeof INITIAL_LIST_STATE)['quick']) => toInboxRequest({ ...INITIAL_LIST_STATE, quick });
    expect(kind('MENTIONS')).toMatchObject({ kind: 'MENTIONS', body: { generalPortalFilters: [] } });
    expect(kind('TEAM')).toMatchObject({ kind: 'TEAM', body: { generalPortalFilters: [] } });
    expect(kind('READ_ONLY')).toMatchObject({ kind: 'ADMIN_READ_ONLY', body: { generalPortalFilters: [] } });
    expect(kind('SHARED_WITH_ME')).toMatchObject({ kind: 'ALL', body: { generalPortalFilters: ['SHARED_WITH_ME'] } });
    expect(kind('URGENT')).toMatchObject({ kind: 'ALL', body: { generalPortalFilters: ['URGENT'] } });
  });

  it('carries tab, menu choices, pickers, trimmed search and the Times switch', () => {
    const state = {
      ...INITIAL_LIST_STATE,
      otherClients: true,
      status: 'OPEN' as const,
      readStatus: 'UNREAD' as const,
      employees: [{ externalId: ID(1), name: 'Kim Kam' }],
      companies: [
        { externalId: ID(2), name: 'Acme' },
        { externalId: ID(3), name: 'Globex' },
      ],
      searchValue: '  acme ',
      showResponseTimes: true,
    };
    expect(toInboxRequest(state).body).toEqual({
      clientsExternalIds: [],
      employeesExternalIds: [ID(1)],
      tenantExternalIds: [ID(2), ID(3)],
      otherClients: true,
      searchValue: 'acme',
      generalPortalFilters: [],
      showResponseTimes: true,
      status: 'OPEN',
      readStatus: 'UNREAD',
    });
    expect(activeFilterCount(state)).toBe(4);
    expect(activeFilterCount(INITIAL_LIST_STATE)).toBe(0);
  });
});

const user = (first: string, tenants: string[]): PortalChatUser => ({
  externalId: ID(first.length + tenants.length * 10),
  firstName: first,
  lastName: 'X',
  email: `${first}@x.test`,
  tenantNames: tenants,
  tenantExternalIds: tenants.map((_t, i) => ID(100 + i + first.length)),
});

describe('group name suggestion', () => {
  it('joins the first company of each selected client, skipping staff of the internal tenant', () => {
    expect(
      suggestGroupName([
        user('Ann', ['Acme', 'Globex']),
        user('Kim', ['AtriumTenant0', 'Acme']),
        user('Bob', ['Globex']),
      ]),
    ).toBe('Acme, Globex');
  });
  it('names a company once', () => {
    expect(suggestGroupName([user('Ann', ['Acme']), user('Al', ['Acme'])])).toBe('Acme');
  });
  it('is empty when only staff are selected', () => {
    expect(suggestGroupName([user('Kim', ['AtriumTenant0']), user('Sam', ['AtriumTenant0'])])).toBe('');
  });
  it('puts the group in the first client company', () => {
    const kim = user('Kim', ['AtriumTenant0']);
    const ann = user('Ann', ['Acme']);
    expect(groupTenant([kim, ann])).toBe(ann.tenantExternalIds[0]);
    expect(groupTenant([kim])).toBe(kim.tenantExternalIds[0]);
  });
});

describe('saved statistics filters', () => {
  beforeEach(() => localStorage.clear());
  const criteria = { ...EMPTY_CRITERIA, startups: [{ externalId: ID(2), name: 'Acme' }], status: ['OPEN' as const] };

  it('requires a name after trimming', () => {
    expect(saveFilter('me', '   ', criteria)).toBeNull();
    expect(loadSavedFilters('me')).toEqual([]);
  });
  it('saves, replaces by name, keeps users apart and deletes', () => {
    saveFilter('me', ' Acme open ', criteria);
    saveFilter('me', 'Acme open', { ...criteria, status: ['ANSWERED'] });
    saveFilter('me', 'All', EMPTY_CRITERIA);
    expect(loadSavedFilters('me').map((f) => f.name)).toEqual(['Acme open', 'All']);
    expect(loadSavedFilters('me')[0].criteria.status).toEqual(['ANSWERED']);
    expect(loadSavedFilters('someone-else')).toEqual([]);
    expect(deleteFilter('me', 'Acme open').map((f) => f.name)).toEqual(['All']);
  });
  it('ignores broken stored data', () => {
    localStorage.setItem('atrium.chat.statisticsFilters.me', '{not json');
    expect(loadSavedFilters('me')).toEqual([]);
  });
  it('turns criteria into the statistics body', () => {
    expect(toStatisticsBody({ ...criteria, kams: [{ externalId: ID(5), name: 'Kim' }] })).toEqual({
      tenantExternalIds: [ID(2)],
      employeesExternalIds: [],
      clientExternalIds: [],
      kamExternalIds: [ID(5)],
      status: ['OPEN'],
    });
  });
});

const conversation = (n: number, patch: Partial<Conversation> = {}): Conversation => ({
  externalId: ID(n),
  title: `Chat ${n}`,
  conversationType: 'PRIVATE',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  unreadMessagesCount: 0,
  mentionsCount: 0,
  lastMessageText: 'old',
  lastMessageAt: '2026-01-01T00:00:00Z',
  membersCount: 2,
  readOnly: false,
  isOwner: false,
  tenant: { name: 'Acme', externalId: ID(50) },
  members: [],
  internalChannelExternalId: ID(900 + n),
  internalUnreadMessageCount: 0,
  parentConversationExternalId: null,
  currentThreadStatus: 'ANSWERED',
  currentThreadStarted: null,
  lastOpenTime: null,
  timeSinceOpen: null,
  timeWithNoResponse: null,
  isArchived: false,
  ...patch,
});
const page = (content: Conversation[]): ChatPage<Conversation> => ({
  content,
  page: { number: 0, totalPages: 1, size: 20, totalElements: content.length },
});
const event = (patch: Partial<NewMessageEvent>): NewMessageEvent => ({
  message: {
    externalId: ID(777),
    conversationExternalId: ID(2),
    message: 'Hello @[Kim Kam](' + ID(8) + ')',
    createdAt: '2026-02-01T00:00:00Z',
    user: { externalId: ID(30), firstName: 'Ann', lastName: 'X', email: 'a@x' },
    files: [],
    messageFragments: [],
    associatedThreadStepStatus: 'OPEN',
    isBotMessage: false,
    messageReceiverIsBot: false,
  },
  conversationExternalId: ID(2),
  conversationType: 'PRIVATE',
  parentConversationExternalId: null,
  tenantExternalId: ID(50),
  senderName: 'Ann X',
  unreadMessagesCount: 3,
  unreadChatCount: 1,
  currentThreadStatus: 'OPEN',
  ...patch,
});

describe('live list (NEW_MESSAGE)', () => {
  const data = { pages: [page([conversation(1), conversation(2)])], pageParams: [0] };

  it('moves the row up with the new text, unread count and thread status', () => {
    const next = applyNewMessage(data, event({}), { selectedId: null, myId: ID(8) });
    if (!next) throw new Error('row not found');
    const top = next.pages[0].content[0];
    expect(top.externalId).toBe(ID(2));
    expect(top).toMatchObject({
      unreadMessagesCount: 3,
      currentThreadStatus: 'OPEN',
      lastMessageAt: '2026-02-01T00:00:00Z',
    });
    expect(top.lastMessageText).toContain('Hello');
    expect(next.pages[0].content).toHaveLength(2);
  });
  it('a team-channel message bumps the internal unread count of its parent row', () => {
    const next = applyNewMessage(
      data,
      event({
        conversationExternalId: ID(902),
        parentConversationExternalId: ID(2),
        conversationType: 'INTERNAL_CHANNEL',
      }),
      {
        selectedId: null,
        myId: ID(8),
      },
    );
    if (!next) throw new Error('row not found');
    expect(next.pages[0].content[0]).toMatchObject({
      externalId: ID(2),
      internalUnreadMessageCount: 1,
      unreadMessagesCount: 0,
      lastMessageText: 'old',
    });
  });
  it('keeps the open conversation read', () => {
    const next = applyNewMessage(data, event({}), { selectedId: ID(2), myId: ID(8) });
    expect(next && next.pages[0].content[0].unreadMessagesCount).toBe(0);
  });
  it('a client writing after a finalized thread starts the new thread in the row: O and A from the message', () => {
    const finalized = conversation(2, {
      currentThreadStatus: 'FINALIZED',
      currentThreadStarted: '2026-01-01T00:00:00Z',
      timeSinceOpen: 30 * 86_400_000,
      timeWithNoResponse: null,
    });
    const list = { pages: [page([conversation(1), finalized])], pageParams: [0] };
    const now = Date.parse('2026-02-01T00:05:00Z');
    const next = applyNewMessage(list, event({}), { selectedId: null, myId: ID(8), now });
    if (!next) throw new Error('row not found');
    expect(next.pages[0].content[0]).toMatchObject({
      currentThreadStatus: 'OPEN',
      currentThreadStarted: '2026-02-01T00:00:00Z',
      timeSinceOpen: 5 * 60_000,
      timeWithNoResponse: 5 * 60_000,
    });
  });
  it('an answer clears A; a client message after an answer starts A again', () => {
    const waiting = conversation(2, { currentThreadStatus: 'OPEN', timeSinceOpen: 1000, timeWithNoResponse: 500 });
    const list = { pages: [page([waiting])], pageParams: [0] };
    const answered = applyNewMessage(list, event({ currentThreadStatus: 'ANSWERED' }), {
      selectedId: null,
      myId: ID(8),
    });
    if (!answered) throw new Error('row not found');
    expect(answered.pages[0].content[0]).toMatchObject({ timeSinceOpen: 1000, timeWithNoResponse: null });
    const now = Date.parse('2026-02-01T00:01:00Z');
    const again = applyNewMessage(answered, event({}), { selectedId: null, myId: ID(8), now });
    if (!again) throw new Error('row not found');
    expect(again.pages[0].content[0]).toMatchObject({ timeSinceOpen: 1000, timeWithNoResponse: 60_000 });
  });
  it('a row shows the unread counts of a tagged staff member; a chat only read is marked read only, without counts', () => {
    const me = ID(8);
    const member = (id: string, isInternal: boolean) =>
      ({ userExternalId: id, firstName: 'K', lastName: 'K', email: 'k@x', isOwner: false, isInternal }) as never;
    const counts = { readOnly: true, unreadMessagesCount: 2, internalUnreadMessageCount: 1 };
    const { rerender } = render(
      <PortalChatRow
        conversation={conversation(2, { ...counts, members: [member(ID(30), false), member(me, true)] })}
        selected={false}
        showTimes={false}
        myId={me}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByTestId('row-unread')).toHaveTextContent('2');
    expect(screen.getByTestId('row-team-unread')).toBeInTheDocument();
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
    rerender(
      <PortalChatRow
        conversation={conversation(2, { ...counts, members: [member(ID(30), false)] })}
        selected={false}
        showTimes={false}
        myId={me}
        onSelect={() => {}}
      />,
    );
    expect(screen.queryByTestId('row-unread')).not.toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });
  it("today's last message shows HH:mm, an older one its date", () => {
    const now = new Date(2026, 10, 24, 18, 0);
    expect(rowDate(new Date(2026, 10, 24, 9, 5), 'en', now)).toBe('09:05');
    expect(rowDate(new Date(2026, 10, 20, 9, 5), 'en', now)).toBe('Nov 20');
  });
  it('reports a conversation the list does not hold', () => {
    expect(applyNewMessage(data, event({ conversationExternalId: ID(3) }), { selectedId: null, myId: ID(8) })).toBe(
      false,
    );
  });
});

describe('Create Chat dialog', () => {
  const ann = { ...user('Ann', ['Acme']), externalId: ID(201) };
  const bob = { ...user('Bob', ['Globex']), externalId: ID(202) };
  const kim = { ...user('Kim', ['AtriumTenant0']), externalId: ID(203) };
  const multi = { ...user('Multi', ['Acme', 'Globex']), externalId: ID(204), tenantExternalIds: [ID(301), ID(302)] };

  const renderDialog = (mode: 'private' | 'group', onCreated = vi.fn()) => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <CreateChatDialog open mode={mode} onClose={() => {}} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    return onCreated;
  };

  it('builds a group: Next needs two people, the name is suggested and required, members = selected + 1', async () => {
    vi.spyOn(chatApi, 'portalUserSearch').mockResolvedValue([ann, bob, kim]);
    const create = vi.spyOn(chatApi, 'createGroup').mockResolvedValue(conversation(9));
    const onCreated = renderDialog('group');
    const u = userEvent.setup();
    const options = await screen.findAllByTestId('create-user-option');
    const next = screen.getByRole('button', { name: 'Next' });
    await u.click(options[0]);
    expect(next).toBeDisabled();
    await u.click(options[1]);
    await u.click(options[2]);
    expect(screen.getByTestId('create-member-count')).toHaveTextContent('4 members');
    expect(next).toBeEnabled();
    await u.click(next);
    const name = screen.getByRole('textbox', { name: /group name/i });
    expect(name).toHaveValue('Acme, Globex');
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('The group name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await u.type(name, 'Launch');
    await u.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      ann.tenantExternalIds[0],
      'Launch',
      [ann.externalId, bob.externalId, kim.externalId],
      null,
    );
  }, 30_000);

  it('a person in two companies is asked for the company first; a failure shows the spec message', async () => {
    vi.spyOn(chatApi, 'portalUserSearch').mockResolvedValue([multi]);
    const { ApiError } = await import('../../lib/api-error');
    const create = vi.spyOn(chatApi, 'createPrivate').mockRejectedValue(new ApiError('FORBIDDEN', 403, 'Nope'));
    renderDialog('private');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Private chat with Multi X' }));
    const chooser = await screen.findByRole('dialog', { name: 'Select Company' });
    await u.click(within(chooser).getByText('Globex'));
    await waitFor(() => expect(create).toHaveBeenCalledWith(multi.externalId, ID(302), null));
    expect(await screen.findByText('There was an error creating the conversation. Error: Nope')).toBeInTheDocument();
  }, 30_000);
});
