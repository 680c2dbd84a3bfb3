import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ManagedUserDetail } from '@atrium/contract';
import { http } from '../../lib/http';
import i18n from '../../lib/i18n';
import { UserDetailDrawer } from './UserDetailDrawer';

vi.mock('../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn() } }));
const loginAs = vi.fn();
vi.mock('../auth', () => ({ useLoginAs: () => loginAs }));
vi.setConfig({ testTimeout: 20_000 });
const api = vi.mocked(http);

const ID = '00000000-0000-4000-8000-000000000001';
const INVITATION = '00000000-0000-4000-8000-000000000009';
const user = (extra: Partial<ManagedUserDetail> = {}): ManagedUserDetail => ({
  externalId: ID,
  firstName: 'Mia',
  lastName: 'Member',
  email: 'member@acme.example',
  status: 'ACTIVE',
  emailVerified: true,
  userRoles: ['atrium-one'],
  companies: [
    {
      tenantExternalId: 't-1',
      name: 'Acme Inc.',
      accountType: 'COMPANY',
      isInternal: false,
      roles: ['atrium-company-standard'],
    },
  ],
  lastSignInAt: null,
  createdAt: '2026-01-02T10:00:00Z',
  phone: null,
  jobTitle: null,
  language: 'en',
  openInvitations: [],
  canLoginAs: false,
  ...extra,
});

function renderDrawer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <UserDetailDrawer externalId={ID} onClose={vi.fn()} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('UserDetailDrawer', () => {
  it('shows the account, its companies and never-signed-in, without actions it cannot take', async () => {
    api.get.mockResolvedValue(user());
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Mia Member' });
    expect(api.get).toHaveBeenCalledWith(`/api/atrium-user/admin/users/${ID}`, { noTenant: true });
    expect(within(dialog).getByText('Acme Inc.')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /sign in as/i })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /verification/i })).not.toBeInTheDocument();
  });

  it('deactivates only after confirmation, then shows the new status', async () => {
    api.get.mockResolvedValueOnce(user()).mockResolvedValue(user({ status: 'INACTIVE' }));
    api.put.mockResolvedValue(user({ status: 'INACTIVE' }));
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(confirm).toHaveTextContent('every open session of theirs ends now');
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        `/api/atrium-user/admin/users/${ID}/status`,
        { status: 'INACTIVE' },
        { noTenant: true },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('resends a verification e-mail and an open invitation', async () => {
    api.get.mockResolvedValue(
      user({
        emailVerified: false,
        openInvitations: [
          {
            externalId: INVITATION,
            type: 'USER_TO_COMPANY',
            email: 'member@acme.example',
            initiatorEmail: 'owner@globex.example',
            status: 'PENDING',
            tenant: { externalId: 't-2', name: 'Globex LLC' },
            role: { externalId: 'r-1', name: 'atrium-company-standard' },
            atriumOneRole: null,
            createdAt: '2026-01-02T10:00:00Z',
            expiresAt: '2026-01-09T10:00:00Z',
            respondedAt: null,
          },
        ],
      }),
    );
    api.post.mockResolvedValue(null);
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `/api/atrium-user/admin/users/${ID}/resend-verification`,
        {},
        { noTenant: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend the invitation to Globex LLC' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `/api/atrium-user/admin/users/${ID}/invitations/${INVITATION}/resend`,
        {},
        { noTenant: true },
      ),
    );
  });

  it('signs in as the user after confirmation when login-as is allowed', async () => {
    api.get.mockResolvedValue(user({ canLoginAs: true }));
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as this user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign in as this user' });
    expect(loginAs).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loginAs).toHaveBeenCalledWith('member@acme.example'));
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      api.get.mockResolvedValue(user({ status: 'INACTIVE' }));
      renderDrawer();
      expect(await screen.findByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
      expect(screen.getByText('Empresas')).toBeInTheDocument();
      expect(screen.getByText('Nunca')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
