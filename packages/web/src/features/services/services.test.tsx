import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18n from '../../lib/i18n';
import { ApiError } from '../../lib/api-error';

const ask = vi.fn();
vi.mock('./api/service-requests', () => ({ serviceRequestsApi: { ask: (...a: unknown[]) => ask(...a) } }));
const notify = vi.fn();
vi.mock('../../lib/notify', () => ({
  notify: (...a: unknown[]) => notify(...a),
  notifyActionError: vi.fn(),
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : ''),
}));

const { default: ServicesPage } = await import('./ServicesPage');
const { default: LegalPage } = await import('./LegalPage');
const { default: AdvertisingPage } = await import('./AdvertisingPage');
const { ServiceCatalogue } = await import('./components/ServiceCatalogue');
const { servicesOfScope } = await import('./catalogue-view');

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

function mount(path = '/one/services') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/one/services" element={<ServicesPage />} />
          <Route path="/one/legal" element={<LegalPage />} />
          <Route path="/one/advertising" element={<AdvertisingPage />} />
          <Route path="/one/communications/:id" element={<p>inbox</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => screen.queryAllByTestId(/^service-[A-Z0-9_]+$/);

describe('/one/services', { timeout: 30_000 }, () => {
  beforeEach(() => {
    ask.mockReset();
    notify.mockReset();
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('lists the catalogue by category, filters by category and searches', async () => {
    mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const all = rows().length;
    expect(all).toBe(servicesOfScope('ALL').length);
    expect(screen.queryByTestId('service-TEXAS_INCORPORATION')).toBeNull(); // hidden
    expect(screen.getByRole('heading', { level: 2, name: 'Payroll' })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('service-category-LEGAL'));
    expect(screen.getByTestId('service-category-LEGAL')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { level: 2, name: 'Payroll' })).toBeNull();
    expect(rows().length).toBe(servicesOfScope('LEGAL').length);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search services' }), {
      target: { value: 'delaware expedited' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search services' }), { key: 'Enter' });
    await waitFor(() => expect(rows().length).toBe(2));
    expect(screen.getByText('Delaware incorporation (expedited)')).toBeInTheDocument();
    expect(screen.getByTestId('services-count')).toHaveTextContent('2 services');

    fireEvent.click(screen.getByTestId('service-category-PAYROLL'));
    expect(await screen.findByText('No service matches')).toBeInTheDocument();
  });

  it('asks for a service with a note and opens the chat with the KAM', async () => {
    ask.mockResolvedValue({ serviceCode: 'ELECTION_83B', conversationExternalId: 'conv-1' });
    mount();
    fireEvent.click(
      within(screen.getByTestId('service-ELECTION_83B')).getByRole('button', {
        name: 'Ask for this service: 83(b) election',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for 83(b) election' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByTestId('service-request-note'), { target: { value: 'Granted on May 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/one/communications/conv-1'), {
      timeout: 5000,
    });
    expect(ask).toHaveBeenCalledWith({ serviceCode: 'ELECTION_83B', note: 'Granted on May 2' });
    expect(notify).toHaveBeenCalledWith('Request sent to your key account manager', 'success');
  });

  it('says plainly when the company has no KAM, and stays on the page', async () => {
    ask.mockRejectedValue(new ApiError('NOT_FOUND', 404, 'This company has no key account manager'));
    mount();
    fireEvent.click(within(screen.getByTestId('service-TAX_FBAR')).getByTestId('service-ask'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.stringContaining('no key account manager yet'), 'warning'),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/one/services');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('marks the services the company has, without an ask button', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ServiceCatalogue services={servicesOfScope('LEGAL')} owned={new Set(['DELAWARE_INCORPORATION'])} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const owned = screen.getByTestId('service-DELAWARE_INCORPORATION');
    expect(within(owned).getByTestId('service-active')).toHaveTextContent('Active');
    expect(within(owned).queryByTestId('service-ask')).toBeNull();
    expect(within(screen.getByTestId('service-BOI_REPORT_2025')).getByTestId('service-ask')).toBeInTheDocument();
  });

  it('/one/legal shows the legal services and its text; /one/advertising the other offers, in Spanish', async () => {
    mount('/one/legal');
    expect(await screen.findByTestId('content-legal')).toHaveTextContent('83(b)');
    expect(rows().length).toBe(servicesOfScope('LEGAL').length);
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('aria-current', 'page');
    await i18n.changeLanguage('es');
    fireEvent.click(screen.getByRole('link', { name: 'Otras ofertas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Otras ofertas' })).toBeInTheDocument();
    expect(await screen.findByTestId('content-advertising')).toHaveTextContent('Más que contabilidad');
    expect(screen.getByTestId('service-FRACTIONAL_CFO')).toHaveTextContent('CFO a tiempo parcial');
    expect(rows().length).toBe(servicesOfScope('OFFERS').length);
  });
});
