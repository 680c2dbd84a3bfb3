import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AccountType, Workspace } from '@atrium/contract';
import { applyWorkspaces, resetWorkspaceState } from '../../workspace/workspace';
import { CompanyInfoCard } from './CompanyInfoCard';

vi.mock('./api/tenant-company', () => ({
  useTenantCompany: () => ({
    isError: false,
    data: {
      companyName: 'Jo Doe',
      legalName: null,
      url: null,
      telephone: null,
      country: null,
      yearFounded: null,
      startupStage: null,
      numberOfEmployees: null,
      address: { streetAddress: null, city: null, state: null, zipCode: null },
      companyContext: { industry: null },
    },
  }),
}));

const workspace = (accountType: AccountType): Workspace => ({
  externalId: 'w-1',
  slug: 'jo',
  domain: 'jo.atrium.app',
  isOwner: true,
  tenantMemberships: [
    {
      externalId: 'm-1',
      tenant: { externalId: 't-1', name: 'Jo Doe', accountType, isInternal: false },
      roles: [{ name: 'atrium-company-user-admin' }],
      workspaceExternalId: 'w-1',
    },
  ],
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/one/settings']}>
        <CompanyInfoCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => resetWorkspaceState());

describe('CompanyInfoCard (spec 1 §2.2, §6)', () => {
  it('is not shown to an individual account: no company card of dashes, no Contact KAM', () => {
    applyWorkspaces([workspace('INDIVIDUAL')]);
    renderCard();
    expect(screen.queryByTestId('company-info-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact KAM' })).not.toBeInTheDocument();
  });

  it('is shown to a company', () => {
    applyWorkspaces([workspace('COMPANY')]);
    renderCard();
    expect(screen.getByTestId('company-info-card')).toBeInTheDocument();
  });
});
