import { afterEach, expect } from 'vitest';
import { CHAT_PATHS } from '@atrium/contract';
import type { TestApp } from '../../../test/harness.ts';
import type { BusMessage } from '../../platform/realtime/bus.ts';

export const C = CHAT_PATHS.conversation;
export const M = CHAT_PATHS.message;
export const MEMBER = 'member@acme.example';
export const OWNER = 'owner@acme.example';
export const MULTI = 'multi@example.com';
export const GLOBEX_OWNER = 'owner@globex.example';
export const GLOBEX_MEMBER = 'member@globex.example';
export const STAFF = 'staff@atrium.dev';
export const KAM = 'kam@atrium.dev';
export const ADMIN = 'admin@atrium.dev';
export const SUPERADMIN = 'superadmin@atrium.dev';
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Shared helpers of the chat test files. */
export async function chatKit(t: TestApp) {
  const ACME = await t.tenantId('Acme Inc.');
  const GLOBEX = await t.tenantId('Globex LLC');
  const INTERNAL = (
    await t.database.raw.query<{ external_id: string }>('select external_id from tenants where is_internal limit 1')
  ).rows[0].external_id;
  const user = async (email: string) => (await t.services.users.byEmail(email))!;
  const idOf = async (email: string) => (await user(email)).externalId;
  /** The X-Tenant-Id a user sends: staff the internal tenant, clients their company (Acme unless told). */
  const tenantOf = (email: string, tenant?: string) =>
    tenant ?? (email.endsWith('@atrium.dev') ? INTERNAL : email.includes('globex') ? GLOBEX : ACME);
  const call = (method: string, url: string, as: string | null, body?: unknown, tenant?: string) =>
    t.call(method, url, as ? { as, tenant: tenantOf(as, tenant), body } : { body });

  async function createPrivate(as: string, other: string, message: string | null = null, tenant?: string) {
    const tn = tenant ?? ACME;
    const r = await call(
      'POST',
      `${C}/create-private-chat?coreUserExternalId=${await idOf(other)}&tenantExternalId=${tn}`,
      as,
      { message },
      as.endsWith('@atrium.dev') ? undefined : tn,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content;
  }
  async function createGroup(
    as: string,
    others: string[],
    name = 'Group',
    message: string | null = null,
    tenant?: string,
  ) {
    const tn = tenant ?? ACME;
    const ids = await Promise.all(others.map(idOf));
    const r = await call(
      'POST',
      `${C}/create-private-group-chat?externalId=${tn}&groupName=${encodeURIComponent(name)}`,
      as,
      { usersExternalIds: ids, message },
      as.endsWith('@atrium.dev') ? undefined : tn,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content;
  }
  async function send(as: string, conversationExternalId: string, message: string) {
    return call('POST', `${M}/`, as, { conversationExternalId, message });
  }
  async function messages(as: string, conversationExternalId: string, page = 0) {
    const r = await call('GET', `${M}/conversation?conversationExternalId=${conversationExternalId}&page=${page}`, as);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content;
  }
  /** Makes the user an expert (or the KAM, replacing the current one) of the tenant. */
  async function assignExpert(tenantExternalId: string, email: string, role: 'KAM' | 'EXPERT') {
    const u = await user(email);
    if (role === 'KAM')
      await t.database.raw.query(
        `delete from tenant_experts where role = 'KAM' and user_id <> $2 and tenant_id = (select id from tenants where external_id = $1)`,
        [tenantExternalId, u.id],
      );
    await t.database.raw.query(
      `insert into tenant_experts (tenant_id, user_id, role) select id, $2, $3 from tenants where external_id = $1
       on conflict (tenant_id, user_id) do update set role = excluded.role`,
      [tenantExternalId, u.id, role],
    );
  }
  /** Takes away the tenant's KAM and experts. */
  async function clearExperts(tenantExternalId: string) {
    await t.database.raw.query(
      'delete from tenant_experts where tenant_id = (select id from tenants where external_id = $1)',
      [tenantExternalId],
    );
  }

  /** Realtime messages published since listen(). */
  let events: BusMessage[] = [];
  let recording = false;
  t.deps.realtime.bus.subscribe((m) => {
    if (recording) events.push(m);
  });
  afterEach(() => {
    recording = false;
  });
  function listen() {
    events = [];
    recording = true;
    return {
      of: (type: string) => events.filter((e) => e.event.type === type),
      to: async (email: string, type: string) => {
        const id = await idOf(email);
        return events.filter((e) => e.event.type === type && e.channel === `/channel/user/${id}`);
      },
    };
  }

  return {
    ACME,
    GLOBEX,
    INTERNAL,
    user,
    idOf,
    call,
    createPrivate,
    createGroup,
    send,
    messages,
    assignExpert,
    clearExperts,
    listen,
  };
}

export function expectValidation(
  r: { status: number; body: { errorCode: string | null; content: any } },
  path?: string,
) {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  // Schema errors name 'body.x' / 'querystring.x'; the service's own checks name the field alone.
  if (path)
    expect(
      r.body.content.fields.map((f: { path: string }) => f.path.replace(/^(body|querystring|params)\./, '')),
    ).toContain(path);
}
