import {
  AUTH_PATHS,
  ONBOARDING_PATHS as P,
  type ActivityForm,
  type OnboardingCompany,
  type OnboardUserReply,
  type PersonalInformation,
  type SessionReply,
} from '@atrium/contract';
import { http } from '../../lib/http';

// Onboarding runs before the user has a session or a tenant.
const open = { noTenant: true } as const;

/** The calls of spec 1 §7.6 (/api/onboarding). */
export const onboardingApi = {
  validateCompanyName: (name: string) =>
    http.get<{ available: boolean }>(P.validateCompanyName.replace(':name', encodeURIComponent(name)), open),
  validatePersonalInformation: (user: PersonalInformation) =>
    http.post<{ valid: boolean }>(P.validatePersonalInformation, user, open),
  sendPhoneCode: (phone: string) => http.post<unknown>(P.phone, { phone }, open),
  verifyPhoneCode: (phone: string, code: string) =>
    http.post<{ verified: boolean }>(P.phoneVerifyCode, { phone, code }, open),
  onboardUser: (body: {
    user: PersonalInformation;
    company: OnboardingCompany;
    activity: ActivityForm | null;
    hasSkippedActivityForm: boolean;
  }) => http.post<OnboardUserReply>(P.onboardUser, body, { ...open, timeoutMs: 30000 }),
  /** Signed in: the activity form of an existing company (FROM-PRODUCT-PAGE entry). */
  answerActivityForm: (companyExternalId: string, answers: ActivityForm) =>
    http.post<unknown>(P.answerActivityForm.replace(':id', companyExternalId), answers, open),
  login: (email: string, password: string) => http.post<SessionReply>(AUTH_PATHS.login, { email, password }, open),
};
