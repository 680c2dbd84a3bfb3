import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  API,
  assistantConversationSchema,
  assistantMessageSchema,
  assistantQueryQuery,
  assistantStreamBody,
  assistantTenantQuery,
  assistantTypeQuery,
  assistantUserSchema,
  chatPageSchema,
  createAssistantConversationBody,
  enrichConversationQuery,
  helpMeWriteBody,
  hiddenMessageBody,
  stopGenerationBody,
  catchUpBody,
  type BotStreamEvent,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { ChatService } from '../chat/service.ts';
import type { AssistantService } from './service.ts';

const A = API.assistant;
const tags = ['assistant'];
const idParams = z.object({ id: z.string().uuid() });
const emptyBody = z.unknown().optional();
const conversation = replies(assistantConversationSchema);
const conversationList = replies(z.array(assistantConversationSchema));

/** Atrium AI's own calls (spec 2 §7); the calls it shares with the inbox are the chat module's routes. */
export function assistantRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ assistant: AssistantService; chat: ChatService }>,
) {
  const ai = services.assistant;
  const conv = ai.conversations;
  const tenant = { onRequest: guard.requireTenant };
  const user = { onRequest: guard.requireUser };
  // The conversation's company: the header tenant, which the parameter must match; staff may name a client company
  // (provider mode: the internal-channel context over a customer's inbox conversation).
  const provider = { permission: 'portalAccess' as const, tenant: services.chat.conversations.providerTenant };
  const scoped = (param: string, where: 'query' | 'body' = 'query') =>
    guard.requireTenantScope({ param, in: where, provider });

  app.post(
    A.create,
    {
      ...scoped('tenant', 'body'),
      schema: {
        description:
          'Creates an Atrium AI conversation of the caller in the company `tenant`, for a context (conversationType and, for rooms and files, contextEntityExternalId).',
        body: createAssistantConversationBody,
        response: conversation,
        tags,
      },
    },
    async (req) => ok(await conv.create(scopeOf(req), req.body)),
  );
  app.get(
    A.all,
    { ...scoped('tenantExternalId'), schema: { querystring: assistantTenantQuery, response: conversationList, tags } },
    async (req) => ok(await conv.all(scopeOf(req))),
  );
  app.get(
    A.type,
    {
      ...scoped('tenantExternalId'),
      schema: { querystring: assistantTypeQuery.omit({ page: true, size: true }), response: conversationList, tags },
    },
    async (req) => ok(await conv.byType(scopeOf(req), req.query)),
  );
  app.get(
    A.typePaginated,
    {
      ...scoped('tenantExternalId'),
      schema: {
        description:
          'The caller’s conversations of a type (and entity), newest first; page size 15, a reload asks 15·n+15.',
        querystring: assistantTypeQuery,
        response: replies(chatPageSchema(assistantConversationSchema)),
        tags,
      },
    },
    async (req) => ok(await conv.byTypePaged(scopeOf(req), req.query)),
  );
  app.get(
    A.archived,
    { ...scoped('tenantExternalId'), schema: { querystring: assistantTenantQuery, response: conversationList, tags } },
    async (req) => ok(await conv.archived(scopeOf(req))),
  );
  app.get(
    A.query,
    {
      ...scoped('tenantExternalId'),
      schema: {
        description: 'Conversations whose title or messages contain the term.',
        querystring: assistantQueryQuery,
        response: conversationList,
        tags,
      },
    },
    async (req) => ok(await conv.query(scopeOf(req), req.query.term)),
  );
  app.get(
    A.enrichConversation,
    { ...tenant, schema: { querystring: enrichConversationQuery, response: conversation, tags } },
    async (req) => ok(await conv.enrich(ctxOf(req), req.query.conversationExternalId)),
  );
  app.patch(
    A.archiveConversation,
    {
      ...tenant,
      schema: { description: 'Toggles archived.', params: idParams, body: emptyBody, response: conversation, tags },
    },
    async (req) => ok(await conv.archive(ctxOf(req), req.params.id)),
  );
  app.delete(
    A.deleteConversation,
    {
      ...tenant,
      schema: {
        description:
          'Deletes the conversation; undo-delete-conversation restores it within ASSISTANT_LIMITS.undoDeleteMs.',
        params: idParams,
        response: replies(z.object({ deletedAt: z.string() })),
        tags,
      },
    },
    async (req) => ok(await conv.remove(ctxOf(req), req.params.id)),
  );
  app.patch(
    A.undoDeleteConversation,
    { ...tenant, schema: { params: idParams, body: emptyBody, response: conversation, tags } },
    async (req) => ok(await conv.undoDelete(ctxOf(req), req.params.id)),
  );

  app.post(
    A.stream,
    {
      ...tenant,
      schema: {
        description:
          'Sends the message to the bot and answers application/x-ndjson: one BotStreamEvent per line (BOT_MESSAGE_START, CHUNK…, METADATA, END or BOT_ERROR), flushed per chunk. Refusals answer the JSON envelope (400, 404, 409, 429). Closing the connection stops the run.',
        body: assistantStreamBody,
        response: { 200: z.any().describe('NDJSON lines of BotStreamEvent') },
        tags,
      },
    },
    async (req, reply) => {
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      let out: PassThrough | null = null;
      const open = () => {
        const stream = new PassThrough();
        out = stream;
        reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-accel-buffering', 'no');
        void reply.send(stream);
        return (e: BotStreamEvent) => {
          stream.write(`${JSON.stringify(e)}\n`);
        };
      };
      await ai.stream(ctxOf(req), req.body, open, gone.signal);
      (out as PassThrough | null)?.end();
      return reply;
    },
  );
  app.post(
    A.hidden,
    {
      ...tenant,
      schema: { body: hiddenMessageBody, response: replies(z.object({ sent: z.literal(true) })), tags },
    },
    async (req) => ok(await ai.hidden(ctxOf(req), req.body)),
  );
  app.post(
    A.stop,
    {
      ...tenant,
      schema: {
        description:
          'Aborts the conversation’s running answer on the server; what was generated is kept as incomplete.',
        body: stopGenerationBody,
        response: replies(z.object({ stopped: z.boolean() })),
        tags,
      },
    },
    async (req) => ok(await ai.stop(ctxOf(req), req.body)),
  );
  app.post(
    A.catchUp,
    {
      ...tenant,
      schema: {
        description:
          'While the bot answers in this conversation, sends the caller the answer so far as BOT_MESSAGE_START with its text over realtime (from whichever server runs it); the chunks that follow carry their offsets. Nothing is sent when no answer is running.',
        body: catchUpBody,
        response: replies(z.object({ requested: z.literal(true) })),
        tags,
      },
    },
    async (req) => ok(await ai.catchUp(ctxOf(req), req.body)),
  );
  app.post(
    A.helpMeWrite,
    {
      ...tenant,
      schema: {
        description: 'The bot writes an approach or follow-up e-mail to a funder into the conversation.',
        body: helpMeWriteBody,
        response: replies(assistantMessageSchema),
        tags,
      },
    },
    async (req) => ok(await ai.helpMeWrite(ctxOf(req), req.body)),
  );

  app.get(
    A.assistantUser,
    { ...user, schema: { params: idParams, response: replies(assistantUserSchema), tags } },
    async (req) => ok(await ai.assistantUser(ctxOf(req), req.params.id)),
  );
  app.post(
    A.markInMultiuserChat,
    { ...user, schema: { params: idParams, body: emptyBody, response: replies(assistantUserSchema), tags } },
    async (req) => ok(await ai.markInMultiuserChat(ctxOf(req), req.params.id)),
  );
}
