import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { roleApi } from '../roles';
import { inviteUserApi } from './api/invite-user';
import { canShowInvite } from './invite-rule';
import { InviteUserDialog } from './components/InviteUserDialog';
import { sessionStore } from '../../session/session';
import { customer } from '../../test/fixtures';
import { ApiError } from '../../lib/api-error';

const COMPANY_ROLES = [
  { externalId: 'c-admin', name: 'atrium-company-user-admin' },
  { externalId: 'c-viewer', name: 'atrium-company-viewer' },
  { externalId: 'c-standard', name: 'atrium-company-standard' },
];
const PORTAL_ROLES = [
  { externalId: 'p-admin', name: 'atrium-portal-admin' },
  { externalId: 'p-viewer', name: 'atrium-portal-viewer' },
  { externalId: 'p-standard', name: 'atrium-portal-standard' },
  { externalId: 'p-kam', name: 'atrium-portal-kam' },
];

function renderDialog(tenant: { externalId: string; name: string; isInternal: boolean }) {
  sessionStore.set({ token: 't', expiresAt: null, user: customer, status: 'authenticated' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <InviteUserDialog open onClose={() => undefined} tenant={tenant} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('canShowInvite (spec 1 §6)', () => {
  it('always outside the customer view; in it only for company accounts of a company admin or staff admin/KAM', () => {
    expect(
      canShowInvite({ view: 'portal', accountType: 'INDIVIDUAL', isCompanyAdmin: false, isAtriumAdminOrKam: false }),
    ).toBe(true);
    expect(
      canShowInvite({ view: 'one', accountType: 'COMPANY', isCompanyAdmin: true, isAtriumAdminOrKam: false }),
    ).toBe(true);
    expect(
      canShowInvite({ view: 'one', accountType: 'COMPANY', isCompanyAdmin: false, isAtriumAdminOrKam: true }),
    ).toBe(true);
    expect(
      canShowInvite({ view: 'one', accountType: 'COMPANY', isCompanyAdmin: false, isAtriumAdminOrKam: false }),
    ).toBe(false);
    expect(
      canShowInvite({ view: 'one', accountType: 'INDIVIDUAL', isCompanyAdmin: true, isAtriumAdminOrKam: true }),
    ).toBe(false);
  });

  it("offers a KAM no Invite for the provider's own team (the server refuses him); a staff admin gets it (issue 13)", () => {
    const team = { view: 'portal', accountType: 'COMPANY', isCompanyAdmin: false, isInternalTenant: true } as const;
    expect(canShowInvite({ ...team, isAtriumAdminOrKam: true, isStaffAdmin: false })).toBe(false);
    expect(canShowInvite({ ...team, isAtriumAdminOrKam: true, isStaffAdmin: true })).toBe(true);
  });
});

describe('InviteUserDialog', () => {
  it('a company: company roles labelled by their last word, viewer by default, and the invitation sent', async () => {
    vi.spyOn(roleApi, 'company').mockResolvedValue(COMPANY_ROLES);
    const invite = vi.spyOn(inviteUserApi, 'invite').mockResolvedValue({} as never);
    renderDialog({ externalId: 't-acme', name: 'Acme Inc.', isInternal: false });
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', { name: /role/i });
    await waitFor(() => expect(role).toHaveTextContent('Viewer'));
    await user.click(role);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Admin', 'Viewer', 'Standard']);
    await user.click(screen.getByRole('option', { name: 'Standard' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith({
        content: { tenantExternalId: 't-acme', roleExternalId: 'c-standard' },
        type: 'USER_TO_COMPANY',
        email: 'new@example.com',
        initiatorEmail: 'owner@acme.example',
      }),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    // One toast per invitation: not 'Saved' as well.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Invitation sent')).toHaveLength(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('the internal tenant: portal roles without KAM, and the optional Atrium One role defaulting to viewer', async () => {
    vi.spyOn(roleApi, 'portal').mockResolvedValue(PORTAL_ROLES);
    vi.spyOn(roleApi, 'company').mockResolvedValue(COMPANY_ROLES);
    const invite = vi.spyOn(inviteUserApi, 'invite').mockResolvedValue({} as never);
    renderDialog({ externalId: 't-0', name: 'AtriumTenant0', isInternal: true });
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', { name: /^role/i });
    await user.click(role);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Viewer', 'Standard']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Allow access to Atrium One?' }));
    const oneRole = await screen.findByRole('combobox', { name: /Atrium One role/ });
    await waitFor(() => expect(oneRole).toHaveTextContent('Viewer'));
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'new.staff@atrium.dev');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith(
        expect.objectContaining({
          content: { tenantExternalId: 't-0', roleExternalId: 'p-viewer', atriumOneRoleExternalId: 'c-viewer' },
        }),
      ),
    );
  });

  it('shows 400 invitationAlreadySent as a warning and keeps the dialog; a bad e-mail never reaches the server', async () => {
    vi.spyOn(roleApi, 'company').mockResolvedValue(COMPANY_ROLES);
    const invite = vi
      .spyOn(inviteUserApi, 'invite')
      .mockRejectedValue(new ApiError('VALIDATION_ERROR', 400, 'invitationAlreadySent'));
    renderDialog({ externalId: 't-acme', name: 'Acme Inc.', isInternal: false });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /role/i })).toHaveTextContent('Viewer'));
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: /email/i }));
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'dup@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation has already been sent to this email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });

  it("reports a failed Atrium One roles fetch with 'atriumOneRolesError' and the detail", async () => {
    vi.spyOn(roleApi, 'portal').mockResolvedValue(PORTAL_ROLES);
    vi.spyOn(roleApi, 'company').mockRejectedValue(new ApiError('INTERNAL_ERROR', 500, 'boom'));
    renderDialog({ externalId: 't-0', name: 'AtriumTenant0', isInternal: true });
    expect(await screen.findByText('Atrium One roles could not be loaded: boom')).toBeInTheDocument();
  });
});
