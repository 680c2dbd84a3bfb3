import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Workspace } from '@atrium/contract';
import { applyWorkspaces, resetWorkspaceState } from '../../workspace/workspace';
import { PortalConversation } from './PortalConversation';

vi.mock('../chat', () => ({
  ConversationPane: () => null,
  useConversation: () => ({ data: { tenant: { externalId: 't-acme', name: 'Acme Inc.' } } }),
}));
vi.mock('../invitations', () => ({ InviteUserDialog: () => null }));

const staff = (role: string): Workspace => ({
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
const renderPane = () =>
  render(<PortalConversation conversationExternalId="c-1" onLeft={() => {}} onConversationChanged={() => {}} />);

afterEach(() => resetWorkspaceState());

describe("PortalConversation's company header (issue 13)", () => {
  it('offers Invite user to a KAM, who may invite to his customers', () => {
    applyWorkspaces([staff('atrium-portal-kam')]);
    renderPane();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeInTheDocument();
  });

  it('does not offer it to a standard staff member, whom the server refuses', () => {
    applyWorkspaces([staff('atrium-portal-standard')]);
    renderPane();
    expect(screen.getByText('Acme Inc.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
  });
});
