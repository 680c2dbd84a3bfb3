import { describe, expect, it } from 'vitest';
import { companyOnboardingSchema } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { creationMessage } from './messages';

const valid = {
  companyName: 'Bird Rockets',
  legalName: 'Bird Rockets Corp.',
  description: 'Rockets for small birds.',
  zipCode: '33101',
  country: 'US',
  state: 'Florida',
  city: 'Miami',
  address: '1 Ocean Dr',
  telephone: '',
  latestFinancialStage: 'Seed',
  yearFounded: 2021,
  numberOfEmployees: '2-10',
  industry: 'Fintech',
  ebitda: '0',
};

describe('the admin Create Company form (spec 1 §3, §5; issue 13)', () => {
  it("refuses telephone 'abc', EBITDA −5 and an empty state before anything is sent, in the user's language", async () => {
    const r = companyOnboardingSchema.safeParse({ ...valid, telephone: 'abc', ebitda: '-5', state: '' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), creationMessage(i.message)]));
    expect(byField).toMatchObject({
      telephone: 'Telephone must be a number',
      ebitda: 'Must be 0 or more',
      state: 'State is required',
    });
    await i18n.changeLanguage('es');
    try {
      expect(creationMessage(r.error!.issues.find((i) => i.path[0] === 'telephone')!.message)).toBe(
        'El teléfono debe ser un número',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(companyOnboardingSchema.safeParse({ ...valid, telephone: '+1 (415) 555-0100' }).success).toBe(true);
  });
});
