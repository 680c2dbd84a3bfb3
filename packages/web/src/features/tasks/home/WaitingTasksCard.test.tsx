import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TaskSummary, WaitingTasks } from '@atrium/contract';
import { http } from '../../../lib/http';
import { WaitingTasksCard } from './WaitingTasksCard';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);

const task = (n: number, extra: Partial<TaskSummary> = {}): TaskSummary => ({
  externalId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Task ${n}`,
  kind: 'FILE_REQUEST_TASK',
  status: 'PENDING',
  displayStatus: 'PENDING',
  dueDate: '2030-05-0' + n,
  doneByCustomer: true,
  requiresReview: true,
  internalOnly: false,
  preparer: null,
  reviewer: null,
  company: { externalId: 'c', name: 'Acme Inc.' },
  flow: null,
  openComments: 0,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

function mount(reply: WaitingTasks) {
  get.mockResolvedValue(reply);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WaitingTasksCard tenantExternalId="t-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WaitingTasksCard', () => {
  it('links each task that needs the customer to its page, says what it asks, and counts the rest', async () => {
    mount({ items: [task(1), task(2, { doneByCustomer: false, kind: 'STAFF_WORK', openComments: 1 })], total: 7 });
    const rows = await screen.findAllByTestId('home-task');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', `/one/task-details/${task(1).externalId}`);
    expect(within(rows[0]).getByText(/File request/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Your provider asked a question/)).toBeInTheDocument();
    expect(screen.getByText('and 5 more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', '/one/tasks');
  });

  it('says calmly when nothing waits on the customer', async () => {
    mount({ items: [], total: 0 });
    expect(await screen.findByText('Nothing waits on you')).toBeInTheDocument();
    expect(screen.queryByTestId('home-task')).not.toBeInTheDocument();
  });
});
