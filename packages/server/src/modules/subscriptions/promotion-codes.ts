import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_MESSAGES as M, toCents, toDollars, type PromotionCode } from '@atrium/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PromotionCodeRow, SubscriptionStore } from './store.ts';
import { isUniqueViolation } from '../../platform/sql.ts';

const invalid = (message: string) => new AppError('INVALID_CODE', message, [{ path: 'promotionCode', message }]);

/** Promotion codes (spec 3 §3, §7.11): checks, redemption counting and the admin list. */
export function createPromotionCodes(store: SubscriptionStore) {
  const shape = (r: PromotionCodeRow): PromotionCode => ({
    couponId: r.couponId,
    code: r.code,
    active: r.active,
    amountOff: r.amountOffCents === null ? null : toDollars(r.amountOffCents),
    percentOff: r.percentOff === null ? null : Number(r.percentOff),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    maxRedemptions: r.maxRedemptions,
    timesRedeemed: r.timesRedeemed,
  });

  /** Why a code cannot be used now, or null when it can. */
  function problem(r: PromotionCodeRow, now = new Date()): string | null {
    if (!r.active) return M.codeInactive;
    if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) return M.codeExpired;
    if (r.maxRedemptions !== null && r.timesRedeemed >= r.maxRedemptions) return M.codeUsedUp;
    return null;
  }

  return {
    shape,
    discountOf: (r: PromotionCodeRow) => ({
      amountOff: r.amountOffCents === null ? null : toDollars(r.amountOffCents),
      percentOff: r.percentOff === null ? null : Number(r.percentOff),
    }),

    /** The code if it exists, is active, unexpired and not used up; else 400 INVALID_CODE with the reason. */
    async usable(code: string) {
      const r = await store.promotionCodeByCode(code);
      if (!r) throw invalid(M.codeNotFound);
      const why = problem(r);
      if (why) throw invalid(why);
      return r;
    },

    /** Counts the redemption; the loser of a race for the last one gets 'used up'. */
    async redeem(r: PromotionCodeRow) {
      const row = await store.redeem(r.id);
      if (row) return row;
      const now = await store.promotionCodeByCode(r.code);
      throw invalid((now && problem(now)) ?? M.codeUsedUp);
    },

    async create(input: {
      code: string;
      amountOff?: number | null;
      percentOff?: number | null;
      expiresAt?: string | null;
      maxRedemptions?: number | null;
    }) {
      if (await store.promotionCodeByCode(input.code))
        throw new AppError('CONFLICT', M.codeTaken, [{ path: 'code', message: M.codeTaken }]);
      try {
        const row = await store.insertPromotionCode({
          couponId: `coupon_${randomBytes(8).toString('hex')}`,
          code: input.code.toUpperCase(),
          amountOffCents: input.amountOff != null ? toCents(input.amountOff) : null,
          percentOff: input.percentOff ?? null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          maxRedemptions: input.maxRedemptions ?? null,
        });
        return shape(row);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', M.codeTaken, [{ path: 'code', message: M.codeTaken }]);
        throw err;
      }
    },

    async deactivate(couponId: string) {
      const row = await store.deactivatePromotionCode(couponId);
      if (!row) throw notFound('Promotion code');
      return shape(row);
    },
  };
}
