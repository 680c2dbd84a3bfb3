import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Funder, FunderPage } from '@atrium/contract';
import i18n from '../../../lib/i18n';

const FUNDER: Funder = {
  externalId: '33333333-3333-4333-8333-333333333333',
  type: 'INVESTOR',
  name: 'Harbor Ventures',
  logoUrl: null,
  shortDescription: null,
  website: null,
  city: 'Austin',
  stateCode: 'TX',
  countryCode: 'US',
  roles: [],
  rank: 1,
  investmentCount: 3,
  organizationFoundedCount: 0,
  stages: ['SEED'],
  sectors: ['fintech'],
  checkSizeMin: null,
  checkSizeMax: null,
  organization: null,
};
const results = vi.hoisted(() => ({ data: undefined as FunderPage | undefined }));
const idle = { data: undefined, isPending: false, isError: false };
vi.mock('../queries', () => ({
  useFunderSearch: () => ({ ...idle, data: results.data }),
  useFundraisingTenant: () => 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  useSaveSearch: () => ({ mutateAsync: vi.fn() }),
  useSavedSearch: () => idle,
  useSavedSearches: () => idle,
  useSmartlistCapability: () => idle,
  useSmartlists: () => idle,
}));
vi.mock('./RecommendedPanel', () => ({ RecommendedPanel: () => null }));
vi.mock('./AddToSmartlistDialog', () => ({ AddToSmartlistDialog: () => null }));
const { default: FundraisingPage } = await import('./FundraisingPage');

function renderPage(page: Omit<FunderPage, 'items'>) {
  results.data = { ...page, items: Array.from({ length: 50 }, (_, i) => ({ ...FUNDER, externalId: `${i}` })) };
  const client = new QueryClient();
  const router = createMemoryRouter([{ path: '/one/fundraising', element: <FundraisingPage /> }], {
    initialEntries: ['/one/fundraising'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('investor search results', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('reads a capped total as "more than" it, with the next page offered', async () => {
    renderPage({ page: 0, pageSize: 50, total: 1000, totalCapped: true });
    expect(screen.getByText('1–50 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('1–50 de más de 1000')).toBeInTheDocument();
  });

  it('shows an exact total as it is', () => {
    renderPage({ page: 0, pageSize: 50, total: 120, totalCapped: false });
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
  });
});
