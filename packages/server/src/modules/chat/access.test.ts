import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { C, chatKit, GLOBEX_MEMBER, GLOBEX_OWNER, KAM, M, MEMBER, OWNER, UNKNOWN } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');

// An Acme conversation with staff (so it has a team channel) and a file in it.
const conv = await k.createGroup(MEMBER, [OWNER, KAM], 'Acme only', 'Secret plans');
const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${conv.externalId}`, KAM)).body
  .content.externalId as string;
const boundary = '----access';
const pdf = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--${boundary}--\r\n`,
  ),
]);
const uploaded = await t.call('POST', `${M}/attachments?conversationExternalId=${conv.externalId}`, {
  as: MEMBER,
  tenant: k.ACME,
  body: pdf,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const fileId = uploaded.body.content.files[0].externalId as string;
const ownerId = await k.idOf(OWNER);

/** Every route of the chat with the ids of Acme's conversation. */
const routes = (id: string): [string, string, unknown?][] => [
  ['POST', `${C}/chat/private?tenantExternalId=${k.ACME}&page=0`, {}],
  ['GET', `${C}/conversation?conversationExternalId=${id}`],
  ['GET', `${C}/internal-conversation?conversationExternalId=${id}`],
  ['POST', `${C}/contains/members`, { values: [ownerId], tenantExternalId: k.ACME }],
  ['POST', `${C}/create-private-chat?coreUserExternalId=${ownerId}&tenantExternalId=${k.ACME}`, { message: null }],
  [
    'POST',
    `${C}/create-private-group-chat?externalId=${k.ACME}&groupName=G`,
    { usersExternalIds: [ownerId, ownerId], message: null },
  ],
  ['PATCH', `${C}/rename-conversation`, { conversationExternalId: id, newTitle: 'Mine now' }],
  ['PATCH', `${C}/read/${id}`],
  ['GET', `${C}/mark-as-unread?conversationExternalId=${id}`],
  ['GET', `${C}/thread/finalize?conversationExternalId=${id}`],
  ['GET', `${C}/chat-members/${id}`],
  ['POST', `${C}/manage-users`, { conversationExternalId: id, usersToAdd: [], usersToRemove: [] }],
  ['POST', `${C}/manage-users/inbox-chat`, { conversationExternalId: id, usersToAdd: [], usersToRemove: [] }],
  ['POST', `${C}/leave-conversation/${id}`],
  ['GET', `${C}/conversation-files?conversationExternalId=${id}`],
  ['POST', `${C}/mentions`, { conversationExternalId: id, mentions: [ownerId] }],
  ['POST', `${C}/add-inbox-chat-members`, { conversationExternalId: id, mentions: [ownerId] }],
  ['GET', `${M}/conversation?conversationExternalId=${id}&page=0`],
  ['POST', `${M}/`, { conversationExternalId: id, message: 'hi' }],
  ['POST', `${M}/search?conversationId=${id}&query=Secret`],
  ['POST', `${M}/user-typing?conversationExternalId=${id}&isTyping=true`],
  ['GET', `${M}/files/${fileId}/download`],
  ['GET', `${M}/files/${fileId}/presigned-url`],
];
const noTenantRoutes: [string, string, unknown?][] = [
  ['GET', `${C}/count-chat-unread`],
  ['GET', `${C}/with-kam`],
  ['POST', `${C}/with-kam`],
  ['POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, {}],
  ['PUT', `${C}/filter/statistics?page=0`, {}],
  ['PUT', `${C}/filter/statistics/export`, {}],
  ['POST', `${M}/attachments?conversationExternalId=${conv.externalId}`],
];

describe('every chat route', () => {
  it.each([...routes(conv.externalId), ...noTenantRoutes])('%s %s: 401 without a token', async (method, url, body) => {
    const r = await t.app.inject({ method: method as never, url, payload: body as never });
    expect(r.statusCode).toBe(401);
  });

  it.each(routes(conv.externalId))(
    "%s %s: a user of another tenant gets 404 or 403, never Acme's data",
    async (method, url, body) => {
      const r = await k.call(method, url, GLOBEX_MEMBER, body, k.GLOBEX);
      expect([403, 404]).toContain(r.status);
      expect(JSON.stringify(r.body)).not.toContain('Secret plans');
      expect(JSON.stringify(r.body)).not.toContain('Acme only');
    },
  );

  const withChannel = routes(channel).filter(
    ([, url, body]) => url.includes(channel) || JSON.stringify(body ?? null).includes(channel),
  );
  it.each(withChannel)(
    '%s %s with the team channel id: a client of the tenant gets 404/403/400, never its content',
    async (method, url, body) => {
      const r = await k.call(method, url, MEMBER, body);
      expect([400, 403, 404]).toContain(r.status);
      if (method === 'GET' && url.includes(channel)) expect(r.status).toBe(404);
    },
  );

  it('a client sending another tenant’s header gets 403; staff-only routes refuse clients', async () => {
    expect(
      (
        await k.call(
          'GET',
          `${C}/conversation?conversationExternalId=${conv.externalId}`,
          GLOBEX_OWNER,
          undefined,
          k.ACME,
        )
      ).status,
    ).toBe(403);
    expect((await k.call('PUT', `${C}/filter/statistics?page=0`, MEMBER, {})).status).toBe(403);
    expect((await k.call('PUT', `${C}/filter/statistics/export`, MEMBER, {})).status).toBe(403);
    expect((await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, MEMBER, {})).status).toBe(
      403,
    );
  });

  it('unknown ids answer 404 like other tenants’ ids (existence is not revealed)', async () => {
    for (const [method, url, body] of routes(UNKNOWN).filter(([, u]) => u.includes(UNKNOWN))) {
      const r = await k.call(method, url, GLOBEX_MEMBER, body, k.GLOBEX);
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    for (const [method, url] of [
      ['GET', `${M}/files/${UNKNOWN}/download`],
      ['GET', `${M}/files/${UNKNOWN}/presigned-url`],
    ] as const) {
      const r = await k.call(method, url, GLOBEX_MEMBER, undefined, k.GLOBEX);
      expect(r.status).toBe(404);
    }
  });

  it('the conversation of Acme is untouched after all that', async () => {
    const c = (await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, MEMBER)).body.content;
    expect(c.title).toBe('Acme only');
    expect(c.members.map((m: any) => m.email).sort()).toEqual([KAM, MEMBER, OWNER].sort());
  });
});

describe('malformed input', () => {
  const bad: [string, string, unknown, string][] = [
    ['GET', `${C}/conversation?conversationExternalId=x`, undefined, 'conversationExternalId'],
    ['GET', `${C}/internal-conversation`, undefined, 'conversationExternalId'],
    ['PATCH', `${C}/read/not-a-uuid`, undefined, 'id'],
    ['GET', `${C}/chat-members/1`, undefined, 'id'],
    ['POST', `${C}/leave-conversation/1`, undefined, 'id'],
    ['GET', `${C}/mark-as-unread?conversationExternalId=`, undefined, 'conversationExternalId'],
    ['GET', `${C}/thread/finalize`, undefined, 'conversationExternalId'],
    ['PATCH', `${C}/rename-conversation`, { conversationExternalId: 'x', newTitle: 'y' }, 'conversationExternalId'],
    ['PATCH', `${C}/rename-conversation`, { conversationExternalId: UNKNOWN, newTitle: 'y'.repeat(500) }, 'newTitle'],
    ['POST', `${C}/manage-users`, { conversationExternalId: UNKNOWN, usersToAdd: ['x'] }, 'usersToAdd.0'],
    ['POST', `${C}/mentions`, { conversationExternalId: UNKNOWN, mentions: [] }, 'mentions'],
    ['POST', `${C}/contains/members`, { values: ['x'], tenantExternalId: UNKNOWN }, 'values.0'],
    ['GET', `${C}/conversation-files`, undefined, 'conversationExternalId'],
    ['GET', `${M}/conversation?conversationExternalId=${UNKNOWN}&page=x`, undefined, 'page'],
    ['POST', `${M}/`, { message: 'x' }, 'conversationExternalId'],
    ['POST', `${M}/search?conversationId=x`, undefined, 'conversationId'],
    ['POST', `${M}/user-typing?conversationExternalId=${UNKNOWN}&isTyping=maybe`, undefined, 'isTyping'],
    ['GET', `${M}/files/x/download`, undefined, 'fileExternalId'],
    ['GET', `${M}/files/x/presigned-url`, undefined, 'fileExternalId'],
  ];
  it.each(bad)('%s %s → 400 naming the field', async (method, url, body, field) => {
    const r = await k.call(method, url, MEMBER, body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    expect(
      r.body.content.fields.map((f: { path: string }) => f.path.replace(/^(body|querystring|params)\./, '')),
    ).toContain(field);
  });
  it('a missing X-Tenant-Id answers 400 naming the header', async () => {
    const r = await t.call('GET', `${C}/count-chat-unread`, { as: MEMBER });
    expect(r.status).toBe(400);
    expect(r.body.content.fields[0].path).toBe('X-Tenant-Id');
  });
});
