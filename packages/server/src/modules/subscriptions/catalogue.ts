import {
  ADD_ON_KEYS,
  PLAN_KEYS,
  stripVersionSuffix,
  toDollars,
  type AddOn,
  type AddOnKey,
  type Catalogue,
  type FeatureGroup,
  type Plan,
  type PlanKey,
} from '@atrium/contract';
import type { AddOnRow, PlanRow, SubscriptionStore } from './store.ts';

export interface LoadedCatalogue {
  plans: Map<PlanKey, Plan>;
  addOns: Map<AddOnKey, AddOn>;
  shaped: Catalogue;
}

const isPlanKey = (k: string): k is PlanKey => (PLAN_KEYS as readonly string[]).includes(k);
const isAddOnKey = (k: string): k is AddOnKey => (ADD_ON_KEYS as readonly string[]).includes(k);

const shapeAddOn = (r: AddOnRow, key: AddOnKey): AddOn => ({
  objectKey: key,
  name: r.name,
  module: r.module as FeatureGroup,
  monthlyIndividualPrice: toDollars(r.monthlyPriceCents),
});

/**
 * Reads the catalogue from the database. Keys are stripped of '-old-version-N'; when a legacy row and a current row
 * share a stripped key, the row without the suffix wins. Rows whose key is unknown to the product are ignored.
 */
export async function loadCatalogue(store: SubscriptionStore): Promise<LoadedCatalogue> {
  const { plans, addOns, links } = await store.catalogue();
  const addOnById = new Map<number, AddOn>();
  const addOnMap = new Map<AddOnKey, AddOn>();
  const current = (raw: string, taken: boolean) => !taken || raw === stripVersionSuffix(raw);
  for (const r of addOns) {
    const key = stripVersionSuffix(r.key);
    if (!isAddOnKey(key)) continue;
    const a = shapeAddOn(r, key);
    addOnById.set(r.id, a);
    if (current(r.key, addOnMap.has(key))) addOnMap.set(key, a);
  }
  const planMap = new Map<PlanKey, Plan>();
  for (const r of plans as PlanRow[]) {
    const key = stripVersionSuffix(r.key);
    if (!isPlanKey(key)) continue;
    const included = links
      .filter((l) => l.planId === r.id)
      .flatMap((l) => (addOnById.has(l.addOnId) ? [addOnById.get(l.addOnId)!] : []));
    const plan: Plan = {
      objectKey: key,
      name: r.name,
      price: toDollars(r.priceCents),
      seatLimit: r.seatLimit,
      canBuy: r.canBuy,
      addOns: included,
    };
    if (current(r.key, planMap.has(key))) planMap.set(key, plan);
  }
  return { plans: planMap, addOns: addOnMap, shaped: { plans: [...planMap.values()], addOns: [...addOnMap.values()] } };
}
