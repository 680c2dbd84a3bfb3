import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { customerInvitationRequests } from './tables.js';

export function createCustomerStore(db: Db) {
  return {
    async recordInvitations(rows: (typeof customerInvitationRequests.$inferInsert)[], tx: Db = db) {
      if (rows.length) await tx.insert(customerInvitationRequests).values(rows);
    },
    invitationsOfTenant: (tenantId: number, tx: Db = db) =>
      tx.select().from(customerInvitationRequests).where(eq(customerInvitationRequests.tenantId, tenantId)).orderBy(customerInvitationRequests.id),
  };
}
export type CustomerStore = ReturnType<typeof createCustomerStore>;
