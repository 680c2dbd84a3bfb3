import type { Integration, IntegrationStatus } from '@atrium/contract';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import type { LedgerFlow } from './ledger.ts';
import { integrationOfLink, type MergeLinkFlow } from './merge-link.ts';

/**
 * The /api/merge reads and the delete, over both sources: a company's Merge link when it has one (its syncs write
 * the ledger), else its newest ledger import (CSV or trial balance).
 */
export function createIntegrationsFlow(ledger: LedgerFlow, merge: MergeLinkFlow) {
  async function current(scope: TenantScope): Promise<{ hasLedger: boolean; integration: Integration | null }> {
    const [link, status] = [await merge.linkOf(scope), await ledger.status(scope)];
    if (link) return { hasLedger: status.hasLedger, integration: integrationOfLink(link, scope.tenant.externalId) };
    return { hasLedger: status.hasLedger, integration: status.integrations[0] ?? null };
  }
  return {
    async status(scope: TenantScope): Promise<IntegrationStatus> {
      const c = await current(scope);
      return {
        hasLedger: c.hasLedger,
        integrations: c.integration ? [c.integration] : [],
        linkAvailable: merge.available,
      };
    },
    async list(scope: TenantScope): Promise<Integration[]> {
      const c = await current(scope);
      return c.integration ? [c.integration] : [];
    },
    async hasFinished(scope: TenantScope, externalId: string): Promise<boolean> {
      const link = await merge.linkOf(scope);
      if (link?.externalId === externalId) return link.lastSyncAt !== null;
      return ledger.hasFinished(scope, externalId);
    },
    async lastSync(scope: TenantScope): Promise<{ lastSync: string | null }> {
      const link = await merge.linkOf(scope);
      if (link) return { lastSync: link.lastSyncAt?.toISOString() ?? null };
      return ledger.lastSync(scope);
    },
    async remove(scope: TenantScope, externalId: string): Promise<void> {
      const link = await merge.linkOf(scope);
      if (link?.externalId === externalId) return merge.remove(scope, externalId);
      return ledger.remove(scope, externalId);
    },
  };
}
