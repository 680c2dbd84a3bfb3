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
vi.mock('../../features/tasks', () => ({ WaitingTasksCard: () => <p>waiting tasks card</p> }));
vi.mock('../../features/inbox-client', () => ({
  inboxPath: () => '/one/communications',
  LatestMessagesCard: () => <p>latest messages card</p>,
}));
vi.mock('../../features/data-room', () => ({ OpenRedFlagsCard: () => <p>red flags card</p> }));
const access = vi.hoisted(() => ({ masterDataRoom: false }));
vi.mock('../../features/subscriptions', () => ({ useSubscription: () => ({ data: { access } }) }));
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

  it('shows what waits on a company: its tasks, its newest messages, and red flags when the plan has the data room', () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    applyWorkspaces([workspace('COMPANY')]);
    access.masterDataRoom = true;
    renderHome();
    expect(screen.getByRole('heading', { name: 'Waiting on you' })).toBeInTheDocument();
    expect(screen.getByText('waiting tasks card')).toBeInTheDocument();
    expect(screen.getByText('latest messages card')).toBeInTheDocument();
    expect(screen.getByText('red flags card')).toBeInTheDocument();
  });

  it('shows an individual no tasks, and no red flags without the data room', () => {
    sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
    applyWorkspaces([workspace('INDIVIDUAL')]);
    access.masterDataRoom = false;
    renderHome();
    expect(screen.queryByText('waiting tasks card')).not.toBeInTheDocument();
    expect(screen.getByText('latest messages card')).toBeInTheDocument();
    expect(screen.queryByText('red flags card')).not.toBeInTheDocument();
  });
});
