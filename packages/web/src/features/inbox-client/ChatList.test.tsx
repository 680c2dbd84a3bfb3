import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChatList, type ChatListProps } from './ChatList';
import { conversation } from './testData';

function setup(over: Partial<ChatListProps> = {}) {
  const props: ChatListProps = {
    chats: [
      conversation('a', { title: 'Board', unreadMessagesCount: 3, lastMessageText: 'Numbers are in' }),
      conversation('b', { lastMessageText: 'Thanks!' }),
      conversation('c', { title: 'Archive', readOnly: true, unreadMessagesCount: 5 }),
    ],
    myExternalId: 'me',
    selectedId: null,
    loading: false,
    error: false,
    onRetry: vi.fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: vi.fn(),
    search: '',
    onSearch: vi.fn(),
    filters: { activityFilter: 'ALL', dateFilter: null },
    onFilters: vi.fn(),
    onSelect: vi.fn(),
    onMarkRead: vi.fn(),
    onMarkUnread: vi.fn(),
    ...over,
  };
  render(<ChatList {...props} />);
  return props;
}

const row = (name: string) =>
  screen.getAllByTestId('chat-list-item').find((r) => within(r).queryByTestId('chat-name')?.textContent === name)!;

// MUI trees are heavy for role queries on a shared 2-core machine: allow time, assert no timing.
describe('ChatList', { timeout: 30_000 }, () => {
  it('shows the unread badge, the read tick, and nothing on a read-only chat', () => {
    setup();
    expect(screen.getByText('Inbox').tagName).toBe('H1');
    expect(within(row('Board')).getByTestId('chat-unread')).toHaveTextContent('3');
    expect(within(row('Board')).queryByTestId('chat-read')).toBeNull();
    expect(within(row('Kim Kam')).getByTestId('chat-read')).toBeInTheDocument();
    expect(within(row('Kim Kam')).getByTestId('chat-last-text')).toHaveTextContent('Thanks!');
    const archive = row('Archive');
    expect(within(archive).queryByTestId('chat-unread')).toBeNull();
    expect(within(archive).queryByTestId('chat-read')).toBeNull();
    expect(within(archive).queryByTestId('chat-actions')).toBeNull();
  });

  it('offers mark as read on an unread chat and mark as unread on a read one', async () => {
    const props = setup();
    fireEvent.click(within(row('Board')).getByRole('button', { name: 'Actions for Board' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
    expect(props.onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ externalId: 'a' }));
    fireEvent.click(within(row('Kim Kam')).getByRole('button', { name: 'Actions for Kim Kam' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark as read' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as unread' }));
    expect(props.onMarkUnread).toHaveBeenCalledWith(expect.objectContaining({ externalId: 'b' }));
  });

  it('selects a chat on click', () => {
    const props = setup();
    fireEvent.click(within(row('Board')).getByText('Numbers are in'));
    expect(props.onSelect).toHaveBeenCalledWith(expect.objectContaining({ externalId: 'a' }));
  });

  it('searches in lower case after typing stops', async () => {
    const props = setup();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search chats' }), { target: { value: 'KIM Kam' } });
    await waitFor(() => expect(props.onSearch).toHaveBeenCalledWith('kim kam'));
  });

  it('applies the activity and date filters from the popover', async () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Filter chats' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Unread only' }));
    expect(props.onFilters).toHaveBeenCalledWith({ activityFilter: 'UNREADS_ONLY', dateFilter: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Last week' }));
    expect(props.onFilters).toHaveBeenCalledWith({ activityFilter: 'ALL', dateFilter: 'LAST_WEEK' });
  });

  it("says 'No chats found' when nothing matches", () => {
    setup({ chats: [] });
    expect(screen.getByTestId('chat-list-empty')).toHaveTextContent(/^No chats found$/);
  });

  it('asks for the next page when the last row becomes 10% visible', () => {
    const observed: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit; el?: Element }[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ cb, options });
      }
      observe(el: Element) {
        observed.at(-1)!.el = el;
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const props = setup({ hasMore: true });
      const io = observed.at(-1)!;
      expect(io.options?.threshold).toBe(0.1);
      expect(io.el).toHaveAttribute('data-conversation', 'c');
      io.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
