import type { AppDeps } from '../../platform/deps.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { createAdminFlows } from './admin.ts';
import { catalogueOf, type SubscriptionKit } from './kit.ts';
import { createLifecycle } from './lifecycle.ts';
import { createDefaultProvider, type PaymentProvider } from './payments/provider.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';
import { createPresenters } from './presenters.ts';
import { createPricing } from './pricing.ts';
import { createPromotionCodes } from './promotion-codes.ts';
import { createProviderEvents } from './provider-events.ts';
import { createPurchaseFlows } from './purchase.ts';
import { createReads } from './reads.ts';
import { createSeedFlows } from './seed.ts';
import { createSubscriptionStore } from './store.ts';

export type { Selection } from './kit.ts';

/**
 * Subscriptions (spec 1 §2.6, §3, §4.3, §7.8, §9; spec 3 §3, §7.11): the tenant's active purchase, prices computed
 * here only, the paywall purchase through a payment provider, trials, cancellation, invoices, seats, promotion codes
 * and the admin utilities. A composer of the flow files over one kit (README.md has the file→job table).
 */
export function createSubscriptionService(
  deps: AppDeps,
  s: { tenancy: TenancyService },
  opts: { provider?: PaymentProvider } = {},
) {
  const cfg = deps.config;
  const store = createSubscriptionStore(deps.database.db);
  const kit: SubscriptionKit = {
    deps,
    store,
    tenancy: s.tenancy,
    provider:
      opts.provider ??
      (cfg.stripeSecretKey
        ? createStripeProvider({
            secretKey: cfg.stripeSecretKey,
            publicKey: cfg.stripePublicKey,
            apiBase: cfg.stripeApiBase,
          })
        : createDefaultProvider()),
    promos: createPromotionCodes(store),
  };
  const life = createLifecycle(kit);
  const present = createPresenters(kit);
  const pricing = createPricing(kit);
  return {
    provider: kit.provider,
    catalogue: async () => (await catalogueOf(kit)).shaped,
    ...createReads(kit, life, present),
    ...createPurchaseFlows(kit, life, present, pricing),
    ...createAdminFlows(kit, life, present, pricing),
    ...createProviderEvents(kit, life),
    ...createSeedFlows(kit, pricing),
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
