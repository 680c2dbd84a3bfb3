import {
  ADD_ON_KEYS,
  ROLES,
  SUBSCRIPTION_MESSAGES as M,
  stripVersionSuffix,
  type AccountType,
  type AddOnKey,
  type BillingPeriod,
  type Plan,
  type PlanKey,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { ContextTenant } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { loadCatalogue, type LoadedCatalogue } from './catalogue.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { createPromotionCodes } from './promotion-codes.ts';
import type { SubscriptionStore } from './store.ts';

export type Tenant = NonNullable<Awaited<ReturnType<TenancyService['tenantById']>>>;

export interface Selection {
  planKey: PlanKey;
  billingPeriod: BillingPeriod;
  addOnKeys: AddOnKey[];
  extraUsers: number;
  promotionCode?: string | null;
}

/** What every flow of the module shares: its parts and the small lookups they all use. */
export interface SubscriptionKit {
  deps: AppDeps;
  store: SubscriptionStore;
  tenancy: TenancyService;
  provider: PaymentProvider;
  promos: ReturnType<typeof createPromotionCodes>;
}

export const notCompanyAdmin = () => forbidden(M.notCompanyAdmin);
export const isAddOnKey = (k: string): k is AddOnKey => (ADD_ON_KEYS as readonly string[]).includes(k);

export const catalogueOf = (kit: SubscriptionKit) => loadCatalogue(kit.store);

export function planOf(cat: LoadedCatalogue, key: string): Plan {
  const plan = cat.plans.get(stripVersionSuffix(key) as PlanKey);
  if (!plan) throw new AppError('INTERNAL_ERROR', `Plan ${key} is missing from the catalogue`);
  return plan;
}

export const addOnsOf = (cat: LoadedCatalogue, keys: string[]) =>
  keys.flatMap((k) => cat.addOns.get(stripVersionSuffix(k) as AddOnKey) ?? []);

export async function tenantByIdOrExternalId(kit: SubscriptionKit, ref: number | string): Promise<Tenant> {
  const t = typeof ref === 'number' ? await kit.tenancy.tenantById(ref) : await kit.tenancy.tenantByExternalId(ref);
  if (!t) throw notFound('Tenant');
  return t;
}

/** The tenant of a company, named by the company's externalId or the tenant's own; null when unknown. */
export async function tenantOfCompany(kit: SubscriptionKit, externalId: string): Promise<ContextTenant | null> {
  const t = await kit.tenancy.tenantOfCompany(externalId);
  return t
    ? {
        id: t.id,
        externalId: t.externalId,
        name: t.name,
        accountType: t.accountType as AccountType,
        isInternal: t.isInternal,
      }
    : null;
}

/** A company admin of the scope's tenant (a member scope; staff in provider mode are not the company's admins). */
export function requireCompanyAdmin(scope: TenantScope) {
  if (scope.tenant.isInternal || !scope.membership?.roleNames.includes(ROLES.companyUserAdmin)) throw notCompanyAdmin();
}

/** Two writers replacing one tenant's active purchase at once: the loser gets 409 with the spec's message. */
export async function withConflictAsMessage<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.purchaseInProgress);
    throw err;
  }
}

/** Replaces the tenant's active purchase by a new one, in the caller's transaction. Concurrent replacement → 409. */
export async function replaceActive(
  kit: SubscriptionKit,
  tenantId: number,
  row: Omit<Parameters<SubscriptionStore['insertPurchase']>[0], 'tenantId' | 'status'>,
) {
  const current = await kit.store.active(tenantId);
  if (current && !(await kit.store.endIfActive(current.id, 'REPLACED')))
    throw new AppError('CONFLICT', M.purchaseInProgress);
  const inserted = await kit.store.insertPurchase({ ...row, tenantId, status: 'ACTIVE' });
  return { previous: current, purchase: inserted };
}
