import { describe, expect, it } from 'vitest';
import { onboardingCompanySchema, type Company } from '@atrium/contract';
import { companyFormIncomplete, companyFormValues } from './company-api';

const COMPANY: Company = {
  externalId: '00000000-0000-4000-8000-000000000010',
  companyName: 'Acme Inc.',
  legalName: 'Acme Incorporated',
  atriumCompanyAccountType: 'COMPANY',
  country: 'US',
  url: 'https://acme.example',
  telephone: '4155550100',
  yearFounded: 2019,
  startupStage: 'Seed',
  numberOfEmployees: '11-50',
  keyInvestors: null,
  delawareCCorp: true,
  address: {
    externalId: '00000000-0000-4000-8000-000000000012',
    streetAddress: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: 73301,
  },
  tenant: { name: 'Acme Inc.', externalId: '00000000-0000-4000-8000-000000000011' },
  companyContext: {
    cashOnHand: 1000,
    monthlyRevenue: 0,
    totalFundingReceived: 5000,
    ebitda: -200,
    companyDescription: 'Anvils',
    twitter: null,
    instagram: null,
    linkedIn: null,
    industry: 'Kites',
  },
};

describe('the company form of a stored company', () => {
  it('fills every field as text, an industry off the list as Others with its name, and passes the form', () => {
    const values = companyFormValues(COMPANY);
    expect(values).toMatchObject({ industry: 'Others', otherIndustry: 'Kites', zipCode: '73301', ebitda: '-200' });
    expect(onboardingCompanySchema.safeParse(values).success).toBe(true);
  });

  it('says a company created with a name only is incomplete', () => {
    expect(companyFormIncomplete(COMPANY)).toBe(false);
    expect(
      companyFormIncomplete({
        ...COMPANY,
        legalName: null,
        companyContext: { ...COMPANY.companyContext, industry: null, companyDescription: null },
      }),
    ).toBe(true);
  });
});
