import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DATA_ROOM_LIMITS,
  SHARED_SPACES_API as API,
  createRoomBody,
  createRoomFolderBody,
  envelopeSchema,
  masterCopyBody,
  roomFinancialBody,
  presignedUrlReply,
  roomFileQuery,
  roomFileSchema,
  roomFileUploadQuery,
  roomFolderNodeSchema,
  roomIdQuery,
  roomImageParams,
  roomsQuery,
  roomTreeSchema,
  updateFileRoomSettingsBody,
  updateRoomSettingsBody,
  virtualDataRoomSchema,
  roomRefQuery,
  roomAnalyticsRowSchema,
  roomFilterOptionsSchema,
  roomSearchQuery,
  roomTimelinePointSchema,
  roomTimelineQuery,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import type { UploadPart } from '../data-room/upload.ts';
import type { SharedSpacesService } from './service.ts';

const tags = ['virtual-data-room'];

async function* fileParts(req: FastifyRequest): AsyncIterable<UploadPart> {
  for await (const p of req.parts()) if (p.type === 'file') yield { fileName: p.filename, stream: p.file };
}

/** /api/virtual-data-room (spec 3 §7.7): the owner's rooms and what is inside them. */
export async function sharedSpacesRoomRoutes(
  app: ZodApp,
  { guard, services, deps }: RouteDeps<{ sharedSpaces: SharedSpacesService }>,
) {
  const { rooms, content, analytics, financials } = services.sharedSpaces;
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId' });

  app.get(
    API.room.all,
    { ...tenant, schema: { querystring: roomsQuery, response: replies(z.array(virtualDataRoomSchema)), tags } },
    async (req) =>
      ok(
        await rooms.list(tenantCtxOf(req), !!req.query.includeThumbnailUrls, {
          status: req.query.status,
          sharing: req.query.sharing,
        }),
      ),
  );
  app.get(
    API.room.filterOptions,
    { ...tenant, schema: { response: replies(roomFilterOptionsSchema), tags } },
    async (req) => ok(await rooms.filterOptions(tenantCtxOf(req))),
  );
  app.get(
    API.room.search,
    { ...tenant, schema: { querystring: roomSearchQuery, response: replies(z.array(roomFileSchema)), tags } },
    async (req) => ok(await content.search(tenantCtxOf(req), req.query.roomExternalId, req.query.term)),
  );
  app.get(
    API.room.financial,
    { ...tenant, schema: { querystring: roomRefQuery, response: replies(z.array(roomFileSchema)), tags } },
    async (req) => ok(await financials.list(tenantCtxOf(req), req.query.roomExternalId)),
  );
  app.get(
    API.room.fileDownload,
    { ...tenant, schema: { querystring: roomFileQuery, response: replies(presignedUrlReply), tags } },
    async (req) =>
      ok(await content.viewUrl(tenantCtxOf(req), req.query.roomExternalId, req.query.fileExternalId, true)),
  );
  app.post(
    API.room.root,
    { ...tenant, schema: { body: createRoomBody, response: { 201: envelopeSchema(virtualDataRoomSchema) }, tags } },
    async (req, reply) => reply.code(201).send(ok(await rooms.create(tenantCtxOf(req), req.body))),
  );
  app.get(
    API.room.root,
    { ...tenant, schema: { querystring: roomIdQuery, response: replies(virtualDataRoomSchema), tags } },
    async (req) => ok(await rooms.get(tenantCtxOf(req), req.query.externalId)),
  );
  app.delete(
    API.room.root,
    { ...tenant, schema: { querystring: roomIdQuery, response: emptyReply, tags } },
    async (req) => ok(await rooms.remove(tenantCtxOf(req), req.query.externalId)),
  );
  app.get(
    API.room.tree,
    { ...tenant, schema: { querystring: roomIdQuery, response: replies(roomTreeSchema), tags } },
    async (req) => ok(await content.tree(tenantCtxOf(req), req.query.externalId)),
  );
  app.put(
    API.room.updateSettings,
    { ...tenant, schema: { body: updateRoomSettingsBody, response: replies(virtualDataRoomSchema), tags } },
    async (req) => ok(await rooms.updateSettings(tenantCtxOf(req), req.body)),
  );
  app.delete(
    API.room.deleteImg,
    { ...tenant, schema: { params: roomImageParams, response: replies(virtualDataRoomSchema), tags } },
    async (req) => ok(await rooms.deleteImage(tenantCtxOf(req), req.params.id, req.params.kind)),
  );
  app.patch(
    API.room.updateFileRoomSettings,
    { ...tenant, schema: { body: updateFileRoomSettingsBody, response: replies(roomFileSchema), tags } },
    async (req) => ok(await content.updateFile(tenantCtxOf(req), req.body)),
  );
  app.post(
    API.room.masterCopy,
    { ...tenant, schema: { body: masterCopyBody, response: { 201: envelopeSchema(z.array(roomFileSchema)) }, tags } },
    async (req, reply) => reply.code(201).send(ok(await content.copyFromMaster(tenantCtxOf(req), req.body))),
  );
  app.post(
    API.room.financial,
    { ...tenant, schema: { body: roomFinancialBody, response: { 201: envelopeSchema(roomFileSchema) }, tags } },
    async (req, reply) => reply.code(201).send(ok(await financials.addFounderUpdate(tenantCtxOf(req), req.body))),
  );
  app.post(
    API.room.folder,
    { ...tenant, schema: { body: createRoomFolderBody, response: replies(roomFolderNodeSchema), tags } },
    async (req) => ok(await content.createFolder(tenantCtxOf(req), req.body)),
  );
  app.delete(
    API.room.file,
    { ...tenant, schema: { querystring: roomFileQuery, response: emptyReply, tags } },
    async (req) => ok(await content.removeFile(tenantCtxOf(req), req.query.roomExternalId, req.query.fileExternalId)),
  );
  app.get(
    API.room.fileView,
    { ...tenant, schema: { querystring: roomFileQuery, response: replies(presignedUrlReply), tags } },
    async (req) => ok(await content.viewUrl(tenantCtxOf(req), req.query.roomExternalId, req.query.fileExternalId)),
  );
  app.get(
    API.room.analyticsTimeline,
    {
      ...tenant,
      schema: { querystring: roomTimelineQuery, response: replies(z.array(roomTimelinePointSchema)), tags },
    },
    async (req) => ok(await analytics.timeline(tenantCtxOf(req), req.query.roomExternalId, req.query.days)),
  );
  app.get(
    API.room.analytics,
    { ...tenant, schema: { querystring: roomRefQuery, response: replies(z.array(roomAnalyticsRowSchema)), tags } },
    async (req) => ok(await analytics.byGuestAndFile(tenantCtxOf(req), req.query.roomExternalId)),
  );

  // Multipart: direct uploads (spec 3 §7.7 POST file) and the room images.
  const maxBytes = deps.config.dataRoomMaxDocumentBytes ?? DATA_ROOM_LIMITS.maxDocumentBytes;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: DATA_ROOM_LIMITS.maxFilesPerUpload + 1, fields: 10, fieldSize: 1024 },
    });
    const api = scope as unknown as ZodApp;
    api.post(
      API.room.file,
      {
        ...tenant,
        schema: { querystring: roomFileUploadQuery, response: { 201: envelopeSchema(z.array(roomFileSchema)) }, tags },
      },
      async (req, reply) => reply.code(201).send(ok(await content.upload(tenantCtxOf(req), req.query, fileParts(req)))),
    );
    api.post(
      API.room.updateImg,
      { ...tenant, schema: { params: roomImageParams, response: replies(virtualDataRoomSchema), tags } },
      async (req) => {
        let file: { filename: string; stream: NodeJS.ReadableStream } | null = null;
        const part = req.isMultipart() ? await req.file() : undefined;
        if (part) file = { filename: part.filename, stream: part.file };
        return ok(
          await rooms.setImage(
            tenantCtxOf(req),
            req.params.id,
            req.params.kind,
            file as Parameters<typeof rooms.setImage>[3],
          ),
        );
      },
    );
  });
}
