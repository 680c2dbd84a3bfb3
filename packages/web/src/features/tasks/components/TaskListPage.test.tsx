import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import type { TaskSummary } from '@atrium/contract';
import { tasksApi } from '../api/tasks-api';
import TaskListPage from './TaskListPage';

vi.mock('../api/tasks-api', () => ({
  tasksApi: { list: vi.fn() },
  flowsApi: { filterData: vi.fn(async () => ({ services: [], companies: [], staff: [] })) },
}));
vi.setConfig({ testTimeout: 20_000 });
const list = vi.mocked(tasksApi.list);

const task = (n: number, extra: Partial<TaskSummary> = {}): TaskSummary => ({
  externalId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Task ${n}`,
  kind: 'FILE_REQUEST_TASK',
  status: 'PENDING',
  displayStatus: 'PENDING',
  dueDate: '2026-05-0' + n,
  doneByCustomer: true,
  requiresReview: true,
  internalOnly: false,
  preparer: null,
  reviewer: null,
  company: { externalId: 'c', name: 'Acme Inc.' },
  flow: { externalId: 'f', name: 'Delaware incorporation', serviceCode: 'DELAWARE_INCORPORATION' },
  openComments: 0,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <TaskListPage view="one" />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  list.mockReset();
  list.mockResolvedValue({
    items: [task(1), task(2, { displayStatus: 'OVERDUE', status: 'IN_PROGRESS' })],
    page: 0,
    pageSize: 20,
    total: 2,
    totalCapped: false,
  });
});

describe('TaskListPage', () => {
  it('asks for All Tasks with the default statuses, sorted by due date ascending, and shows status labels', async () => {
    mount();
    expect(await screen.findByText('Task 1')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      'one',
      expect.objectContaining({
        tab: 'ALL',
        statuses: ['IN_PROGRESS', 'PENDING', 'OVERDUE', 'WAITING_FOR_REVIEW'],
        orderBy: 'dueDate',
        order: 'asc',
      }),
      0,
      20,
    );
    expect(screen.getAllByTestId('task-status').map((c) => c.textContent)).toEqual(['Pending', 'Overdue']);
  });

  it('toggles the sort of the due date column and remembers tab and sort for the next visit', async () => {
    const user = userEvent.setup();
    const first = mount();
    await screen.findByText('Task 1');
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        'one',
        expect.objectContaining({ orderBy: 'dueDate', order: 'desc' }),
        0,
        20,
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'My Overdue' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('one', expect.objectContaining({ tab: 'MY_OVERDUE', statuses: [] }), 0, 20),
    );
    first.unmount();

    list.mockClear();
    mount();
    await screen.findByText('Task 1');
    expect(screen.getByRole('tab', { name: 'My Overdue' })).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveBeenCalledWith('one', expect.objectContaining({ tab: 'MY_OVERDUE', order: 'desc' }), 0, 20);
  });

  it('shows a capped total as "more than" and still offers the next page', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue({ items: [task(1), task(2)], page: 0, pageSize: 20, total: 1000, totalCapped: true });
    mount();
    expect(await screen.findByText('1–20 of more than 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('one', expect.anything(), 1, 20));
  });
});
