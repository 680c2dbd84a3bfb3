import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';
import { activeSubscriptionQuery } from './api/active-subscription';
import { catalogueQuery } from './api/catalogue';
import { invoicesQuery } from './api/invoices';
import { pricePreviewQuery } from './api/price-preview';
import { promotionCodesQuery } from './api/promotion-codes';

const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

describe('subscriptionKeys', () => {
  it('`all` (refreshed after a purchase, trial or cancellation) covers every subscription query', () => {
    const sel = { planKey: 'pro', billingPeriod: 'MONTHLY', addOnKeys: [], extraUsers: 0 } as never;
    for (const key of [
      activeSubscriptionQuery('t1').queryKey,
      catalogueQuery().queryKey,
      invoicesQuery('t1').queryKey,
      pricePreviewQuery('t1', sel).queryKey,
      promotionCodesQuery(true).queryKey,
    ])
      expect(covers(subscriptionKeys.all, key)).toBe(true);
  });

  it("the tenant's subscription and invoices are kept per tenant", () => {
    expect(covers(subscriptionKeys.active('t1'), activeSubscriptionQuery('t2').queryKey)).toBe(false);
    expect(covers(subscriptionKeys.invoices('t1'), invoicesQuery('t2').queryKey)).toBe(false);
  });
});
