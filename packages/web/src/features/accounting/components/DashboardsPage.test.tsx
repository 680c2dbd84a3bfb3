import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Dashboard, IntegrationStatus } from '@atrium/contract';
import { accountingApi } from '../api/accounting-api';
import DashboardsPage from './DashboardsPage';

vi.mock('../api/accounting-api', () => ({ accountingApi: { status: vi.fn(), dashboard: vi.fn() } }));
vi.mock('../../../workspace/workspace', () => ({
  useWorkspace: () => ({ selectedTenantMembership: { tenant: { externalId: 't-1', accountType: 'COMPANY' } } }),
}));
// The header's actions, the scenario panel and the charts have their own tests.
vi.mock('./DashboardActions', () => ({ DashboardActions: () => null }));
vi.mock('./ScenarioPanel', () => ({ ScenarioPanel: () => null }));
vi.mock('./Charts', () => ({ NetBurnBalanceChart: () => null, SpendingChart: () => null }));
const accounting = vi.mocked(accountingApi);

const empty: Dashboard = {
  asOfMonth: null,
  todaysCash: { total: 0, items: [] },
  netBurn: {
    lastMonth: { currentValue: 0, previousValue: 0 },
    threeMonthAverage: { currentValue: 0, previousValue: 0 },
  },
  runway: { isInfinite: true, value: null, runOutMonth: null },
  spending: { categories: [], data: [] },
  netBurnAndBalance: [],
};
function show(status: IntegrationStatus) {
  accounting.status.mockResolvedValue(status);
  accounting.dashboard.mockResolvedValue(empty);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={qc}>
        <DashboardsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.resetAllMocks());

describe('DashboardsPage before the books are in', () => {
  it('says the dashboard is being generated while linked books are read, instead of asking to set up', async () => {
    show({
      hasLedger: false,
      linkAvailable: true,
      integrations: [
        {
          externalId: 'i-1',
          type: 'MERGE',
          name: 'QuickBooks Online',
          tenantExternalId: 't-1',
          finished: false,
          lastSync: null,
          syncState: 'SYNCING',
        },
      ],
    });
    expect(await screen.findByText('Your dashboard is being generated.')).toBeInTheDocument();
    expect(screen.getByText("You'll be notified via email once the dashboard is ready.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to set up the books when there are none and nothing is being read', async () => {
    show({ hasLedger: false, linkAvailable: false, integrations: [] });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Your dashboard is being generated.')).toBeNull();
  });
});
