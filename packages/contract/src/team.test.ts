import { describe, expect, it } from 'vitest';
import { createTeamMemberForm, toCreateTeamUserBody, TEAM_FIELD_MESSAGES } from './team.ts';
import { companyOnboardingSchema, createCustomerBody } from './customer-creation.ts';

const valid = {
  firstName: 'Tess',
  lastName: 'Teammate',
  jobTitle: 'CFO',
  otherJobTitle: '',
  email: 'Tess@Atrium.dev',
  password: 'Tess-pass-2026',
  roleExternalId: '6f1c0a36-6a2e-4a8b-9c1e-0a1b2c3d4e01',
  allowOneAccess: false,
  oneRoleExternalId: '',
};
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('create team member form (spec 1 §5)', () => {
  it('requires every field with the spec placeholders as messages', () => {
    const r = createTeamMemberForm.safeParse({
      ...valid,
      firstName: '',
      lastName: '',
      jobTitle: '',
      email: '',
      password: '',
    });
    expect(messages(r)).toMatchObject({
      firstName: TEAM_FIELD_MESSAGES.firstName,
      lastName: TEAM_FIELD_MESSAGES.lastName,
      jobTitle: TEAM_FIELD_MESSAGES.jobTitle,
      email: TEAM_FIELD_MESSAGES.email,
      password: TEAM_FIELD_MESSAGES.password,
    });
  });
  it("'Other' needs the free-text job title, which becomes the payload's title", () => {
    expect(messages(createTeamMemberForm.safeParse({ ...valid, jobTitle: 'Other' }))).toEqual({
      otherJobTitle: 'Job title is required',
    });
    const parsed = createTeamMemberForm.parse({ ...valid, jobTitle: 'Other', otherJobTitle: 'Tax Partner' });
    expect(toCreateTeamUserBody(parsed)).toMatchObject({
      title: 'Tax Partner',
      email: 'tess@atrium.dev',
      hasAcceptedTerms: true,
      atriumOneRoleExternalId: '',
    });
  });
  it('sends the company role only when access to Atrium One is ticked', () => {
    const role = '6f1c0a36-6a2e-4a8b-9c1e-0a1b2c3d4e02';
    expect(
      toCreateTeamUserBody(createTeamMemberForm.parse({ ...valid, oneRoleExternalId: role })).atriumOneRoleExternalId,
    ).toBe('');
    expect(
      toCreateTeamUserBody(createTeamMemberForm.parse({ ...valid, allowOneAccess: true, oneRoleExternalId: role }))
        .atriumOneRoleExternalId,
    ).toBe(role);
  });
});

describe('admin company form and customer payload', () => {
  it('parses strings from forms and CSV cells: numbers, empty telephone to null, yes/no', () => {
    const c = companyOnboardingSchema.parse({
      companyName: 'A',
      legalName: 'A Inc',
      description: 'd',
      zipCode: '02134',
      country: 'us',
      state: 'Massachusetts',
      city: 'c',
      address: 'a',
      website: '',
      telephone: ' ',
      delawareCCorp: 'yes',
      latestFinancialStage: 'Seed',
      yearFounded: '2020',
      numberOfEmployees: '2-10',
      industry: 'Fintech',
      ebitda: '5',
      cashOnHand: '$1,000',
      monthlyRevenue: '',
      totalFundingReceived: '0',
    });
    expect(c).toMatchObject({
      zipCode: 2134,
      country: 'US',
      state: 'Massachusetts',
      telephone: null,
      delawareCCorp: true,
      yearFounded: 2020,
      ebitda: 5,
      cashOnHand: 1000,
      monthlyRevenue: undefined,
    });
  });
  it('an individual needs no company; a company does', () => {
    const owner = {
      title: 'CEO',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      password: 'Secret-pass-1',
      repeatedPassword: 'Secret-pass-1',
    };
    expect(createCustomerBody.safeParse({ accountType: 'INDIVIDUAL', userCreation: owner }).success).toBe(true);
    expect(messages(createCustomerBody.safeParse({ accountType: 'COMPANY', userCreation: owner }))).toEqual({
      companyOnboarding: 'Company details are required for a company account',
    });
    expect(
      messages(
        createCustomerBody.safeParse({ accountType: 'INDIVIDUAL', userCreation: { ...owner, repeatedPassword: 'x' } }),
      ),
    ).toEqual({ 'userCreation.repeatedPassword': 'Passwords do not match' });
  });
});
