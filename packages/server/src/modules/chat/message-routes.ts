import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  assistantMessageSchema,
  CHAT_LIMITS,
  CHAT_PATHS,
  chatMessageSchema,
  chatPageSchema,
  conversationIdQuery,
  messageSearchQuery,
  messagesPageQuery,
  sendMessageBody,
  typingQuery,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ChatService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { UploadPart } from './attachments.ts';

const M = CHAT_PATHS.message;
const tags = ['chat'];
const fileParams = z.object({ fileExternalId: z.string().uuid() });
// 'false' must mean false (z.coerce.boolean would read any non-empty string as true).
const typingQueryStrict = typingQuery.extend({
  isTyping: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** /api/atrium-chat-message (spec 2 §7). */
export async function chatMessageRoutes(app: ZodApp, { guard, services }: RouteDeps<{ chat: ChatService }>) {
  const chat = services.chat;
  const tenant = { onRequest: guard.requireTenant };

  app.get(
    `${M}/conversation`,
    {
      ...tenant,
      schema: { querystring: messagesPageQuery, response: replies(chatPageSchema(assistantMessageSchema)), tags },
    },
    async (req) => ok(await chat.messages.page(ctxOf(req), req.query)),
  );
  app.post(
    `${M}/`,
    { ...tenant, schema: { body: sendMessageBody, response: replies(assistantMessageSchema), tags } },
    async (req) => ok(await chat.messages.send(ctxOf(req), req.body)),
  );
  app.post(
    `${M}/search`,
    {
      ...tenant,
      schema: {
        querystring: messageSearchQuery,
        body: z.unknown().optional(),
        response: replies(z.array(assistantMessageSchema)),
        tags,
      },
    },
    async (req) => ok(await chat.messages.search(ctxOf(req), req.query)),
  );
  app.post(
    `${M}/user-typing`,
    {
      ...tenant,
      schema: {
        querystring: typingQueryStrict,
        body: z.unknown().optional(),
        response: replies(z.object({ sent: z.literal(true) })),
        tags,
      },
    },
    async (req) => ok(await chat.messages.typing(ctxOf(req), req.query)),
  );
  app.get(
    `${M}/files/:fileExternalId/download`,
    { ...tenant, schema: { params: fileParams, response: binaryReply, tags } },
    async (req, reply) => {
      const f = await chat.attachments.download(ctxOf(req), req.params.fileExternalId);
      reply
        .header('content-type', f.contentType)
        .header('content-length', String(f.size))
        .header('content-disposition', contentDisposition(f.name));
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(f.stream);
    },
  );
  app.get(
    `${M}/files/:fileExternalId/presigned-url`,
    {
      ...tenant,
      schema: { params: fileParams, response: replies(z.object({ url: z.string(), expiresAt: z.string() })), tags },
    },
    async (req) => ok(await chat.attachments.signedUrl(ctxOf(req), req.params.fileExternalId)),
  );

  // Multipart only in this scope: one file at most CHAT_LIMITS.attachmentMaxBytes (+1 so an oversized file is noticed).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CHAT_LIMITS.attachmentMaxBytes + 1,
        files: CHAT_LIMITS.attachmentsPerMessage + 1,
        fields: 5,
        fieldSize: CHAT_LIMITS.messageMaxChars * 4,
      },
    });
    const api = scope as unknown as ZodApp;
    api.post(
      `${M}/attachments`,
      { ...tenant, schema: { querystring: conversationIdQuery, response: replies(chatMessageSchema), tags } },
      async (req) => {
        const ctx = ctxOf(req);
        await chat.attachments.prepare(ctx, req.query.conversationExternalId);
        async function* parts(): AsyncIterable<UploadPart | { field: string; value: string }> {
          for await (const p of req.parts()) {
            if (p.type === 'file') yield { fileName: p.filename, stream: p.file };
            else yield { field: p.fieldname, value: String(p.value ?? '') };
          }
        }
        return ok(await chat.attachments.upload(ctx, req.query.conversationExternalId, parts()));
      },
    );
  });
}
