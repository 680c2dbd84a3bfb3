import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { tenantExperts } from '../experts/tables.js';
import type { ChatExperts } from './core.js';

/**
 * Stand-in for `services.experts` until the experts module is merged: the same two look-ups on tenant_experts.
 * services.ts prefers the experts service when it exists.
 */
export function createExpertsLookup(db: Db): ChatExperts {
  return {
    async kamOf(tenantId) {
      const [row] = await db.select({ userId: tenantExperts.userId }).from(tenantExperts).where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.role, 'KAM')));
      return row ?? null;
    },
    async expertUserIds(tenantId) {
      const rows = await db.select({ userId: tenantExperts.userId }).from(tenantExperts).where(eq(tenantExperts.tenantId, tenantId));
      return rows.map((r) => r.userId);
    },
  };
}
