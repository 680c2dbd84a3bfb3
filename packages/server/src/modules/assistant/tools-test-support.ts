import type { ConversationType } from '@atrium/contract';
import type { TestApp } from '../../../test/harness.ts';
import type { AssistantToolContext } from './tool.ts';
import { createAreaToolDeps } from './area-deps.ts';

/** The area tools' dependencies on the test app's real services. */
export const areaDepsOf = (t: TestApp) => createAreaToolDeps(t.services);

/** A tool context for a member of a tenant in a conversation of the given type (and context entity). */
export async function toolCtx(
  t: TestApp,
  o: {
    tenant: string;
    user: string;
    type: ConversationType;
    entity?: string | null;
    language?: 'en' | 'es';
  },
): Promise<AssistantToolContext> {
  const tenant = await t.services.tenancy.tenantByExternalId(o.tenant);
  const user = await t.services.users.byEmail(o.user);
  if (!tenant || !user) throw new Error('unknown tenant or user');
  return {
    tenantId: tenant.id,
    tenantExternalId: tenant.externalId,
    userId: user.id,
    userExternalId: user.externalId,
    language: o.language ?? 'en',
    conversation: {
      externalId: '00000000-0000-4000-8000-000000000000',
      type: o.type,
      contextEntityExternalId: o.entity ?? null,
    },
    signal: new AbortController().signal,
  };
}
