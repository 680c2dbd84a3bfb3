import type { Selection } from './api/subscription-api';

/** TanStack Query keys of the subscription; a purchase, trial or cancellation refreshes `all`. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  active: (tenant: string | null) => ['subscription', 'active', tenant] as const,
  invoices: (tenant: string | null) => ['subscription', 'invoices', tenant] as const,
  catalogue: ['subscription', 'catalogue'] as const,
  preview: (tenant: string | null, sel: Selection) => ['subscription', 'preview', tenant, sel] as const,
  promotionCodes: ['subscription', 'promotion-codes'] as const,
};
