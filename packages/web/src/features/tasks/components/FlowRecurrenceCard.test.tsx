import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { FlowRecurrence, ProductFlow } from '@atrium/contract';
import { http } from '../../../lib/http';
import { FlowRecurrenceCard } from './FlowRecurrenceCard';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), put: vi.fn(), delete: vi.fn(), post: vi.fn() } }));
vi.setConfig({ testTimeout: 20_000 });
const URL = '/api/product-flow/f1/recurrence';
const mocked = vi.mocked(http);
/** The three calls of the card, by what the server would answer. */
const api = {
  recurrence: mocked.get as unknown as ReturnType<typeof vi.fn>,
  setRecurrence: mocked.put as unknown as ReturnType<typeof vi.fn>,
  clearRecurrence: mocked.delete as unknown as ReturnType<typeof vi.fn>,
};

const flow: ProductFlow = {
  externalId: 'f1',
  name: 'Bookkeeping support',
  serviceCode: 'BOOKKEEPING_SUPPORT',
  serviceName: 'Bookkeeping support',
  category: 'ACCOUNTING',
  company: { externalId: 'c', name: 'Acme Inc.' },
  owner: null,
  active: true,
  finalized: false,
  finalizedAt: null,
  startDate: '2026-10-01',
  createdBy: null,
  createdAt: '2026-10-01T00:00:00Z',
  taskCount: 5,
  doneCount: 0,
};
const recurring: FlowRecurrence = {
  frequency: 'MONTHLY',
  nextPeriodStart: '2026-12-01',
  nextPeriodLabel: '2026-12',
  periods: [{ periodStart: '2026-11-01', label: '2026-11', taskCount: 5, createdAt: '2026-11-01T00:05:00Z' }],
};

function mount(f: ProductFlow = flow) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <FlowRecurrenceCard flow={f} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.recurrence.mockReset();
  api.setRecurrence.mockReset();
  api.clearRecurrence.mockReset();
});

describe('FlowRecurrenceCard', () => {
  it("offers the catalogue's frequency for a flow that does not recur, and saves it", async () => {
    api.recurrence.mockResolvedValueOnce(null).mockResolvedValue(recurring);
    api.setRecurrence.mockResolvedValue(recurring);
    mount();
    expect(await screen.findByText('The catalogue runs this service monthly.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make it recur' }));
    expect(api.setRecurrence).toHaveBeenCalledWith(URL, { frequency: 'MONTHLY' }, { noTenant: true });
    expect(await screen.findByText(/The tasks of 2026-12 are created on/)).toBeInTheDocument();
    expect(screen.getByText('Periods created: 2026-11')).toBeInTheDocument();
  });

  it('changes the frequency and stops the recurrence', async () => {
    api.recurrence.mockResolvedValue(recurring);
    api.setRecurrence.mockResolvedValue({ ...recurring, frequency: 'QUARTERLY' });
    api.clearRecurrence.mockResolvedValue(null);
    mount();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Repeats' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quarterly' }));
    await userEvent.click(save);
    expect(api.setRecurrence).toHaveBeenCalledWith(URL, { frequency: 'QUARTERLY' }, { noTenant: true });
    await userEvent.click(screen.getByRole('button', { name: 'Stop recurring' }));
    await waitFor(() => expect(api.clearRecurrence).toHaveBeenCalledWith(URL, { noTenant: true }));
  });

  it('shows a finalized flow without controls', async () => {
    api.recurrence.mockResolvedValue(null);
    mount({ ...flow, finalized: true, serviceCode: 'DELAWARE_INCORPORATION' });
    expect(await screen.findByText('This service does not recur.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
