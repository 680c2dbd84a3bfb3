import {
  OTHER_INDUSTRY,
  withScheme,
  type CompanyEdit,
  type CompanyProfileInput,
  type OnboardingCompany,
} from '@atrium/contract';

/** The edit modal's values as a profile update (spec 1 §2.6): empty optional fields clear their column. */
export function profileOfEdit(e: CompanyEdit): Partial<CompanyProfileInput> {
  return { ...e, url: e.url ? withScheme(e.url) : null };
}

/** The onboarding company form as stored: Others becomes the free-text industry; URLs get a scheme. */
export function companyProfileOf(c: OnboardingCompany): CompanyProfileInput {
  return {
    companyName: c.companyName,
    legalName: c.legalName,
    description: c.description,
    country: c.country,
    zipCode: c.zipCode,
    state: c.state,
    city: c.city,
    streetAddress: c.streetAddress,
    url: withScheme(c.url),
    telephone: c.telephone,
    industry: c.industry === OTHER_INDUSTRY ? c.otherIndustry : c.industry,
    delawareCCorp: c.delawareCCorp,
    startupStage: c.startupStage,
    yearFounded: c.yearFounded,
    numberOfEmployees: c.numberOfEmployees,
    keyInvestors: c.keyInvestors,
    ebitda: c.ebitda,
    cashOnHand: c.cashOnHand,
    monthlyRevenue: c.monthlyRevenue,
    totalFundingReceived: c.totalFundingReceived,
  };
}
