import type { z } from 'zod';
import type { createLeadBody } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import { createLeadStore } from './store.ts';

/** Public lead creation per address: at most this many per hour (a landing-page form, not a bulk import). */
export const LEADS_PER_IP_PER_HOUR = 20;

/** Leads (spec 1 §7.5 /api/atrium-lead): created by the public site, matched to the user who signs up with the address. */
export function createLeadService(deps: AppDeps, s: { users: UserService }) {
  const store = createLeadStore(deps.database.db);

  async function matchEmail(email: string, userId: number) {
    return store.matchEmail(email, userId);
  }

  return {
    /** POST /api/atrium-lead/create: public; the lead is matched at once when its address or `user` has an account. */
    async create(ip: string, input: z.output<typeof createLeadBody>) {
      if ((await store.countFromIpSince(ip, new Date(Date.now() - 3_600_000))) >= LEADS_PER_IP_PER_HOUR) {
        throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts, please try again later');
      }
      const owner =
        (input.user ? await s.users.byExternalId(input.user) : null) ?? (await s.users.byEmail(input.email));
      const lead = await store.insert({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        jobTitle: input.jobTitle ?? null,
        utmSource: input.utmSource ?? null,
        utmMedium: input.utmMedium ?? null,
        utmCampaign: input.utmCampaign ?? null,
        utmTerm: input.utmTerm ?? null,
        utmContent: input.utmContent ?? null,
        userId: owner?.id ?? null,
        matchedAt: owner ? new Date() : null,
        ip,
      });
      return { externalId: lead.externalId, email: lead.email, matchedUserExternalId: owner?.externalId ?? null };
    },

    /** PUT /api/atrium-lead/match-lead-to-user: the caller's unmatched leads (same e-mail) become theirs. */
    async matchCaller(ctx: RequestContext) {
      return { matched: await matchEmail(ctx.user.email, ctx.user.id) };
    },

    /**
     * The automatic match after a sign-up (auth sign-up and onboard-user). Never fails the sign-up: a lead is
     * marketing data, and the caller can match again with PUT match-lead-to-user.
     */
    async matchNewUser(user: { userExternalId: string; email: string }) {
      try {
        const row = await s.users.byExternalId(user.userExternalId);
        if (row) await matchEmail(user.email, row.id);
      } catch (err) {
        deps.log.error({ err }, 'lead match after sign-up failed');
      }
    },
  };
}
export type LeadService = ReturnType<typeof createLeadService>;
