import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PromotionCode, SubscriptionPurchase } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { subscriptionApi } from '../api/subscription-api';
import { PromotionCodesDialog } from './PromotionCodesDialog';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

vi.mock('../api/subscription-api', () => ({
  subscriptionApi: {
    promotionCodes: vi.fn(),
    createPromotionCode: vi.fn(),
    deactivatePromotionCode: vi.fn(),
    cancel: vi.fn(),
  },
}));
const api = vi.mocked(subscriptionApi);
vi.setConfig({ testTimeout: 20_000 });

function wrap(node: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <SnackbarProvider>{node}</SnackbarProvider>
    </QueryClientProvider>,
  );
}

const code = (over: Partial<PromotionCode>): PromotionCode => ({
  couponId: 'coupon_1',
  code: 'SPRING',
  active: true,
  amountOff: null,
  percentOff: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  ...over,
});

beforeEach(() => vi.resetAllMocks());

describe('PromotionCodesDialog (spec 3 §2.15)', () => {
  it('lists every code: amounts with a $ prefix, percentages with a % suffix, redemptions against the maximum', async () => {
    api.promotionCodes.mockResolvedValue([
      code({ couponId: 'c1', code: 'TENOFF', amountOff: 10, maxRedemptions: 5, timesRedeemed: 2 }),
      code({ couponId: 'c2', code: 'HALF', percentOff: 50, active: false }),
      code({ couponId: 'c3', code: 'CENTS', amountOff: 9.99 }),
    ]);
    wrap(<PromotionCodesDialog open onClose={vi.fn()} />);
    const rows = await screen.findAllByTestId('promo-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('$10')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 / 5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('50%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('$9.99')).toBeInTheDocument();
  });

  it('shows the error and clears the table when the codes cannot be loaded', async () => {
    api.promotionCodes.mockRejectedValue(new ApiError('FORBIDDEN', 403, 'Access denied'));
    wrap(<PromotionCodesDialog open onClose={vi.fn()} />);
    expect(await screen.findByTestId('promo-error')).toHaveTextContent('Access denied');
    expect(screen.queryAllByTestId('promo-row')).toHaveLength(0);
    expect(screen.getByText('No promotion codes.')).toBeInTheDocument();
  });

  it('creates a percentage code', async () => {
    api.promotionCodes.mockResolvedValue([]);
    api.createPromotionCode.mockResolvedValue(code({ code: 'NEW25', percentOff: 25 }));
    wrap(<PromotionCodesDialog open onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code/), 'new25');
    await user.type(screen.getByLabelText(/^Value/), '25');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(api.createPromotionCode).toHaveBeenCalledWith({
      code: 'new25',
      amountOff: null,
      percentOff: 25,
      expiresAt: null,
      maxRedemptions: null,
    });
  });

  it('refuses 150 % and a 2-letter code with sentences, never the validator text (issue 13)', async () => {
    api.promotionCodes.mockResolvedValue([]);
    wrap(<PromotionCodesDialog open onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code/), 'ab');
    await user.type(screen.getByLabelText(/^Value/), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Enter a number no greater than 100.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Too big|Too small|<=|>=/);
    expect(api.createPromotionCode).not.toHaveBeenCalled();
  });
});

describe('CancelSubscriptionDialog (spec 1 §2.6, §8)', () => {
  const purchase = {
    externalId: 'p-1',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    subscription: { name: 'Growth' },
  } as SubscriptionPurchase;

  it('goes Close / Cancel, then confirm; a failure shows the server message', async () => {
    api.cancel.mockRejectedValue(new ApiError('CONFLICT', 409, 'Only a paid subscription can be cancelled'));
    const onClose = vi.fn();
    wrap(<CancelSubscriptionDialog open onClose={onClose} purchase={purchase} />);
    const user = userEvent.setup();
    expect(screen.getByText(/Your Growth plan stays active until Dec 1, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await screen.findByTestId('cancel-error')).toHaveTextContent('Only a paid subscription can be cancelled');
    expect(api.cancel).toHaveBeenCalledWith('p-1');
    expect(onClose).not.toHaveBeenCalled();
  });
});
