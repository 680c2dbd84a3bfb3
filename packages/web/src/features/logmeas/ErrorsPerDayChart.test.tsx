import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { ErrorsPerDayChart } from './ErrorsPerDayChart';

vi.mock('../../lib/http', () => ({ http: { get: vi.fn() } }));

describe('ErrorsPerDayChart', () => {
  it('gives the total, the busiest day and every day as text a screen reader reads', async () => {
    vi.mocked(http).get.mockResolvedValue([
      { day: '2026-11-24', count: 0 },
      { day: '2026-11-25', count: 2 },
      { day: '2026-11-26', count: 5 },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ErrorsPerDayChart />
      </QueryClientProvider>,
    );
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('7 errors in the last 30 days');
    expect(figure).toHaveTextContent('busiest day: 5 errors');
    const days = within(figure).getAllByRole('listitem');
    expect(days).toHaveLength(3);
    expect(days[0]).toHaveTextContent(/Nov 24, 2026: 0 errors/);
    expect(days[2]).toHaveTextContent(/Nov 26, 2026: 5 errors/);
    expect(http.get).toHaveBeenCalledWith('/api/log-error/per-day', { noTenant: true, query: { days: 30 } });
  });
});
