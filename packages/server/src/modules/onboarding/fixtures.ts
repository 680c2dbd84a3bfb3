/** Valid onboarding bodies for the tests; each call gets fresh unique names. */
let n = 0;
export function onboardBody(
  over: {
    user?: Record<string, unknown>;
    company?: Record<string, unknown>;
    activity?: Record<string, unknown> | null;
    skip?: boolean;
  } = {},
) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return {
    user: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${tag}@example.org`,
      password: 'Str0ng-password!',
      passwordConfirmation: 'Str0ng-password!',
      title: 'CEO',
      ...over.user,
    },
    company: {
      companyName: `Analytical Engines ${tag}`,
      legalName: 'Analytical Engines Inc.',
      description: 'Mechanical computing',
      country: 'US',
      zipCode: '94107',
      state: 'California',
      city: 'San Francisco',
      streetAddress: '1 Market St',
      url: 'engines.example.org',
      telephone: '4155550100',
      industry: 'Fintech',
      delawareCCorp: true,
      startupStage: 'Seed',
      yearFounded: 2024,
      numberOfEmployees: '2-10',
      keyInvestors: '',
      ebitda: '-1000',
      cashOnHand: 50000,
      monthlyRevenue: '0',
      totalFundingReceived: '250000',
      ...over.company,
    },
    activity:
      over.activity === null
        ? null
        : {
            expenses: '120000',
            statesWithEmployees: 1,
            bookkeeper: 'Nobody yet',
            companyType: 'Operating',
            ...over.activity,
          },
    hasSkippedActivityForm: over.skip ?? false,
  };
}
