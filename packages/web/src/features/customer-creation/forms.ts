import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  companyOnboardingSchema,
  customerInvitationSchema,
  ownerUserSchema,
  type CompanyOnboarding,
  type OwnerUser,
} from '@atrium/contract';

/** Step 2 as typed: every field a string (or the Delaware checkbox); the shared schema parses it. */
export interface CompanyFormValues {
  companyName: string;
  legalName: string;
  description: string;
  zipCode: string;
  country: string;
  state: string;
  city: string;
  address: string;
  website: string;
  telephone: string;
  keyInvestors: string;
  delawareCCorp: boolean;
  latestFinancialStage: string;
  yearFounded: string;
  numberOfEmployees: string;
  industry: string;
  ebitda: string;
  cashOnHand: string;
  monthlyRevenue: string;
  totalFundingReceived: string;
}
export const EMPTY_COMPANY: CompanyFormValues = {
  companyName: '',
  legalName: '',
  description: '',
  zipCode: '',
  country: '',
  state: '',
  city: '',
  address: '',
  website: '',
  telephone: '',
  keyInvestors: '',
  delawareCCorp: false,
  latestFinancialStage: '',
  yearFounded: '',
  numberOfEmployees: '',
  industry: '',
  ebitda: '',
  cashOnHand: '',
  monthlyRevenue: '',
  totalFundingReceived: '',
};
export const companyResolver = zodResolver(companyOnboardingSchema) as unknown as Resolver<
  CompanyFormValues,
  unknown,
  CompanyOnboarding
>;

/** Step 3 as typed: the owner, an optional workspace name and the people to invite. */
export interface OwnerFormValues {
  workspaceName: string;
  owner: {
    title: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    repeatedPassword: string;
  };
  invitations: { email: string; roleExternalId: string }[];
}
export const EMPTY_OWNER: OwnerFormValues = {
  workspaceName: '',
  owner: { title: '', email: '', firstName: '', lastName: '', password: '', repeatedPassword: '' },
  invitations: [],
};
const ownerStepSchema = z.object({
  workspaceName: z.string(),
  owner: ownerUserSchema,
  invitations: z.array(customerInvitationSchema),
});
export const ownerResolver = zodResolver(ownerStepSchema) as unknown as Resolver<
  OwnerFormValues,
  unknown,
  { workspaceName: string; owner: OwnerUser; invitations: { email: string; roleExternalId: string }[] }
>;
