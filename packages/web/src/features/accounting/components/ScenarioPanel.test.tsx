import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ScenarioReply } from '@atrium/contract';
import { http } from '../../../lib/http';
import '../../../lib/i18n';
import { ScenarioPanel } from './ScenarioPanel';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http')>()),
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
}));
vi.setConfig({ testTimeout: 20_000 });
const api = vi.mocked(http);

const reply = (over: Partial<ScenarioReply> = {}): ScenarioReply => ({
  asOfMonth: '2026-10',
  cash: 517_000,
  burn: 46_000,
  scenarioBurn: 55_200,
  actual: { isInfinite: false, value: 11, runOutMonth: '2027-10' },
  scenario: { isInfinite: false, value: 9, runOutMonth: '2027-08' },
  roundArrives: null,
  ...over,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ScenarioPanel />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('ScenarioPanel', () => {
  it('sends the what-if and shows the scenario runway beside the actual one, in whole dollars', async () => {
    api.post.mockResolvedValue(reply());
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(api.post).toHaveBeenCalledWith('/api/accounting/dashboard/scenario', {
      burnChangePercent: 20,
      roundAmount: 0,
      roundInMonths: 0,
    });
    const actual = await screen.findByTestId('scenario-actual');
    expect(actual).toHaveTextContent('11 months');
    expect(actual).toHaveTextContent('Cash lasts until October 2027');
    const result = screen.getByTestId('scenario-result');
    expect(result).toHaveTextContent('9 months');
    expect(result).toHaveTextContent('Cash lasts until August 2027');
    expect(screen.getByText(/Net burn \+\$46,000 → \+\$55,200/)).toHaveTextContent('cash $517,000');
  });

  it('a round typed with $ and commas is sent as a number; one that comes too late is explained', async () => {
    api.post.mockResolvedValue(reply({ roundArrives: false }));
    renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Round amount' }), '$2,000,000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Round closes in (months)' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(api.post).toHaveBeenCalledWith('/api/accounting/dashboard/scenario', {
      burnChangePercent: 20,
      roundAmount: 2_000_000,
      roundInMonths: 12,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The cash runs out before the round closes');
  });

  it('refuses what the server would refuse, naming the field, without calling it', async () => {
    renderPanel();
    const months = screen.getByRole('textbox', { name: 'Round closes in (months)' });
    await userEvent.type(months, '1.5');
    const burn = screen.getByRole('textbox', { name: 'Burn change' });
    await userEvent.clear(burn);
    await userEvent.type(burn, '-150');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(api.post).not.toHaveBeenCalled();
    expect(within(months.closest('.MuiFormControl-root')!).getByText('Whole months, 0 to 60')).toBeTruthy();
    expect(within(burn.closest('.MuiFormControl-root')!).getByText('A percentage from -100 to 1,000')).toBeTruthy();
  });
});
