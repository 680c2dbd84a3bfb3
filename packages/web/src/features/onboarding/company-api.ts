import {
  API,
  INDUSTRIES,
  OTHER_INDUSTRY,
  type Company,
  type OnboardingCompany,
  type OnboardingCompanyInput,
} from '@atrium/contract';
import { http } from '../../lib/http';

/** The signed-in calls of the onboarding company form: another company, and the selected company's form. */
export const companyFormApi = {
  /** GET /api/atrium-company/tenant: the selected company. */
  current: () => http.get<Company>(API.company.tenant),
  /** POST /api/atrium-company/create (/one/company-add); the new company, with its tenant. */
  create: (company: OnboardingCompany, workspaceExternalId?: string) =>
    http.post<Company>(API.company.create, { company, workspaceExternalId }, { noTenant: true, timeoutMs: 30_000 }),
  /** POST /api/atrium-company/required-profile-information (/company-form): the selected company's form. */
  saveForm: (company: OnboardingCompany) => http.post<Company>(API.company.requiredProfileInformation, company),
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's values for a stored company: an industry off the list shows as 'Others' with its text. */
export function companyFormValues(c: Company): Partial<OnboardingCompanyInput> {
  const industry = c.companyContext.industry;
  const listed = !!industry && (INDUSTRIES as readonly string[]).includes(industry);
  return {
    companyName: c.companyName,
    legalName: str(c.legalName),
    description: str(c.companyContext.companyDescription),
    country: c.country ?? 'US',
    zipCode: str(c.address.zipCode),
    state: str(c.address.state),
    city: str(c.address.city),
    streetAddress: str(c.address.streetAddress),
    url: str(c.url),
    telephone: str(c.telephone),
    industry: listed ? industry : industry ? OTHER_INDUSTRY : '',
    otherIndustry: listed ? '' : str(industry),
    delawareCCorp: c.delawareCCorp,
    startupStage: str(c.startupStage),
    yearFounded: str(c.yearFounded),
    numberOfEmployees: str(c.numberOfEmployees),
    keyInvestors: str(c.keyInvestors),
    ebitda: str(c.companyContext.ebitda),
    cashOnHand: str(c.companyContext.cashOnHand),
    monthlyRevenue: str(c.companyContext.monthlyRevenue),
    totalFundingReceived: str(c.companyContext.totalFundingReceived),
  };
}

/** Whether a company still lacks the onboarding form (created with a name only, or from an older sign-up). */
export const companyFormIncomplete = (c: Company) =>
  !c.legalName || !c.companyContext.companyDescription || !c.companyContext.industry || c.address.zipCode === null;
