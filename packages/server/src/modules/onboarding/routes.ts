import type { FastifyRequest } from 'fastify';
import {
  ONBOARDING_PATHS as P,
  activityFormSchema,
  answerActivityReply,
  companyNameParams,
  companyNameValidReply,
  externalIdParams,
  onboardUserBody,
  onboardUserReply,
  personalInformationSchema,
  phoneBody,
  phoneVerifyBody,
  phoneVerifyReply,
  validatePersonalInformationReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { OnboardingService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import type { RequestMeta } from '../auth/service.ts';

const tags = ['onboarding'];
const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, acceptLanguage: req.headers['accept-language'] });

/**
 * /api/onboarding (spec 1 §7.6). resend-verification-email/{id} lives with the auth module's sign-up. Everything
 * here is public (the user does not exist yet) except the activity answer of an existing company.
 */
export function onboardingRoutes(app: ZodApp, { guard, services }: RouteDeps<{ onboarding: OnboardingService }>) {
  const onboarding = services.onboarding;

  app.get(
    P.validateCompanyName,
    { schema: { tags, params: companyNameParams, response: replies(companyNameValidReply) } },
    async (req) => ok(await onboarding.validateCompanyName(req.params.name)),
  );

  app.post(
    P.validatePersonalInformation,
    { schema: { tags, body: personalInformationSchema, response: replies(validatePersonalInformationReply) } },
    async (req) => ok(await onboarding.validatePersonalInformation(req.body)),
  );

  app.post(P.phone, { schema: { tags, body: phoneBody, response: emptyReply } }, async (req) => {
    await onboarding.sendPhoneCode(req.ip, req.body.phone);
    return ok(null, 'A verification code has been sent');
  });

  app.post(
    P.phoneVerifyCode,
    { schema: { tags, body: phoneVerifyBody, response: replies(phoneVerifyReply) } },
    async (req) => ok(await onboarding.verifyPhoneCode(req.body.phone, req.body.code)),
  );

  app.post(
    P.onboardUser,
    { schema: { tags, body: onboardUserBody, response: replies(onboardUserReply) } },
    async (req) => ok(await onboarding.onboardUser(meta(req), req.body)),
  );

  app.post(
    P.answerActivityForm,
    {
      onRequest: guard.requireUser,
      schema: { tags, params: externalIdParams, body: activityFormSchema, response: replies(answerActivityReply) },
    },
    async (req) => ok(await onboarding.answerActivityForm(ctxOf(req), req.params.id, req.body)),
  );
}
