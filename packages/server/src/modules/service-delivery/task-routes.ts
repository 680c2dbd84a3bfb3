import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  API,
  DATA_ROOM_LIMITS,
  DOC_CENTER_LIMITS,
  fileIdQuery,
  fileIdsQuery,
  presignedUrlReply,
  taskCommentBody,
  taskCommentEditBody,
  taskCommentSchema,
  taskCommentStateBody,
  taskDetailSchema,
  taskFileQuery,
  taskFileSchema,
  taskFilesQuery,
  taskFilterBody,
  taskPageQuery,
  taskPageReply,
  taskStatusBody,
  taskUpdateBody,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { DocUploadPart } from '../document-center/files.ts';
import type { ServiceDeliveryService } from './service.ts';

const idParams = z.object({ id: z.string().uuid() });
const deleted = replies(z.object({ deleted: z.number() }));

/** /api/task (the task list and task page calls spec 1 §7.9 names without paths) and /api/file (task files). */
export async function taskRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceDelivery: ServiceDeliveryService }>,
) {
  const { tasks, comments, files } = services.serviceDelivery;
  const user = { onRequest: guard.requireUser };
  const tags = ['task'];

  app.post(
    API.task.filter,
    { ...user, schema: { querystring: taskPageQuery, body: taskFilterBody, response: replies(taskPageReply), tags } },
    async (req) => ok(await tasks.list(ctxOf(req), req.body, req.query)),
  );
  app.get(
    API.task.one,
    { ...user, schema: { params: idParams, response: replies(taskDetailSchema), tags } },
    async (req) => ok(await tasks.get(ctxOf(req), req.params.id)),
  );
  app.put(
    API.task.one,
    { ...user, schema: { params: idParams, body: taskUpdateBody, response: replies(taskDetailSchema), tags } },
    async (req) => ok(await tasks.update(ctxOf(req), req.params.id, req.body)),
  );
  app.put(
    API.task.status,
    { ...user, schema: { params: idParams, body: taskStatusBody, response: replies(taskDetailSchema), tags } },
    async (req) => ok(await tasks.setStatus(ctxOf(req), req.params.id, req.body.status)),
  );
  app.get(
    API.task.comments,
    { ...user, schema: { params: idParams, response: replies(z.array(taskCommentSchema)), tags } },
    async (req) => ok(await comments.list(ctxOf(req), req.params.id)),
  );
  app.post(
    API.task.comments,
    { ...user, schema: { params: idParams, body: taskCommentBody, response: replies(taskCommentSchema), tags } },
    async (req) => ok(await comments.add(ctxOf(req), req.params.id, req.body)),
  );
  app.put(
    API.task.comment,
    { ...user, schema: { params: idParams, body: taskCommentEditBody, response: replies(taskCommentSchema), tags } },
    async (req) => ok(await comments.edit(ctxOf(req), req.params.id, req.body)),
  );
  app.delete(API.task.comment, { ...user, schema: { params: idParams, response: deleted, tags } }, async (req) =>
    ok(await comments.remove(ctxOf(req), req.params.id)),
  );
  app.put(
    API.task.commentState,
    { ...user, schema: { params: idParams, body: taskCommentStateBody, response: replies(taskCommentSchema), tags } },
    async (req) => ok(await comments.setState(ctxOf(req), req.params.id, req.body.state)),
  );

  const fileTags = ['file'];
  app.get(
    API.file.multiple,
    { ...user, schema: { querystring: taskFilesQuery, response: replies(z.array(taskFileSchema)), tags: fileTags } },
    async (req) => ok(await files.list(ctxOf(req), req.query.taskExternalId)),
  );
  app.get(
    API.file.download,
    { ...user, schema: { querystring: fileIdQuery, response: binaryReply, tags: fileTags } },
    async (req, reply) => {
      const f = await files.download(ctxOf(req), req.query.externalId);
      reply
        .header('content-type', f.contentType)
        .header('content-length', String(f.size))
        .header('content-disposition', contentDisposition(f.name))
        .header('x-content-type-options', 'nosniff');
      return reply.send(f.stream);
    },
  );
  app.get(
    API.file.presignedUrl,
    { ...user, schema: { querystring: fileIdQuery, response: replies(presignedUrlReply), tags: fileTags } },
    async (req) => ok(await files.presignedUrl(ctxOf(req), req.query.externalId)),
  );
  app.get(
    API.file.downloadMultiple,
    { ...user, schema: { querystring: fileIdsQuery, response: binaryReply, tags: fileTags } },
    async (req, reply) => {
      const f = await files.downloadMultiple(ctxOf(req), req.query.externalIds);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(f.name))
        .header('x-content-type-options', 'nosniff');
      return reply.send(f.stream);
    },
  );
  app.delete(
    API.file.delete,
    { ...user, schema: { querystring: fileIdQuery, response: deleted, tags: fileTags } },
    async (req) => ok(await files.remove(ctxOf(req), req.query.externalId)),
  );
  // Multipart only in this scope, with the document center's limits (its upload does the streaming and size checks).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOC_CENTER_LIMITS.maxFileBytes + 1, files: DATA_ROOM_LIMITS.maxFilesPerUpload, fields: 5 },
    });
    const api = scope as unknown as ZodApp;
    // upload and upload-multiple-files take one or several `files` parts alike.
    for (const path of [API.file.upload, API.file.uploadMultiple])
      api.post(
        path,
        { ...user, schema: { querystring: taskFileQuery, response: replies(z.array(taskFileSchema)), tags: fileTags } },
        async (req) => {
          async function* parts(): AsyncIterable<DocUploadPart> {
            for await (const p of req.parts())
              if (p.type === 'file') yield { fileName: p.filename, mimeType: p.mimetype, stream: p.file };
          }
          return ok(await files.upload(ctxOf(req), req.query, parts()));
        },
      );
  });
}
