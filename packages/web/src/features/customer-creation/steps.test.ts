import { describe, expect, it } from 'vitest';
import { nextStep, previousStep } from './steps';

describe('customer creation wizard steps (spec 1 §4.6)', () => {
  it('a company goes through the company details; an individual skips them', () => {
    expect(nextStep(0, 'COMPANY')).toBe(1);
    expect(nextStep(1, 'COMPANY')).toBe(2);
    expect(nextStep(0, 'INDIVIDUAL')).toBe(2);
  });
  it('Go back from the owner returns to step 2 for a company and to step 1 for an individual', () => {
    expect(previousStep(2, 'COMPANY')).toBe(1);
    expect(previousStep(2, 'INDIVIDUAL')).toBe(0);
    expect(previousStep(1, 'COMPANY')).toBe(0);
  });
});
