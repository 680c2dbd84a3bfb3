import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { Integration, IntegrationStatus } from '@atrium/contract';
import { mergeApi } from '../api/merge-api';
import { accountingApi } from '../api/accounting-api';
import { MergeLinkCard } from './MergeLinkCard';
import { AccountingSources } from './AccountingSources';

vi.mock('../api/merge-api', () => ({ mergeApi: { linkToken: vi.fn(), exchange: vi.fn() } }));
vi.mock('../api/accounting-api', () => ({ accountingApi: { status: vi.fn() } }));
vi.mock('../../../workspace/workspace', () => ({
  useWorkspace: () => ({ selectedTenantMembership: { tenant: { externalId: 't-1', accountType: 'COMPANY' } } }),
}));
const merge = vi.mocked(mergeApi);
const accounting = vi.mocked(accountingApi);
vi.setConfig({ testTimeout: 20_000 });

function wrap(node: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={qc}>
        <SnackbarProvider>{node}</SnackbarProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
const linked = (over: Partial<Integration>): Integration => ({
  externalId: 'i-1',
  type: 'MERGE',
  name: 'QuickBooks Online',
  tenantExternalId: 't-1',
  finished: false,
  lastSync: null,
  syncState: 'SYNCING',
  ...over,
});
const w = window as unknown as { MergeLink?: unknown };

beforeEach(() => vi.resetAllMocks());
afterEach(() => {
  delete w.MergeLink;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('MergeLinkCard', () => {
  it('opens Merge Link with a link token and hands Link’s public token to the server', async () => {
    const link = {
      initialize: vi.fn((c: { onReady: () => void; onSuccess: (publicToken: string) => void }) => c.onReady()),
      openLink: vi.fn(() => link.initialize.mock.calls[0][0].onSuccess('public-1')),
    };
    w.MergeLink = link;
    merge.linkToken.mockReturnValue(Promise.resolve({ linkToken: 'link-1', scriptUrl: 'https://cdn.example/init.js' }));
    merge.exchange.mockResolvedValue(linked({}));
    accounting.status.mockResolvedValue({ hasLedger: false, integrations: [], linkAvailable: true });
    wrap(<MergeLinkCard integration={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect accounting software' }));
    await waitFor(() => expect(merge.exchange).toHaveBeenCalledWith('public-1'));
    expect(link.initialize).toHaveBeenCalledWith(expect.objectContaining({ linkToken: 'link-1' }));
    expect(await screen.findByText('Connected to QuickBooks Online. Your books are being read.')).toBeTruthy();
  });

  it('loads the Link script from the address the server gave when Link is not on the page yet', async () => {
    merge.linkToken.mockReturnValue(Promise.resolve({ linkToken: 'link-1', scriptUrl: 'https://cdn.example/init.js' }));
    wrap(<MergeLinkCard integration={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect accounting software' }));
    await waitFor(() =>
      expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toContain('https://cdn.example/init.js'),
    );
  });

  it('shows a linked company’s sync: reading, up to date, or failed and retried', () => {
    accounting.status.mockReturnValue(new Promise(() => {}));
    const first = wrap(<MergeLinkCard integration={linked({})} />);
    expect(screen.getByText('Connected to QuickBooks Online')).toBeTruthy();
    expect(screen.getByTestId('merge-sync-state').textContent).toBe('Reading your books…');
    first.unmount();
    wrap(<MergeLinkCard integration={linked({ syncState: 'FAILED' })} />);
    expect(screen.getByTestId('merge-sync-state').textContent).toContain('Atrium tries again on its own');
  });
});

describe('AccountingSources', () => {
  const status = (s: IntegrationStatus) => accounting.status.mockResolvedValue(s);

  it('without the Merge link on the server, offers the imports only', async () => {
    status({ hasLedger: false, integrations: [], linkAvailable: false });
    wrap(<AccountingSources ledgerImport={<p>ledger import</p>} />);
    expect(await screen.findByRole('heading', { name: 'Trial balance import' })).toBeTruthy();
    expect(screen.getByText('ledger import')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect accounting software' })).toBeNull();
  });

  it('with it, offers the link too; once linked, the imports go away', async () => {
    status({ hasLedger: false, integrations: [], linkAvailable: true });
    const first = wrap(<AccountingSources ledgerImport={<p>ledger import</p>} />);
    expect(await screen.findByRole('button', { name: 'Connect accounting software' })).toBeTruthy();
    expect(screen.getByText('ledger import')).toBeTruthy();
    first.unmount();
    status({ hasLedger: true, integrations: [linked({ syncState: 'DONE', finished: true })], linkAvailable: true });
    wrap(<AccountingSources ledgerImport={<p>ledger import</p>} />);
    expect(await screen.findByText('Your books are up to date.')).toBeTruthy();
    expect(screen.queryByText('ledger import')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trial balance import' })).toBeNull();
  });
});
