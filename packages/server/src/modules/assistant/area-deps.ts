import type { GatedModule } from '@atrium/contract';
import type { TenancyService } from '../tenancy/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import type { FundraisingService } from '../fundraising/service.ts';
import type { AccountingService } from '../accounting/service.ts';
import type { SharedSpacesService } from '../shared-spaces/service.ts';
import type { LocationService } from '../locations/service.ts';
import type { AreaToolDeps } from './tools/kit.ts';

/**
 * The area tools' view of the other modules, through their services. A gated area is open when the tenant's plan
 * holds its add-on (the same access map as the module guard of the screens' API) or the tenant is the provider's own.
 */
export function createAreaToolDeps(s: {
  tenancy: Pick<TenancyService, 'tenantById'>;
  subscriptions: Pick<SubscriptionService, 'accessOf'>;
  fundraising: Pick<FundraisingService, 'search'>;
  accounting: Pick<AccountingService, 'dashboardOf'>;
  sharedSpaces: { content: Pick<SharedSpacesService['content'], 'roomFilesOf'> };
  locations: Pick<LocationService, 'countries'>;
}): AreaToolDeps {
  return {
    async moduleOpen(tenantId: number, module: GatedModule) {
      const t = await s.tenancy.tenantById(tenantId);
      if (!t) return false;
      if (t.isInternal) return true;
      return (await s.subscriptions.accessOf(tenantId))[module];
    },
    funders: {
      advanced: (body) => s.fundraising.search.advanced(body),
      byName: (q) => s.fundraising.search.byName(q),
      get: (id) => s.fundraising.search.get(id),
    },
    dashboardOf: (tenantId) => s.accounting.dashboardOf(tenantId),
    roomFilesOf: (tenantId, room) => s.sharedSpaces.content.roomFilesOf(tenantId, room),
    countries: () => s.locations.countries(),
  };
}
