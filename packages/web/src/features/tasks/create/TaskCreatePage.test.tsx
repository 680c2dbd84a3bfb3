import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { sessionStore } from '../../../session/session';
import { applyWorkspaces, resetWorkspaceState } from '../../../workspace/workspace';
import { customer } from '../../../test/fixtures';
import { ApiError } from '../../../lib/api-error';
import { taskCreateApi } from '../api/task-create';
import TaskCreatePage from './TaskCreatePage';

vi.mock('../api/tasks-api', () => ({
  flowsApi: {
    filterData: vi.fn(async () => ({
      services: [],
      companies: [
        { externalId: 'a', name: 'Acme Inc.' },
        { externalId: 'g', name: 'Globex LLC' },
      ],
      staff: [],
    })),
  },
}));
vi.mock('../api/task-create', () => ({ taskCreateApi: { one: vi.fn(), bulk: vi.fn() } }));
vi.setConfig({ testTimeout: 60_000 });
const bulk = vi.mocked(taskCreateApi.bulk);

const signIn = (roles: string[]) =>
  sessionStore.set({
    token: 't',
    expiresAt: null,
    user: { ...customer, roles: roles.map((name) => ({ name })) },
    status: 'authenticated',
  });

function mount(path = '/portal/tasks/new/true') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/portal/tasks/new/:isBulkCreation" element={<TaskCreatePage />} />
            <Route path="/portal/tasks/admin" element={<p>task list</p>} />
            <Route path="/unauthorized" element={<p>401 page</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => bulk.mockReset());
afterEach(() => {
  sessionStore.set({ token: null, expiresAt: null, user: null, status: 'anonymous' });
  resetWorkspaceState();
});

describe('TaskCreatePage', () => {
  it('sends a manager’s bulk task for the chosen customers; a refused customer is named', async () => {
    signIn(['superadmin']);
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(bulk).not.toHaveBeenCalled();

    const customers = screen.getByRole('combobox', { name: /Customers/ });
    await user.click(customers);
    await user.click(await screen.findByRole('option', { name: 'Acme Inc.' }));
    await user.click(await screen.findByRole('option', { name: 'Globex LLC' }));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('task-create-count')).toHaveTextContent('2 customers chosen');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Send the lease');
    bulk.mockRejectedValueOnce(
      new ApiError('VALIDATION_ERROR', 400, 'Individual accounts have no tasks', {
        fields: [{ path: 'tenantExternalIds.1', message: 'Individual accounts have no tasks' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create the task for 2 customers' }));
    expect(
      await screen.findByText('Globex LLC cannot get this task: Individual accounts have no tasks'),
    ).toBeInTheDocument();
    expect(bulk).toHaveBeenCalledWith(
      expect.objectContaining({ tenantExternalIds: ['a', 'g'], name: 'Send the lease' }),
    );

    bulk.mockResolvedValueOnce({ created: 2, tasks: [] });
    await user.click(screen.getByRole('button', { name: 'Create the task for 2 customers' }));
    expect(await screen.findByText('task list')).toBeInTheDocument();
  });

  it('sends other staff to the 401 page', async () => {
    signIn(['atrium-portal-employee']);
    // Workspaces loaded, with no portal admin or KAM membership.
    applyWorkspaces([]);
    mount('/portal/tasks/new/false');
    expect(await screen.findByText('401 page')).toBeInTheDocument();
  });
});
