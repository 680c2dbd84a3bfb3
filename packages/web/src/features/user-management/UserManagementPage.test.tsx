import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PERMISSIONS, type CurrentUser, type Workspace } from '@atrium/contract';
import { http } from '../../lib/http';
import { sessionStore } from '../../session/session';
import { applyWorkspaces, resetWorkspaceState } from '../../workspace/workspace';
import UserManagementPage from './UserManagementPage';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
}));

const staff: CurrentUser = {
  externalId: 'u-9',
  roles: [{ name: 'atrium-portal-employee' }],
  userRoles: [{ name: 'atrium-portal-employee', permissions: [PERMISSIONS.portalAccess] }],
  permissionUUIDs: [PERMISSIONS.portalAccess.uuid],
  user: { firstName: 'Kim', lastName: 'Manager', email: 'kam@atrium.dev', externalId: 'u-9', userRoles: [] },
  language: 'en',
  isInternal: true,
  atriumApplicationOptions: {},
  tokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};
const internal = (role: string): Workspace => ({
  externalId: 'w-0',
  slug: 'atrium',
  domain: 'atrium.atrium.app',
  isOwner: false,
  tenantMemberships: [
    {
      externalId: 'm-0',
      tenant: { externalId: 't-0', name: 'AtriumTenant0', accountType: 'COMPANY', isInternal: true },
      roles: [{ name: role }],
      workspaceExternalId: 'w-0',
    },
  ],
});

function renderPage(at = '/portal/admin/user-management') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/portal/admin/user-management" element={<UserManagementPage />} />
          <Route path="/unauthorized" element={<p>401 page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  resetWorkspaceState();
  vi.clearAllMocks();
});

describe('UserManagementPage', () => {
  it('sends a staff member who is not a portal admin to the 401 page without asking the server', async () => {
    sessionStore.set({ token: 't', expiresAt: null, user: staff, status: 'authenticated' });
    applyWorkspaces([internal('atrium-portal-kam')]);
    renderPage();
    expect(await screen.findByText('401 page')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('lists the users for a portal admin', async () => {
    sessionStore.set({ token: 't', expiresAt: null, user: staff, status: 'authenticated' });
    applyWorkspaces([internal('atrium-portal-admin')]);
    vi.mocked(http).post.mockResolvedValue({
      items: [
        {
          externalId: 'u-1',
          firstName: 'Sol',
          lastName: 'Solo',
          email: 'solo@example.com',
          status: 'INACTIVE',
          emailVerified: true,
          userRoles: [],
          companies: [],
          lastSignInAt: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
      page: 0,
      pageSize: 20,
      total: 1,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'User management' })).toBeInTheDocument();
    expect(await screen.findByText('solo@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 user')).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(
      '/api/atrium-user/admin/users/paged',
      { search: null, status: null, kind: null },
      { noTenant: true, query: { page: 0, pageSize: 20 } },
    );
  });

  it("lists one company's users when the address names it, with a chip that removes the filter", async () => {
    sessionStore.set({ token: 't', expiresAt: null, user: staff, status: 'authenticated' });
    applyWorkspaces([internal('atrium-portal-admin')]);
    vi.mocked(http).post.mockResolvedValue({ items: [], page: 0, pageSize: 20, total: 0 });
    const TENANT = '00000000-0000-4000-8000-000000000042';
    renderPage(`/portal/admin/user-management?company=${TENANT}&companyName=Acme%20Inc.`);
    expect(await screen.findByText('Company: Acme Inc.')).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(
      '/api/atrium-user/admin/users/paged',
      { search: null, status: null, kind: null, tenantExternalId: TENANT },
      expect.anything(),
    );
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  });
});
