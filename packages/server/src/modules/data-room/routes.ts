import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DATA_ROOM_LIMITS,
  DATA_ROOM_MESSAGES,
  aiAnalysisSchema,
  createCustomFolderBody,
  customFolderNodeSchema,
  customFolderFilesQuery,
  customFoldersDeletedReply,
  customFoldersRestoredReply,
  customFoldersQuery,
  customMoveFilesBody,
  customUploadQuery,
  dataRoomCreateLinkBody,
  dataRoomUpdateLinkBody,
  dataRoomFileSchema,
  dataRoomFilesPageSchema,
  dataRoomFilesQuery,
  dataRoomFilesReply,
  deleteCustomFoldersBody,
  deleteFilesBody,
  deletedCountReply,
  envelopeSchema,
  externalIdQuery,
  fileByIdQuery,
  fileExternalIdQuery,
  fileIdsBody,
  moveFilesBody,
  presignedUrlReply,
  restoreCustomFoldersBody,
  statsBody,
  statsEntrySchema,
  statsQuery,
  tenantQuery,
  uploadFilesQuery,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { DataRoomService } from './service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { UploadPart } from './upload.ts';
import type { StatsInput } from './stats.ts';
import { zipStream } from './zip.ts';

const tags = ['data-room'];
/** Optional id a browser gives an upload so it can tell its own UPLOAD_PROGRESS events apart. */
const uploadIdParam = { uploadId: z.string().trim().min(1).max(100).optional() };
/** The uploads answer 201 Created with the new files. */
const uploadedReply = { 201: envelopeSchema(dataRoomFilesReply) };

/** The file parts of a multipart request (other fields are ignored). */
async function* fileParts(req: FastifyRequest): AsyncIterable<UploadPart> {
  for await (const p of req.parts()) if (p.type === 'file') yield { fileName: p.filename, stream: p.file };
}

/** /api/data-room (spec 3 §7.2, §7.3) — the files part; import, search and red flags have their own route files. */
export async function dataRoomRoutes(app: ZodApp, { guard, services, deps }: RouteDeps<{ dataRoom: DataRoomService }>) {
  const files = services.dataRoom.files;
  const folders = services.dataRoom.customFolders;
  const links = services.dataRoom.links;
  // The tenant comes from the header; a tenantExternalId parameter must name it (403 otherwise).
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId' });
  const tenantInBody = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body' });

  app.get(
    API.dataRoom.files,
    { ...tenant, schema: { querystring: dataRoomFilesQuery, response: replies(dataRoomFilesPageSchema), tags } },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(await files.list(ctx, req.query));
    },
  );
  app.post(
    API.dataRoom.moveFiles,
    { ...tenant, schema: { body: moveFilesBody, response: replies(dataRoomFilesReply), tags } },
    async (req) => ok(await files.move(tenantCtxOf(req), req.body.fileExternalIds, req.body.destination)),
  );
  app.post(
    API.dataRoom.approveFiles,
    { ...tenant, schema: { body: fileIdsBody, response: replies(dataRoomFilesReply), tags } },
    async (req) => {
      const r = await files.approve(tenantCtxOf(req), req.body.fileExternalIds);
      return ok(r.files, r.left.length ? DATA_ROOM_MESSAGES.notMoved(r.left) : null);
    },
  );
  app.post(
    API.dataRoom.deleteFiles,
    { ...tenant, schema: { body: deleteFilesBody, response: replies(deletedCountReply), tags } },
    async (req) => ok(await files.remove(tenantCtxOf(req), req.body)),
  );
  app.post(
    API.dataRoom.downloadFiles,
    { ...tenant, schema: { body: fileIdsBody, response: binaryReply, tags } },
    async (req, reply) => {
      const list = await files.forDownload(tenantCtxOf(req), req.body.fileExternalIds);
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      if (list.length === 1) {
        const [f] = list;
        const stream = await f.open();
        reply
          .header('content-type', f.contentType)
          .header('content-length', String(f.size))
          .header('content-disposition', contentDisposition(f.name));
        return reply.send(stream);
      }
      reply.header('content-type', 'application/zip').header('content-disposition', contentDisposition('files.zip'));
      return reply.send(zipStream(list));
    },
  );
  app.get(
    API.dataRoom.presignedUrl,
    { ...tenant, schema: { querystring: externalIdQuery, response: replies(presignedUrlReply), tags } },
    async (req) => ok(await files.presignedUrl(tenantCtxOf(req), req.query.externalId)),
  );
  app.get(
    API.dataRoom.file,
    { ...tenant, schema: { querystring: fileByIdQuery, response: replies(dataRoomFileSchema), tags } },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(await files.file(ctx, req.query.id));
    },
  );
  app.get(
    API.dataRoom.fileByExternal,
    { ...tenant, schema: { querystring: externalIdQuery, response: replies(dataRoomFileSchema), tags } },
    async (req) => ok(await files.file(tenantCtxOf(req), req.query.externalId)),
  );
  app.post(
    API.dataRoom.stats,
    {
      ...tenant,
      schema: { querystring: statsQuery, body: statsBody, response: replies(z.array(statsEntrySchema)), tags },
    },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(await files.stats(ctx, req.body as StatsInput[]));
    },
  );
  app.put(
    API.dataRoom.updateSummary,
    {
      ...tenant,
      schema: { querystring: fileExternalIdQuery, body: aiAnalysisSchema, response: replies(dataRoomFileSchema), tags },
    },
    async (req) => ok(await files.updateSummary(tenantCtxOf(req), req.query.fileExternalId, req.body)),
  );

  // Links (spec 3 §2.10, §3 type URL); moved, searched and deleted by the files calls above.
  app.post(
    API.dataRoom.createLink,
    {
      ...tenantInBody,
      schema: { body: dataRoomCreateLinkBody, response: { 201: envelopeSchema(dataRoomFileSchema) }, tags },
    },
    async (req, reply) => reply.code(201).send(ok(await links.create(tenantCtxOf(req), req.body))),
  );
  app.put(
    API.dataRoom.updateLink,
    { ...tenant, schema: { body: dataRoomUpdateLinkBody, response: replies(dataRoomFileSchema), tags } },
    async (req) => ok(await links.update(tenantCtxOf(req), req.body)),
  );

  // Custom folders (§7.3)
  app.get(
    API.dataRoom.customFolder,
    {
      ...tenant,
      schema: { querystring: customFoldersQuery, response: replies(z.array(customFolderNodeSchema)), tags },
    },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(await folders.children(ctx, req.query.parentExternalId));
    },
  );
  app.get(
    API.dataRoom.customFolderTree,
    { ...tenant, schema: { querystring: tenantQuery, response: replies(z.array(customFolderNodeSchema)), tags } },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(await folders.tree(ctx));
    },
  );
  app.post(
    API.dataRoom.customFolderCreate,
    { ...tenantInBody, schema: { body: createCustomFolderBody, response: replies(customFolderNodeSchema), tags } },
    async (req) => {
      return ok(await folders.create(tenantCtxOf(req), req.body));
    },
  );
  app.post(
    API.dataRoom.customFolderDelete,
    { ...tenant, schema: { body: deleteCustomFoldersBody, response: replies(customFoldersDeletedReply), tags } },
    async (req) => ok(await folders.remove(tenantCtxOf(req), req.body.externalIds)),
  );
  app.post(
    API.dataRoom.customFolderRestore,
    { ...tenant, schema: { body: restoreCustomFoldersBody, response: replies(customFoldersRestoredReply), tags } },
    async (req) => ok(await folders.restore(tenantCtxOf(req), req.body)),
  );
  app.get(
    API.dataRoom.customFolderFiles,
    { ...tenant, schema: { querystring: customFolderFilesQuery, response: replies(dataRoomFilesReply), tags } },
    async (req) => ok(await folders.files(tenantCtxOf(req), req.query.externalId)),
  );
  app.post(
    API.dataRoom.customFolderMoveFiles,
    { ...tenant, schema: { body: customMoveFilesBody, response: replies(dataRoomFilesReply), tags } },
    async (req) => ok(await folders.moveFiles(tenantCtxOf(req), req.body.fileExternalIds, req.body.toExternalId)),
  );

  // Uploads: multipart only in this scope, each file cut at the limit (storage refuses a file at or above it).
  const maxBytes = deps.config.dataRoomMaxDocumentBytes ?? DATA_ROOM_LIMITS.maxDocumentBytes;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: DATA_ROOM_LIMITS.maxFilesPerUpload + 1, fields: 10, fieldSize: 1024 },
    });
    const api = scope as unknown as ZodApp;
    api.post(
      API.dataRoom.uploadFiles,
      { ...tenant, schema: { querystring: uploadFilesQuery.extend(uploadIdParam), response: uploadedReply, tags } },
      async (req, reply) => {
        const ctx = tenantCtxOf(req);
        const out = await files.upload(
          ctx,
          { parentStaticId: req.query.parentId },
          fileParts(req),
          req.query.uploadId ?? null,
        );
        return reply.code(201).send(ok(out));
      },
    );
    api.post(
      API.dataRoom.customFolderFiles,
      { ...tenant, schema: { querystring: customUploadQuery.extend(uploadIdParam), response: uploadedReply, tags } },
      async (req, reply) => {
        const ctx = tenantCtxOf(req);
        const out = await folders.upload(ctx, req.query.customParentId, fileParts(req), req.query.uploadId ?? null);
        return reply.code(201).send(ok(out));
      },
    );
  });
}
