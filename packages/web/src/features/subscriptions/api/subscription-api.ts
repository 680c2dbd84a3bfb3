import type {
  BillingDetails,
  BillingPeriod,
  Catalogue,
  CreatePromotionCodeBody,
  Invoice,
  PromotionCode,
  PromotionPreview,
  SubscriptionPreview,
  SubscriptionPurchase,
} from '@atrium/contract';
import { TIMEOUTS, API, apiPath } from '@atrium/contract';
import { download, http } from '../../../lib/http';

/** The purchase may wait on the payment provider (spec 1 §9: 30 min). */
const PURCHASE_TIMEOUT_MS = 30 * 60 * 1000;

export interface Selection {
  planKey: string;
  billingPeriod: BillingPeriod;
  addOnKeys: string[];
  extraUsers: number;
  promotionCode?: string | null;
}

/** /api/subscription-purchase, /api/subscription and the admin utilities (spec 1 §7.8, spec 3 §7.11). */
export const subscriptionApi = {
  catalogue: () => http.get<Catalogue>(API.subscription.all),
  active: () => http.get<SubscriptionPurchase>(API.subscriptionPurchase.activeTenant),
  invoices: () => http.get<Invoice[]>(API.subscriptionPurchase.invoices),
  preview: (sel: Selection) =>
    http.post<SubscriptionPreview>(API.subscriptionPurchase.previewSubscription, sel, { timeoutMs: TIMEOUTS.preview }),
  previewCode: (code: string, sel: Selection) =>
    http.get<PromotionPreview>(apiPath(API.subscriptionPurchase.preview, { code }), {
      timeoutMs: TIMEOUTS.preview,
      query: {
        planKey: sel.planKey,
        billingPeriod: sel.billingPeriod,
        addOnKeys: sel.addOnKeys.join(','),
        extraUsers: sel.extraUsers,
      },
    }),
  purchase: (sel: Selection & { billingDetails: BillingDetails }) =>
    http.post<SubscriptionPurchase>(API.subscriptionPurchase.purchase, sel, { timeoutMs: PURCHASE_TIMEOUT_MS }),
  cancel: (externalId: string) =>
    http.get<SubscriptionPurchase>(API.subscriptionPurchase.cancelSubscription, { query: { externalId } }),
  enableTrial: (companyExternalId: string) =>
    http.put<SubscriptionPurchase>(API.subscriptionPurchase.trial, undefined, { query: { companyExternalId } }),

  promotionCodes: () => http.get<PromotionCode[]>(API.subscriptionAdmin.promotionCode, { noTenant: true }),
  createPromotionCode: (body: CreatePromotionCodeBody) =>
    http.post<PromotionCode>(API.subscriptionAdmin.promotionCode, body, { noTenant: true }),
  deactivatePromotionCode: (couponId: string) =>
    http.put<PromotionCode>(apiPath(API.subscriptionAdmin.promotionCodeDeactivate, { couponId }), undefined, {
      noTenant: true,
    }),

  /** The invoice PDF, fetched with the session's token and tenant, then saved by the browser. */
  downloadInvoice: (invoice: Invoice) =>
    download(
      'GET',
      apiPath(API.subscriptionPurchase.invoicesDownload, { id: invoice.externalId }),
      `${invoice.number}.pdf`,
    ),
};
