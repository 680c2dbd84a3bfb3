import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ONBOARDING_MESSAGES as M,
  PRODUCT,
  ROLES,
  type ActivityForm,
  type OnboardingCompany,
  type OnboardUserReply,
  type PersonalInformation,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { createOutboxSms } from '../../platform/sms/sms.ts';
import type { AuthService, RequestMeta } from '../auth/service.ts';
import type { CompanyService } from '../companies/service.ts';
import { companyProfileOf } from '../companies/edit.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import type { LeadService } from '../leads/service.ts';
import type { ExpertService } from '../experts/service.ts';
import { createOnboardingStore } from './store.ts';
import { isUniqueViolation } from '../../platform/sql.ts';

export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes per phone and per address within the window. */
export const PHONE_CODES_PER_PHONE = 5;
export const PHONE_CODES_PER_IP = 30;
export const PHONE_WINDOW_MS = 15 * 60_000;
/** How long a verified phone may be used for a sign-up. */
export const PHONE_VERIFIED_VALID_MS = 24 * 3_600_000;

/** '+1 (555) 010-2000' → '+15550102000': one phone, one key. */
export const normalizePhone = (phone: string) =>
  phone
    .trim()
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');
const tooMany = () => new AppError('TOO_MANY_REQUESTS', 'Too many attempts, please try again later');
const badCode = () =>
  new AppError('INVALID_CODE', 'The code is wrong or has expired', [
    { path: 'body.code', message: 'The code is wrong or has expired' },
  ]);

/** Onboarding (spec 1 §2.5, §4.4, §7.6): company sign-up in one transaction, activity form, phone codes. */
export function createOnboardingService(
  deps: AppDeps,
  s: {
    auth: AuthService;
    users: UserService;
    tenancy: TenancyService;
    companies: CompanyService;
    leads: LeadService;
    experts: Pick<ExpertService, 'assignDefaultKam'>;
  },
) {
  const db = deps.database.db;
  const store = createOnboardingStore(db);
  const sms = deps.sms ?? createOutboxSms(db);

  async function assertPhoneVerified(phone: string | undefined) {
    if (!phone) return;
    if (!(await store.verifiedSince(normalizePhone(phone), new Date(Date.now() - PHONE_VERIFIED_VALID_MS)))) {
      throw validation(M.phoneNotVerified, [{ path: 'body.user.phone', message: M.phoneNotVerified }]);
    }
  }

  async function companyForCaller(ctx: RequestContext, companyExternalId: string) {
    const row = await s.tenancy.companyByExternalId(companyExternalId);
    if (!row) throw notFound('Company');
    if (!(await s.companies.canManageTenant(ctx, row.t.externalId))) throw forbidden();
    return row;
  }

  return {
    /** GET validate-company-name/{name}: free → {available: true}; taken → 409 with the message the form shows. */
    async validateCompanyName(name: string) {
      if (await s.companies.companyNameTaken(name.trim())) throw conflict(M.companyNameTaken);
      return { available: true };
    },

    /** POST validate-personal-information: the address is free and a given phone was verified. */
    async validatePersonalInformation(user: PersonalInformation) {
      if (await s.users.byEmail(user.email))
        throw new AppError('EMAIL_TAKEN', M.emailTaken, [{ path: 'body.email', message: M.emailTaken }]);
      await assertPhoneVerified(user.phone);
      return { valid: true };
    },

    /** POST phone: sends a 6-digit code by SMS (10 minutes, 5 tries; 5 codes per phone and 30 per address per 15 min). */
    async sendPhoneCode(ip: string, rawPhone: string) {
      const phone = normalizePhone(rawPhone);
      const n = await store.phoneCodesSince(phone, ip, new Date(Date.now() - PHONE_WINDOW_MS));
      if (n.byPhone >= PHONE_CODES_PER_PHONE || n.byIp >= PHONE_CODES_PER_IP) throw tooMany();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await store.insertPhoneCode({
        phone,
        codeHash: hashCode(phone, code),
        expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
        ip,
      });
      await sms.send({
        to: phone,
        kind: 'SMS_PHONE_CODE',
        text: `Your ${PRODUCT.displayName} verification code is ${code}. It expires in 10 minutes.`,
      });
    },

    /** POST phone/verify-code: the newest open code of the phone; each check takes a try. */
    async verifyPhoneCode(rawPhone: string, code: string) {
      const phone = normalizePhone(rawPhone);
      const row = await store.openCode(phone, new Date());
      if (!row) throw badCode();
      if ((await store.takeTry(row.id)) > PHONE_CODE_MAX_TRIES) throw badCode();
      const a = Buffer.from(row.codeHash, 'hex');
      const b = Buffer.from(hashCode(phone, code), 'hex');
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw badCode();
      await store.markVerified(row.id);
      return { verified: true };
    },

    /**
     * POST onboard-user: in ONE transaction the user (unverified, with access to Atrium One), the company with its
     * tenant, workspace and the user's company-admin membership, the activity answers when not skipped, and the
     * company's KAM (experts.assignDefaultKam). After
     * the commit: the verification e-mail and the lead match. Any failure leaves nothing behind.
     */
    async onboardUser(
      meta: RequestMeta,
      body: {
        user: PersonalInformation;
        company: OnboardingCompany;
        activity: ActivityForm | null;
        hasSkippedActivityForm: boolean;
      },
    ): Promise<OnboardUserReply> {
      if (await s.companies.companyNameTaken(body.company.companyName)) {
        throw new AppError('CONFLICT', M.companyNameTaken, [
          { path: 'body.company.companyName', message: M.companyNameTaken },
        ]);
      }
      await assertPhoneVerified(body.user.phone);
      const answers = body.hasSkippedActivityForm ? null : body.activity;
      if (!body.hasSkippedActivityForm && !answers)
        throw validation('activity: This field is required', [{ path: 'body.activity', message: M.fieldRequired }]);

      await s.auth.checkNewAddress(meta, body.user.email);
      let made;
      try {
        made = await withTransaction(db, async () => {
          const { user, sendVerification } = await s.auth.createUnverifiedUser(meta, {
            ...body.user,
            roleNames: [ROLES.one, ROLES.companyCreate],
          });
          const account = await s.companies.createCompanyAccount({
            ownerUserId: user.id,
            accountType: 'COMPANY',
            company: companyProfileOf(body.company),
          });
          if (answers) await store.insertAnswer({ tenantId: account.tenant.id, answers, answeredByUserId: user.id });
          // A new customer has a KAM from its first moment (Contact KAM, Add workspace).
          await s.experts.assignDefaultKam(account.tenant.id);
          return { user, account, sendVerification };
        });
      } catch (err) {
        if (s.auth.isEmailRace(err)) throw new AppError('EMAIL_TAKEN', M.emailTaken);
        throw err;
      }
      await made.sendVerification();
      await s.leads.matchNewUser({ userExternalId: made.user.externalId, email: made.user.email });
      return {
        companyExternalId: made.account.company.externalId,
        tenantExternalId: made.account.tenant.externalId,
        userExternalId: made.user.externalId,
        userIp: meta.ip,
        firstName: made.user.firstName,
        lastName: made.user.lastName,
        event: 'signup',
      };
    },

    /** The answered activity form of a tenant, or null when it was skipped (read by the tax-deadline rules). */
    async activityOf(tenantId: number): Promise<ActivityForm | null> {
      const row = await store.answerOf(tenantId);
      return row ? (row.answers as ActivityForm) : null;
    },

    /** POST answer-activity-form/{companyExternalId}: once per company, by its admin (or staff admin/KAM). */
    async answerActivityForm(ctx: RequestContext, companyExternalId: string, answers: ActivityForm) {
      const row = await companyForCaller(ctx, companyExternalId);
      if (await store.answerOf(row.t.id)) throw conflict(M.alreadyAnswered);
      try {
        const saved = await store.insertAnswer({ tenantId: row.t.id, answers, answeredByUserId: ctx.user.id });
        return { companyExternalId, answeredAt: saved.createdAt.toISOString() };
      } catch (err) {
        // Two answers at once: the unique tenant row lets one through.
        if (isUniqueViolation(err)) {
          throw conflict(M.alreadyAnswered);
        }
        throw err;
      }
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
