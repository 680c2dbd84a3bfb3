import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CrunchbaseStatus, Funder } from '@atrium/contract';
import { sessionStore } from '../../../session/session';
import { workspaceStore } from '../../../workspace/workspace';
import { httpHooks } from '../../../lib/http';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn(), notifyActionError: vi.fn(), errorMessage: vi.fn() }));
const { CrunchbaseDialog } = await import('./CrunchbaseDialog');
const { default: FundraisingPage } = await import('../search/FundraisingPage');

const TENANT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const funder = (id: string, name: string): Funder =>
  ({
    externalId: id,
    type: 'INVESTOR',
    name,
    logoUrl: null,
    shortDescription: null,
    city: 'Lisbon',
    stateCode: null,
    countryCode: 'PT',
    roles: [],
    rank: 1,
    investmentCount: 0,
    organizationFoundedCount: 0,
    stages: ['SEED'],
    sectors: [],
    checkSizeMin: null,
    checkSizeMax: null,
    website: null,
    organization: null,
  }) as unknown as Funder;
const QUOKKA = funder('22222222-2222-4222-8222-222222222222', 'Quokka Ventures');
const WOMBAT = funder('33333333-3333-4333-8333-333333333333', 'Quokka Wombat Capital');

const ok = (content: unknown) =>
  new Response(JSON.stringify({ success: true, content, errorCode: null, message: null }), { status: 200 });
const refused = (status: number, errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, content: null, errorCode, message }), { status });
const page = (items: Funder[]) => ({ items, page: 0, pageSize: 50, total: items.length });

/** The API as the browser reaches it: `routes` answers by path (method + pathname), the rest with empty content. */
function stubApi(routes: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = `${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`;
    if (routes[path]) return routes[path]();
    if (path.endsWith('/advanced-search')) return ok(page([QUOKKA]));
    if (path.endsWith('/funder-list/all')) return ok({ items: [], page: 0, pageSize: 50, total: 0 });
    if (path.endsWith('/capability')) return ok({ canCreate: true, reason: null, unlimited: true, canShare: true });
    return ok([]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signIn(isInternal = false) {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: { externalId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', isInternal } as never,
  });
  workspaceStore.set((w) => ({
    ...w,
    selectedTenantMembership: { tenant: { externalId: TENANT, name: 'Acme' } } as never,
  }));
  httpHooks.tenantExternalId = () => TENANT;
}

function renderWithApp(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/one/fundraising', element: node }], {
    initialEntries: ['/one/fundraising'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const SEARCH = 'GET /api/funder/search/crunchbase';
const STATUS = 'GET /api/funder/search/crunchbase/status';

describe('the Crunchbase search dialog', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('searches by name, lists the investors found and hands the chosen ones to Add to Smartlist', async () => {
    const user = userEvent.setup();
    const fetch = stubApi({ [SEARCH]: () => ok(page([QUOKKA, WOMBAT])) });
    const onAdd = vi.fn();
    renderWithApp(<CrunchbaseDialog open onClose={() => undefined} onAdd={onAdd} />);

    const search = screen.getByRole('button', { name: 'Search' });
    await user.type(screen.getByLabelText('Investor name'), 'q');
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Investor name'), 'uokka{Enter}');
    expect(await screen.findByText('2 investors found')).toBeInTheDocument();
    expect(String(fetch.mock.calls.find(([u]) => String(u).startsWith('/api/funder/search/crunchbase'))![0])).toBe(
      '/api/funder/search/crunchbase?name=quokka',
    );
    const results = screen.getByRole('list', { name: 'Investors found on Crunchbase' });
    expect(within(results).getAllByTestId('crunchbase-row')).toHaveLength(2);
    expect(within(results).getAllByText('Investor · Lisbon, PT · Seed')).toHaveLength(2);

    expect(screen.getByRole('button', { name: 'Add 0 to Smartlist' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Quokka Wombat Capital' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 to Smartlist' }));
    expect(onAdd).toHaveBeenCalledWith([WOMBAT.externalId]);
  });

  it("shows the server's 403 as it words it, with nothing to retry", async () => {
    const user = userEvent.setup();
    stubApi({ [SEARCH]: () => refused(403, 'FORBIDDEN', 'Live Crunchbase search is not set up on this server') });
    renderWithApp(<CrunchbaseDialog open onClose={() => undefined} onAdd={vi.fn()} />);
    await user.type(screen.getByLabelText('Investor name'), 'quokka{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live Crunchbase search is not set up on this server');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when Crunchbase does not answer (503) and finds the investors on Retry', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      [SEARCH]: () =>
        down
          ? refused(503, 'UPSTREAM_UNAVAILABLE', 'Crunchbase did not answer; try again in a moment')
          : ok(page([QUOKKA])),
    });
    renderWithApp(<CrunchbaseDialog open onClose={() => undefined} onAdd={vi.fn()} />);
    await user.type(screen.getByLabelText('Investor name'), 'quokka{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Crunchbase did not answer; try again in a moment');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 investor found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the investor search page offers only what works', () => {
  afterEach(() => vi.unstubAllGlobals());
  const status = (s: CrunchbaseStatus) => ({ [STATUS]: () => ok(s) });

  it('offers no Crunchbase search on a server where it is not set up', async () => {
    signIn();
    stubApi(
      status({ configured: false, available: false, reason: 'Live Crunchbase search is not set up on this server' }),
    );
    renderWithApp(<FundraisingPage />);
    expect(await screen.findByText('Quokka Ventures')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save search' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Search Crunchbase' })).not.toBeInTheDocument();
  });

  it('disables it with the reason without the add-on, and opens it with the add-on', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi(status({ configured: true, available: false, reason: 'needs the add-on' }));
    renderWithApp(<FundraisingPage />);
    const off = await screen.findByRole('button', { name: 'Search Crunchbase' });
    expect(off).toBeDisabled();
    await user.hover(off.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Searching Crunchbase needs the Search Crunchbase add-on',
    );
    cleanup();
    stubApi(status({ configured: true, available: true, reason: null }));
    renderWithApp(<FundraisingPage />);
    await user.click(await screen.findByRole('button', { name: 'Search Crunchbase' }));
    expect(await screen.findByRole('dialog', { name: 'Search Crunchbase' })).toBeInTheDocument();
  });

  it("offers the logo upload to the provider's staff only", async () => {
    signIn(false);
    stubApi({});
    renderWithApp(<FundraisingPage />);
    expect(await screen.findByText('Quokka Ventures')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the logo of Quokka Ventures' })).not.toBeInTheDocument();
    cleanup();
    signIn(true);
    renderWithApp(<FundraisingPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the logo of Quokka Ventures' }));
    expect(await screen.findByRole('dialog', { name: 'Logo of Quokka Ventures' })).toBeInTheDocument();
  });
});
