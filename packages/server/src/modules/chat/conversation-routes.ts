import { z } from 'zod';
import {
  CHAT_PATHS,
  chatMemberSchema,
  chatFileSchema,
  chatPageSchema,
  conversationByUserQuery,
  conversationIdQuery,
  conversationSchema,
  createGroupChatBody,
  createGroupChatQuery,
  createPrivateChatQuery,
  findByMembersBody,
  firstMessageBody,
  manageUsersBody,
  manageUsersReply,
  portalChatsQuery,
  portalFilterSchema,
  privateChatFilterSchema,
  privateChatsQuery,
  renameConversationBody,
  renameReply,
  statisticsBody,
  statisticsRowSchema,
  pageNumberQuery,
  inboxActivityQuery,
  tenantNameReply,
  tagMembersBody,
  unreadCountReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ChatService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';

const C = CHAT_PATHS.conversation;
const tags = ['chat'];
const idParams = z.object({ id: z.string().uuid() });
const emptyBody = z.unknown().optional();

/** /api/atrium-chat-conversation (spec 2 §7): thin — parse, call one service function, wrap. */
export function chatConversationRoutes(app: ZodApp, { guard, services }: RouteDeps<{ chat: ChatService }>) {
  const chat = services.chat;
  const tenant = { onRequest: guard.requireTenant };
  const staff = { onRequest: guard.requirePermission('portalAccess') };
  // The conversation's company: the header tenant, which a tenant parameter must match (403 otherwise); staff may
  // name a client company instead (provider mode).
  const provider = { permission: 'portalAccess' as const, tenant: chat.conversations.providerTenant };
  const member = guard.requireTenantScope({ param: 'tenantExternalId' });
  const creating = (param: string, where: 'query' | 'body' = 'query') =>
    guard.requireTenantScope({ param, in: where, provider });

  app.post(
    `${C}/chat/private`,
    {
      ...member,
      schema: {
        querystring: privateChatsQuery,
        body: privateChatFilterSchema,
        response: replies(chatPageSchema(conversationSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.clientList(scopeOf(req), req.query, req.body)),
  );
  app.get(
    `${C}/chat/private-paged`,
    {
      ...member,
      schema: {
        description:
          'The client list of chat/private without filters: the caller’s chats of the company, newest first.',
        querystring: privateChatsQuery,
        response: replies(chatPageSchema(conversationSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.clientListPaged(scopeOf(req), req.query)),
  );
  app.get(
    `${C}/inbox-activity`,
    {
      ...tenant,
      schema: {
        description:
          'The caller’s own conversations, latest activity first (page 0 and pageSize 5 by default, at most 50): a client’s of the selected company, staff’s of every client company. Another userExternalId is 403.',
        querystring: inboxActivityQuery,
        response: replies(chatPageSchema(conversationSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.inboxActivity(ctxOf(req), req.query)),
  );
  app.get(
    `${C}/conversation-by-user`,
    {
      ...creating('tenantExternalId'),
      schema: {
        description:
          'The caller’s private chat with userExternalId in the company tenantExternalId, or null when there is none.',
        querystring: conversationByUserQuery,
        response: replies(conversationSchema.nullable()),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.byUser(scopeOf(req), req.query)),
  );
  app.get(
    `${C}/get-tenant-name-by-no-owner-member`,
    {
      ...tenant,
      schema: {
        description:
          'The company (name, externalId) of the conversation’s members other than its owner; nulls when they are all staff.',
        querystring: conversationIdQuery,
        response: replies(tenantNameReply),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.tenantOfNonOwners(ctxOf(req), req.query.conversationExternalId)),
  );
  app.post(
    `${C}/filter/get-inbox-chats-by-filter`,
    {
      ...staff,
      schema: {
        querystring: portalChatsQuery,
        body: portalFilterSchema,
        response: replies(chatPageSchema(conversationSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.portalList(ctxOf(req), req.query, req.body)),
  );
  app.get(
    `${C}/conversation`,
    { ...tenant, schema: { querystring: conversationIdQuery, response: replies(conversationSchema), tags } },
    async (req) => ok(await chat.conversations.get(ctxOf(req), req.query.conversationExternalId)),
  );
  app.get(
    `${C}/internal-conversation`,
    { ...tenant, schema: { querystring: conversationIdQuery, response: replies(conversationSchema), tags } },
    async (req) => ok(await chat.conversations.internal(ctxOf(req), req.query.conversationExternalId)),
  );
  app.post(
    `${C}/contains/members`,
    {
      ...creating('tenantExternalId', 'body'),
      schema: { body: findByMembersBody, response: replies(conversationSchema), tags },
    },
    async (req) => ok(await chat.conversations.findByMembers(scopeOf(req), req.body)),
  );
  app.post(
    `${C}/create-private-chat`,
    {
      ...creating('tenantExternalId'),
      schema: {
        querystring: createPrivateChatQuery,
        body: firstMessageBody,
        response: replies(conversationSchema),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.createPrivate(scopeOf(req), req.query, req.body.message)),
  );
  app.post(
    `${C}/create-private-group-chat`,
    {
      ...creating('externalId'),
      schema: {
        querystring: createGroupChatQuery,
        body: createGroupChatBody,
        response: replies(conversationSchema),
        tags,
      },
    },
    async (req) => ok(await chat.conversations.createGroup(scopeOf(req), req.query, req.body)),
  );
  app.patch(
    `${C}/rename-conversation`,
    { ...tenant, schema: { body: renameConversationBody, response: replies(renameReply), tags } },
    async (req) => ok(await chat.conversations.rename(ctxOf(req), req.body)),
  );
  app.patch(
    `${C}/read/:id`,
    { ...tenant, schema: { params: idParams, body: emptyBody, response: replies(unreadCountReply), tags } },
    async (req) => ok(await chat.readState.read(ctxOf(req), req.params.id)),
  );
  app.get(
    `${C}/mark-as-unread`,
    { ...tenant, schema: { querystring: conversationIdQuery, response: replies(unreadCountReply), tags } },
    async (req) => ok(await chat.readState.markUnread(ctxOf(req), req.query.conversationExternalId)),
  );
  app.get(
    `${C}/thread/finalize`,
    { ...tenant, schema: { querystring: conversationIdQuery, response: replies(conversationSchema), tags } },
    async (req) => ok(await chat.conversations.finalize(ctxOf(req), req.query.conversationExternalId)),
  );
  app.get(
    `${C}/chat-members/:id`,
    { ...tenant, schema: { params: idParams, response: replies(z.array(chatMemberSchema)), tags } },
    async (req) => ok(await chat.members.list(ctxOf(req), req.params.id)),
  );
  for (const path of [`${C}/manage-users`, `${C}/manage-users/inbox-chat`])
    app.post(
      path,
      { ...tenant, schema: { body: manageUsersBody, response: replies(manageUsersReply), tags } },
      async (req) => ok(await chat.members.manage(ctxOf(req), req.body)),
    );
  app.post(
    `${C}/leave-conversation/:id`,
    {
      ...tenant,
      schema: { params: idParams, body: emptyBody, response: replies(z.object({ left: z.literal(true) })), tags },
    },
    async (req) => ok(await chat.members.leave(ctxOf(req), req.params.id)),
  );
  app.get(
    `${C}/conversation-files`,
    { ...tenant, schema: { querystring: conversationIdQuery, response: replies(z.array(chatFileSchema)), tags } },
    async (req) => ok(await chat.attachments.list(ctxOf(req), req.query.conversationExternalId)),
  );
  for (const path of [`${C}/mentions`, `${C}/add-inbox-chat-members`])
    app.post(
      path,
      { ...tenant, schema: { body: tagMembersBody, response: replies(z.array(chatMemberSchema)), tags } },
      async (req) => ok(await chat.conversations.tag(ctxOf(req), req.body)),
    );
  app.get(`${C}/count-chat-unread`, { ...tenant, schema: { response: replies(unreadCountReply), tags } }, async (req) =>
    ok(await chat.readState.count(ctxOf(req))),
  );
  app.put(
    `${C}/filter/statistics`,
    {
      ...staff,
      schema: {
        querystring: pageNumberQuery,
        body: statisticsBody,
        response: replies(chatPageSchema(statisticsRowSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.statistics.page(ctxOf(req), req.body, req.query.page)),
  );
  app.put(
    `${C}/filter/statistics/export`,
    { ...staff, schema: { body: statisticsBody, response: binaryReply, tags } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="chat-statistics.csv"')
        .send(await chat.statistics.csv(ctxOf(req), req.body)),
  );
  app.get(
    `${C}/with-kam`,
    { ...tenant, schema: { response: replies(conversationSchema.nullable()), tags } },
    async (req) => ok(await chat.conversations.withKam(ctxOf(req))),
  );
  app.post(
    `${C}/with-kam`,
    { ...tenant, schema: { body: emptyBody, response: replies(conversationSchema), tags } },
    async (req) => ok(await chat.conversations.startWithKam(ctxOf(req))),
  );
}
