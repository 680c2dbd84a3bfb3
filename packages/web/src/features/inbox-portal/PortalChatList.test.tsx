import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { chatApi } from '../chat';
import { INITIAL_LIST_STATE, type PortalListState } from './filters';
import { PortalChatList } from './PortalChatList';

function Harness() {
  const [state, setState] = useState<PortalListState>(INITIAL_LIST_STATE);
  return (
    <PortalChatList
      state={state}
      onChange={(p) => setState((s) => ({ ...s, ...p }))}
      selectedId={null}
      onSelect={() => {}}
      onCreate={() => {}}
      onStats={() => {}}
    />
  );
}
const renderList = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <Harness />
    </QueryClientProvider>,
  );
};
const empty = { content: [], page: { number: 0, totalPages: 0, size: 20, totalElements: 0 } };

describe('portal chat list', () => {
  it('sends the tab, quick filter and Times choices to the portal list call, and shows the empty state', async () => {
    const list = vi.spyOn(chatApi, 'portalList').mockResolvedValue(empty);
    renderList();
    expect(await screen.findByText('No chats found')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      'ALL',
      0,
      expect.objectContaining({ otherClients: false, generalPortalFilters: [] }),
    );
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Others' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('ALL', 0, expect.objectContaining({ otherClients: true })),
    );
    await u.click(screen.getByRole('button', { name: 'Urgent' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('ALL', 0, expect.objectContaining({ generalPortalFilters: ['URGENT'] })),
    );
    await u.click(screen.getByRole('button', { name: 'Read only' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        'ADMIN_READ_ONLY',
        0,
        expect.objectContaining({ generalPortalFilters: [] }),
      ),
    );
    await u.click(screen.getByLabelText('Times'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('ADMIN_READ_ONLY', 0, expect.objectContaining({ showResponseTimes: true })),
    );
    expect(screen.getByTestId('times-legend')).toHaveTextContent('O: time since the thread opened');
  }, 30_000);

  it("shows the spec's message when the list fails", async () => {
    vi.spyOn(chatApi, 'portalList').mockRejectedValue(new ApiError('INTERNAL_ERROR', 500, 'Database down'));
    renderList();
    expect(await screen.findByText('Error getting inbox chats: Database down')).toBeInTheDocument();
  });
});
