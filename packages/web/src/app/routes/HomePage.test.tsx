import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AccountType, Workspace } from '@atrium/contract';
import { applyWorkspaces, resetWorkspaceState } from '../../workspace/workspace';
import { sessionStore } from '../../session/session';
import { customer } from '../../test/fixtures';
import HomePage from './HomePage';

vi.mock('../../features/notifications', () => ({
  NotificationItem: () => null,
  NotificationSkeleton: () => null,
  useNotificationPage: () => ({ data: { items: [] }, isPending: false, isError: false }),
}));
vi.mock('../../features/workspace', () => ({
  accountTypeKey: (type: AccountType) =>
    type === 'INDIVIDUAL' ? 'workspace.accountType.individual' : 'workspace.accountType.company',
  ManageWorkspaceDialog: () => null,
}));

const workspace = (accountType: AccountType): Workspace => ({
  externalId: 'w-1',
  slug: 'acme',
  domain: 'acme.atrium.app',
  isOwner: true,
  tenantMemberships: [
    {
      externalId: 'm-1',
      tenant: { externalId: 't-1', name: 'Acme Inc.', accountType, isInternal: false },
      roles: [{ name: 'atrium-company-user-admin' }],
      workspaceExternalId: 'w-1',
    },
  ],
});
const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

afterEach(() => resetWorkspaceState());

describe('HomePage (issue 13)', () => {
  it('links the inbox and documents it has, instead of saying they will appear later', () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    applyWorkspaces([workspace('COMPANY')]);
    renderHome();
    expect(document.body).not.toHaveTextContent(/will appear here/);
    expect(screen.getByRole('link', { name: /inbox/ })).toHaveAttribute('href', '/one/communications');
    expect(screen.getByRole('link', { name: /document center/ })).toHaveAttribute('href', '/one/document-center');
  });

  it('offers an individual account no documents', () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    applyWorkspaces([workspace('INDIVIDUAL')]);
    renderHome();
    expect(screen.queryByRole('link', { name: /document center/ })).not.toBeInTheDocument();
  });
});
