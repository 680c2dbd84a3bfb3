import { LEDGER_MESSAGES, MERGE_MESSAGES as M, type Integration, type MergeLinkToken } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { MergeClient } from './merge-client.ts';
import type { TokenBox } from './merge-crypto.ts';
import type { MergeLinkRow, MergeStore } from './merge-store.ts';
import type { AccountingStore } from './store.ts';

/** What the Merge link needs when it is configured (MERGE_API_KEY and MERGE_TOKEN_KEY); null when it is not. */
export interface MergeKit {
  client: MergeClient;
  box: TokenBox;
  scriptUrl: string;
}

/** A sync job's attempts before it stays failed (the queue backs off between them). */
export const MERGE_SYNC_ATTEMPTS = 5;

const notConfigured = () => new AppError('CONFLICT', M.notConfigured);

/** A link as /api/merge reports it: finished once its first sync has written the ledger. */
export const integrationOfLink = (row: MergeLinkRow, tenantExternalId: string): Integration => ({
  externalId: row.externalId,
  type: 'MERGE',
  name: row.integrationName,
  tenantExternalId,
  finished: row.lastSyncAt !== null,
  lastSync: row.lastSyncAt?.toISOString() ?? null,
  syncState: row.syncState as Integration['syncState'],
});

/**
 * The Merge link flow (spec 1 §7.7): the link token for Merge Link, the exchange of Link's public token for the
 * account token (sealed before it is stored; no reply carries it), and the removal of a link. The exchange queues
 * the first sync (merge-sync.ts) in the same transaction as the link.
 */
export function createMergeLinkFlow(deps: AppDeps, store: MergeStore, ledger: AccountingStore, kit: MergeKit | null) {
  const db = deps.database.db;
  const requireCompany = (scope: TenantScope) => {
    if (scope.tenant.accountType !== 'COMPANY') throw forbidden(LEDGER_MESSAGES.individuals);
  };
  /** A failing call to Merge: logged with its detail (spec 1 §8), answered with a plain message. */
  const mergeFailed = (err: unknown, message: string, scope: TenantScope) => {
    deps.log.warn({ err, tenantId: scope.tenant.id }, 'merge call failed');
    return new AppError('CONFLICT', message);
  };

  return {
    available: kit !== null,

    /** GET /api/merge/token: a link token for this company and the Merge Link script to open it with. */
    async linkToken(scope: TenantScope): Promise<MergeLinkToken> {
      requireCompany(scope);
      if (!kit) throw notConfigured();
      try {
        const linkToken = await kit.client.linkToken({
          originId: scope.tenant.externalId,
          organization: scope.tenant.name,
          email: scope.ctx.user.email,
        });
        return { linkToken, scriptUrl: kit.scriptUrl };
      } catch (err) {
        throw mergeFailed(err, M.linkTokenFailed, scope);
      }
    },

    /** POST /api/merge: exchanges Merge Link's public token, stores the sealed account token, queues the first sync. */
    async exchange(scope: TenantScope, publicToken: string): Promise<Integration> {
      requireCompany(scope);
      if (!kit) throw notConfigured();
      let got: { accountToken: string; integrationName: string };
      try {
        got = await kit.client.exchange(publicToken);
      } catch (err) {
        throw mergeFailed(err, M.exchangeFailed, scope);
      }
      const row = await withTransaction(db, async () => {
        const made = await store.replace({
          tenantId: scope.tenant.id,
          userId: scope.ctx.user.id,
          accountTokenEnc: kit.box.seal(got.accountToken),
          integrationName: got.integrationName,
        });
        await enqueueJob(db, QUEUES.mergeSync, { link: made.externalId }, { maxAttempts: MERGE_SYNC_ATTEMPTS });
        return made;
      });
      return integrationOfLink(row, scope.tenant.externalId);
    },

    /** The company's link, if any. */
    async linkOf(scope: TenantScope) {
      return store.ofTenant(scope.tenant.id);
    },

    /**
     * DELETE /api/merge?id= for a link: ends it on Merge's side (a failure there is only logged), removes the link and
     * the ledger it fed.
     */
    async remove(scope: TenantScope, externalId: string): Promise<void> {
      requireCompany(scope);
      const row = await store.ofTenant(scope.tenant.id);
      if (!row || row.externalId !== externalId) throw notFound('Integration');
      if (kit) {
        try {
          await kit.client.deleteAccount(kit.box.open(row.accountTokenEnc));
        } catch (err) {
          deps.log.warn({ err, tenantId: scope.tenant.id }, 'merge account deletion failed');
        }
      }
      await withTransaction(db, async () => {
        await store.remove(row.id);
        await ledger.clearLedger(scope.tenant.id);
      });
    },
  };
}
export type MergeLinkFlow = ReturnType<typeof createMergeLinkFlow>;
