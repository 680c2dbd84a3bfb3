import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import type { Workspace } from '@atrium/contract';
import { applyWorkspaces, resetWorkspaceState } from '../../workspace/workspace';
import { WorkspaceSelector } from './WorkspaceSelector';

const STAFF_WORKSPACE: Workspace = {
  externalId: 'w-atrium',
  slug: 'atrium',
  domain: 'atrium.atrium.app',
  isOwner: false,
  tenantMemberships: [
    {
      externalId: 'm-0',
      tenant: { externalId: 't-0', name: 'AtriumTenant0', accountType: 'COMPANY', isInternal: true },
      roles: [{ name: 'atrium-portal-admin' }],
      workspaceExternalId: 'w-atrium',
    },
  ],
};

afterEach(() => resetWorkspaceState());

describe('WorkspaceSelector (issue 13 item 21)', () => {
  it("names the provider's own tenant by the provider's display name, never its internal name", async () => {
    applyWorkspaces([STAFF_WORKSPACE]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/portal/customers']}>
          <WorkspaceSelector />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('current-tenant-name')).toHaveTextContent(/^Atrium$/);
    await userEvent.setup().click(screen.getByTestId('workspace-selector'));
    expect(await screen.findByRole('menuitem', { name: /Atrium/ })).not.toHaveTextContent('AtriumTenant0');
    expect(document.body).not.toHaveTextContent('AtriumTenant0');
  });

  it('confirms a switch of company with the name of the one now selected', async () => {
    const two: Workspace = {
      ...STAFF_WORKSPACE,
      externalId: 'w-acme',
      slug: 'acme',
      domain: 'acme.atrium.app',
      tenantMemberships: [
        {
          externalId: 'm-a',
          tenant: { externalId: 't-a', name: 'Acme Inc.', accountType: 'COMPANY', isInternal: false },
          roles: [{ name: 'atrium-company-standard' }],
          workspaceExternalId: 'w-acme',
        },
        {
          externalId: 'm-b',
          tenant: { externalId: 't-b', name: 'Acme Labs', accountType: 'COMPANY', isInternal: false },
          roles: [{ name: 'atrium-company-standard' }],
          workspaceExternalId: 'w-acme',
        },
      ],
    };
    applyWorkspaces([two]);
    render(
      <SnackbarProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/one/home']}>
            <WorkspaceSelector />
          </MemoryRouter>
        </QueryClientProvider>
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('workspace-selector'));
    await user.click(await screen.findByRole('menuitem', { name: /Acme Labs/ }));
    expect(await screen.findByText('You are now working in Acme Labs')).toBeInTheDocument();
    expect(screen.getByTestId('current-tenant-name')).toHaveTextContent('Acme Labs');
  });
});
