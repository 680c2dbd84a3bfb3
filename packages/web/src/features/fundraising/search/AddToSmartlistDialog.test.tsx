import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FunderList } from '@atrium/contract';
import { sessionStore } from '../../../session/session';
import { workspaceStore } from '../../../workspace/workspace';

/** A signed-in member with a company selected. */
function signInWithTenant() {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: { externalId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' } as never,
  });
  workspaceStore.set((w) => ({
    ...w,
    selectedTenantMembership: { tenant: { externalId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Acme' } } as never,
  }));
}

const api = vi.hoisted(() => ({
  createWithFunder: vi.fn(),
  addToLists: vi.fn(),
  names: vi.fn(),
}));
vi.mock('../api', () => ({ fundraisingApi: api }));
const notified = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify: notified, notifyActionError: vi.fn(), errorMessage: vi.fn() }));
const { AddToSmartlistDialog } = await import('./AddToSmartlistDialog');

const LIST: FunderList = {
  externalId: '11111111-1111-4111-8111-111111111111',
  name: 'Seed round',
  visibility: 'JUST_ME',
  funderCount: 3,
  owner: null,
  collaborators: [],
  createdAt: '2026-11-01T00:00:00Z',
};

function renderDialog(capability: { canCreate: boolean; reason: string | null }, lists: FunderList[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/one/fundraising',
        element: (
          <AddToSmartlistDialog
            open
            onClose={() => undefined}
            funders={['f1', 'f2']}
            lists={lists}
            capability={{ ...capability, unlimited: capability.canCreate, canShare: false }}
            onDone={() => undefined}
          />
        ),
      },
      { path: '/one/fundraising/smart-list/:id', element: <p>list page</p> },
    ],
    { initialEntries: ['/one/fundraising'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Add to Smartlist dialog', () => {
  beforeEach(() => {
    signInWithTenant();
    vi.clearAllMocks();
    api.names.mockResolvedValue({ names: ['Seed Fintech investors'] });
  });

  it('creates a list from the selection and lands on it', async () => {
    api.createWithFunder.mockResolvedValue({ ...LIST, externalId: '22222222-2222-4222-8222-222222222222' });
    const router = renderDialog({ canCreate: true, reason: null });
    await userEvent.type(screen.getByLabelText('Name new Smartlist*'), 'Harbor funds');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/one/fundraising/smart-list/22222222-2222-4222-8222-222222222222'),
    );
    expect(api.createWithFunder).toHaveBeenCalledWith('Harbor funds', ['f1', 'f2']);
    expect(notified).toHaveBeenCalledWith('Contact/s successfully added to your Smartlist', 'success');
  });

  it('adds to the checked lists without creating one, and asks for a target when none is given', async () => {
    api.addToLists.mockResolvedValue({ added: 2 });
    renderDialog({ canCreate: true, reason: null }, [LIST]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a Smartlist or name a new one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Seed round/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.addToLists).toHaveBeenCalledWith([LIST.externalId], ['f1', 'f2']));
    expect(api.createWithFunder).not.toHaveBeenCalled();
  });

  it("disables the new list's name with the reason when the plan allows no more lists", async () => {
    renderDialog({ canCreate: false, reason: 'Your plan includes one Smartlist.' }, [LIST]);
    const name = screen.getByLabelText('Name new Smartlist*');
    expect(name).toBeDisabled();
    await userEvent.hover(name.closest('.MuiFormControl-root')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your plan includes one Smartlist.');
  });
});
