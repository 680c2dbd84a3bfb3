import { FUNDRAISING_LIMITS, FUNDRAISING_MESSAGES as M, type FunderListVisibility } from '@atrium/contract';
import { AppError } from '../../platform/errors.ts';

/** What a tenant's add-ons allow in fundraising (spec 1 §3, spec 3 §3). */
export interface FundraisingPlan {
  unlimitedLists: boolean;
  sharedLists: boolean;
}

export const planOfAddOns = (keys: readonly string[]): FundraisingPlan => ({
  unlimitedLists: keys.includes('smartlists'),
  sharedLists: keys.includes('shared-smartlists'),
});

/** 'Smartlists (up to 1)' allows one list; a second is refused with the reason (the web shows the paywall). */
export function assertCanCreate(plan: FundraisingPlan, existing: number, adding = 1) {
  if (!plan.unlimitedLists && existing + adding > FUNDRAISING_LIMITS.upToOneLists)
    throw new AppError('MODULE_NOT_IN_PLAN', M.upToOne);
}

/** TEAM and PUBLIC share a list with others: they need the shared-smartlists add-on. */
export function assertVisibilityAllowed(plan: FundraisingPlan, v: FunderListVisibility) {
  if (v !== 'JUST_ME' && !plan.sharedLists) throw new AppError('MODULE_NOT_IN_PLAN', M.sharedNeedsAddOn);
}

/** The visibility a new list gets when none is asked: shared with the team when the plan allows it, else private. */
export const defaultVisibility = (plan: FundraisingPlan): FunderListVisibility =>
  plan.sharedLists ? 'TEAM' : 'JUST_ME';
