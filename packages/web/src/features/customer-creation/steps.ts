import type { AccountType } from '@atrium/contract';

/** 0 account type, 1 company details, 2 owner user. */
export type WizardStep = 0 | 1 | 2;

/** Step 1 → step 2 for a company, → step 3 for an individual (spec 1 §4.6). */
export function nextStep(step: WizardStep, type: AccountType): WizardStep {
  if (step === 0) return type === 'COMPANY' ? 1 : 2;
  return 2;
}

/** Go back: from step 3 to step 1 for an individual and to step 2 for a company; from step 2 to step 1. */
export function previousStep(step: WizardStep, type: AccountType): WizardStep {
  if (step === 2) return type === 'COMPANY' ? 1 : 0;
  return 0;
}
