import { activitySurveyReply, missingProfileFields, requiredProfileReply, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CompanyService } from './service.ts';
import type { OnboardingService } from '../onboarding/service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/**
 * The selected company's profile checks (spec 1 §7.5): GET required-profile-information (what the onboarding company
 * form still lacks) and GET one/activity-survey (the activity form answers). Tenant from the X-Tenant-Id header.
 */
export function companyProfileRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ companies: CompanyService; onboarding: OnboardingService }>,
) {
  const tags = ['companies'];
  app.get(
    API.company.requiredProfileInformation,
    { onRequest: guard.requireTenant, schema: { response: replies(requiredProfileReply), tags } },
    async (req) => {
      const company = await services.companies.companyOfTenant(tenantCtxOf(req).tenant.externalId);
      const missing = missingProfileFields(company);
      return ok({ complete: missing.length === 0, missing });
    },
  );
  app.get(
    API.company.activitySurvey,
    { onRequest: guard.requireTenant, schema: { response: replies(activitySurveyReply), tags } },
    async (req) => {
      const answers = await services.onboarding.activityOf(tenantCtxOf(req).tenant.id);
      return ok({ answered: answers !== null, answers: answers as Record<string, unknown> | null });
    },
  );
}
