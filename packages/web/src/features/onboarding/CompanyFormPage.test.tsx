import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Company } from '@atrium/contract';
import { workspaceStore } from '../../workspace/workspace';
import { ApiError } from '../../lib/api-error';
import { onboardingApi } from './api';
import { companyFormApi } from './company-api';
import CompanyFormPage from './pages/CompanyFormPage';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const TENANT = '00000000-0000-4000-8000-000000000011';
const BARE: Company = {
  externalId: '00000000-0000-4000-8000-000000000010',
  companyName: 'Bare Co',
  legalName: null,
  atriumCompanyAccountType: 'COMPANY',
  country: 'US',
  url: 'https://bare.example',
  telephone: '4155550100',
  yearFounded: 2020,
  startupStage: 'Seed',
  numberOfEmployees: '2-10',
  keyInvestors: null,
  delawareCCorp: false,
  address: {
    externalId: '00000000-0000-4000-8000-000000000012',
    streetAddress: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: 73301,
  },
  tenant: { name: 'Bare Co', externalId: TENANT },
  companyContext: {
    cashOnHand: 1,
    monthlyRevenue: 1,
    totalFundingReceived: 1,
    ebitda: 1,
    companyDescription: 'Kites',
    twitter: null,
    instagram: null,
    linkedIn: null,
    industry: 'Fintech',
  },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/company-form']}>
          <Routes>
            <Route path="/company-form" element={<CompanyFormPage />} />
            <Route path="/one/home" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}

beforeEach(() =>
  workspaceStore.set((w) => ({ ...w, selectedTenantMembership: { tenant: { externalId: TENANT } } as never })),
);
afterEach(() => vi.restoreAllMocks());

describe('/company-form', () => {
  it('says the form is incomplete, keeps the own name without asking if it is free, and saves the form', async () => {
    vi.spyOn(companyFormApi, 'current').mockResolvedValue(BARE);
    const check = vi.spyOn(onboardingApi, 'validateCompanyName');
    const save = vi.spyOn(companyFormApi, 'saveForm').mockResolvedValue({ ...BARE, legalName: 'Bare Company LLC' });
    renderPage();
    expect(await screen.findByText(/was created without its company form/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Bare Co');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Company legal name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Legal name/), 'Bare Company LLC');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ companyName: 'Bare Co', legalName: 'Bare Company LLC', zipCode: 73301 }),
    );
  });

  it("puts the server's 409 for a new name that was taken on the name field", async () => {
    vi.spyOn(companyFormApi, 'current').mockResolvedValue({ ...BARE, legalName: 'Bare LLC' });
    vi.spyOn(onboardingApi, 'validateCompanyName').mockResolvedValue({ available: true });
    vi.spyOn(companyFormApi, 'saveForm').mockRejectedValue(
      new ApiError('CONFLICT', 409, 'This company name is already in use'),
    );
    renderPage();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Company name/);
    await user.clear(name);
    await user.type(name, 'Globex LLC');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(screen.getByText('This company name is already in use')).toBeInTheDocument());
    expect(screen.queryByText('home page')).toBeNull();
  });
});
