import type { ServiceDefinition } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { DocumentCenterService } from '../document-center/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { createServiceDeliveryStore, type ServiceDeliveryStore } from './store.ts';
import { viewerOf, type Viewer } from './access.ts';

/** The service catalogue as this module reads it (packages/contract/src/services). */
export interface Catalogue {
  byCode(code: string): ServiceDefinition | undefined;
  all: readonly ServiceDefinition[];
}

export interface ServiceDeliveryDeps {
  users: Pick<UserService, 'byIds' | 'byExternalId'>;
  tenancy: Pick<
    TenancyService,
    | 'internalRoleNames'
    | 'clientTenants'
    | 'tenantByExternalId'
    | 'tenantById'
    | 'memberUserIds'
    | 'internalTenant'
    | 'isMember'
    | 'tenantsOfUser'
  >;
  documentCenter: Pick<
    DocumentCenterService,
    'upload' | 'download' | 'downloadMultiple' | 'presignedUrl' | 'delete' | 'providerTenant'
  >;
  notifications: Pick<NotificationService, 'notifyMany'>;
  catalogue: Catalogue;
}

/** What the flow files of this module share: the store, the other modules' services and a few lookups. */
export interface Kit {
  deps: AppDeps;
  s: ServiceDeliveryDeps;
  store: ServiceDeliveryStore;
  viewer(ctx: RequestContext): Promise<Viewer>;
  /** Staff users (members of the internal tenant) by externalId; 400 naming the field when one is not staff. */
  staffUserId(externalId: string | null | undefined, field: string): Promise<number | null>;
  staffPeople(): Promise<{ id: number; externalId: string; name: string; email: string }[]>;
  /** A client company (not internal) by externalId; 404 otherwise. */
  clientTenant(externalId: string): Promise<{ id: number; externalId: string; name: string; accountType: string }>;
  serviceName(code: string, language: string): string;
}

export function createKit(deps: AppDeps, s: ServiceDeliveryDeps): Kit {
  const store = createServiceDeliveryStore(deps.database.db);
  async function staffPeople() {
    const internal = await s.tenancy.internalTenant();
    if (!internal) return [];
    const users = await s.users.byIds(await s.tenancy.memberUserIds(internal.id));
    return users
      .filter((u) => u.active !== false)
      .map((u) => ({ id: u.id, externalId: u.externalId, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  return {
    deps,
    s,
    store,
    viewer: (ctx) => viewerOf(ctx, s.tenancy.internalRoleNames),
    staffPeople,
    async staffUserId(externalId, field) {
      if (!externalId) return null;
      const person = (await staffPeople()).find((p) => p.externalId === externalId);
      if (!person)
        throw validation('Choose a member of the provider team', [{ path: field, message: 'Not a staff member' }]);
      return person.id;
    },
    async clientTenant(externalId) {
      const t = await s.tenancy.tenantByExternalId(externalId);
      if (!t || t.isInternal) throw notFound('Company');
      return { id: t.id, externalId: t.externalId, name: t.name, accountType: t.accountType };
    },
    serviceName(code, language) {
      const def = s.catalogue.byCode(code);
      if (!def) return code;
      return language === 'es' ? def.name.es : def.name.en;
    },
  };
}
