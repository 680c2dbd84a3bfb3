import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import type { TaskSummary } from '@atrium/contract';
import { sessionStore } from '../../../session/session';
import { customer } from '../../../test/fixtures';
import { tasksApi } from '../api/tasks-api';
import TaskListPage from './TaskListPage';

vi.mock('../api/tasks-api', () => ({
  tasksApi: { list: vi.fn(), update: vi.fn(async () => ({})) },
  flowsApi: {
    filterData: vi.fn(async () => ({
      services: [],
      companies: [],
      staff: [{ externalId: '99999999-9999-4999-8999-999999999999', name: 'Stu Staff' }],
    })),
  },
}));
vi.setConfig({ testTimeout: 60_000 });
const list = vi.mocked(tasksApi.list);
const update = vi.mocked(tasksApi.update);

const flow = { externalId: 'f-1', name: 'Delaware incorporation', serviceCode: 'DELAWARE_INCORPORATION' };
const task = (n: number, withFlow: boolean): TaskSummary => ({
  externalId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Task ${n}`,
  kind: 'STAFF_WORK',
  status: 'PENDING',
  displayStatus: 'PENDING',
  dueDate: `2030-05-0${n}`,
  doneByCustomer: false,
  requiresReview: true,
  internalOnly: false,
  preparer: null,
  reviewer: null,
  company: { externalId: 'c', name: 'Acme Inc.' },
  flow: withFlow ? flow : null,
  openComments: 0,
  createdAt: '2026-01-01T00:00:00Z',
});

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <TaskListPage view="portal" />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // A superadmin manages tasks (the server's managers).
  sessionStore.set({
    token: 't',
    expiresAt: null,
    user: { ...customer, roles: [{ name: 'superadmin' }] },
    status: 'authenticated',
  });
  list.mockResolvedValue({
    items: [task(1, true), task(2, false), task(3, true)],
    page: 0,
    pageSize: 20,
    total: 3,
    totalCapped: false,
  });
});
afterEach(() => sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' }));

describe('TaskListPage for managers: parent rows check their children', () => {
  it('groups a flow’s tasks under its row; checking the row checks them, and people are assigned to all', async () => {
    const user = userEvent.setup();
    mount();
    const group = await screen.findByTestId('task-group');
    expect(group).toHaveTextContent('Delaware incorporation');
    expect(group).toHaveTextContent('2 tasks on this page');
    await user.click(screen.getByRole('checkbox', { name: 'Check Delaware incorporation' }));
    expect(screen.getByRole('checkbox', { name: 'Check Task 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check Task 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check Task 2' })).not.toBeChecked();
    // The page's box is partly checked.
    expect(screen.getByRole('checkbox', { name: 'Check every task of the page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    // Unchecking one child leaves the parent partly checked.
    await user.click(screen.getByRole('checkbox', { name: 'Check Task 3' }));
    expect(screen.getByRole('checkbox', { name: 'Check Delaware incorporation' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Check Delaware incorporation' }));
    expect(within(screen.getByTestId('task-selection-bar')).getByRole('status')).toHaveTextContent('2 tasks checked');

    await user.click(screen.getByRole('button', { name: 'Assign people' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Preparer' }));
    await user.click(await screen.findByRole('option', { name: 'Stu Staff' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign to 2 tasks' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls.map((c) => c[0]).sort()).toEqual([task(1, true).externalId, task(3, true).externalId]);
    expect(update).toHaveBeenCalledWith(task(1, true).externalId, {
      preparerExternalId: '99999999-9999-4999-8999-999999999999',
    });
  });
});
