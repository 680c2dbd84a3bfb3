import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  DOC_CENTER_LIMITS,
  DATA_ROOM_LIMITS,
  checkDuplicatesReply,
  deletedCountReply,
  docCenterByTermQuery,
  docCenterCheckDuplicatesBody,
  docCenterCreateFolderBody,
  docCenterCreateLinkBody,
  docCenterUpdateLinkBody,
  docCenterDeleteBody,
  docCenterDownloadQuery,
  docCenterFilesQuery,
  docCenterItemSchema,
  docCenterItemsReply,
  docCenterMoveBody,
  docCenterPathItemSchema,
  docCenterPathQuery,
  docCenterPortalQuery,
  docCenterRenameBody,
  docCenterSmallQuery,
  docCenterTreeNodeSchema,
  docCenterTreeQuery,
  docCenterUploadQuery,
  presignedUrlReply,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { DocumentCenterService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { contentDisposition } from '../../platform/storage/content-disposition.ts';
import type { DocUploadPart } from './files.ts';

const tags = ['document-center'];
const idParams = z.object({ id: z.string().uuid() });
const tenantOnly = docCenterTreeQuery;
/** fileExternalIds repeated (?a&a) or comma-separated; 1 to maxIdsPerCall uuids. */
const downloadMultipleQuery = z.object({
  fileExternalIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().uuid()).min(1).max(DATA_ROOM_LIMITS.maxIdsPerCall)),
});

/**
 * /api/document-center (spec 3 §7.5). Signed-in users; the company is the selected tenant, or (staff with portal
 * access) a client company named by tenantExternalId. Not gated by plan.
 */
export async function documentCenterRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ documentCenter: DocumentCenterService }>,
) {
  const dc = services.documentCenter;
  const user = { onRequest: guard.requireUser };
  const staff = { onRequest: guard.requirePermission('portalAccess') };
  // Calls naming no item: the header's company (a tenantExternalId must match it: 403), or for staff a client
  // company named by tenantExternalId (provider mode). Calls on an item take the company from the item.
  const provider = { permission: 'portalAccess' as const, tenant: dc.providerTenant };
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId', provider });
  const tenantInBody = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body', provider });

  app.get(
    API.documentCenter.files,
    { ...tenant, schema: { querystring: docCenterFilesQuery, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.list(scopeOf(req), req.query)),
  );
  app.get(
    API.documentCenter.filesPortal,
    { ...staff, schema: { querystring: docCenterPortalQuery, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.portal(ctxOf(req), req.query)),
  );
  app.get(
    API.documentCenter.path,
    { ...user, schema: { querystring: docCenterPathQuery, response: replies(z.array(docCenterPathItemSchema)), tags } },
    async (req) => ok(await dc.path(ctxOf(req), req.query.externalId)),
  );
  app.post(
    API.documentCenter.folderCreate,
    { ...tenantInBody, schema: { body: docCenterCreateFolderBody, response: replies(docCenterItemSchema), tags } },
    async (req) => ok(await dc.createFolder(scopeOf(req), req.body)),
  );
  app.post(
    API.documentCenter.linkCreate,
    { ...tenantInBody, schema: { body: docCenterCreateLinkBody, response: replies(docCenterItemSchema), tags } },
    async (req) => ok(await dc.createLink(scopeOf(req), req.body)),
  );
  app.put(
    API.documentCenter.linkUpdate,
    { ...user, schema: { body: docCenterUpdateLinkBody, response: replies(docCenterItemSchema), tags } },
    async (req) => ok(await dc.updateLink(ctxOf(req), req.body)),
  );
  app.put(
    API.documentCenter.rename,
    { ...user, schema: { body: docCenterRenameBody, response: replies(docCenterItemSchema), tags } },
    async (req) => ok(await dc.rename(ctxOf(req), req.body)),
  );
  app.get(
    API.documentCenter.filesSmall,
    { ...tenant, schema: { querystring: docCenterSmallQuery, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.small(scopeOf(req), req.query)),
  );
  app.post(
    API.documentCenter.filesMove,
    { ...user, schema: { body: docCenterMoveBody, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.move(ctxOf(req), req.body)),
  );
  app.post(
    API.documentCenter.filesDelete,
    { ...user, schema: { body: docCenterDeleteBody, response: replies(deletedCountReply), tags } },
    async (req) => ok(await dc.delete(ctxOf(req), req.body.externalIds)),
  );
  app.post(
    API.documentCenter.filesCheckDuplicates,
    { ...tenantInBody, schema: { body: docCenterCheckDuplicatesBody, response: replies(checkDuplicatesReply), tags } },
    async (req) => ok(await dc.checkDuplicates(scopeOf(req), req.body)),
  );
  app.get(
    API.documentCenter.file,
    { ...user, schema: { params: idParams, response: replies(docCenterItemSchema), tags } },
    async (req) => ok(await dc.file(ctxOf(req), req.params.id)),
  );
  app.get(
    API.documentCenter.filePreSignedUrl,
    { ...user, schema: { params: idParams, response: replies(presignedUrlReply), tags } },
    async (req) => ok(await dc.presignedUrl(ctxOf(req), req.params.id)),
  );
  app.get(
    API.documentCenter.parent,
    { ...user, schema: { params: idParams, response: replies(docCenterItemSchema.nullable()), tags } },
    async (req) => ok(await dc.parent(ctxOf(req), req.params.id)),
  );
  app.get(
    API.documentCenter.tree,
    { ...tenant, schema: { querystring: tenantOnly, response: replies(z.array(docCenterTreeNodeSchema)), tags } },
    async (req) => ok(await dc.tree(scopeOf(req))),
  );
  app.get(
    API.documentCenter.byTerm,
    { ...tenant, schema: { querystring: docCenterByTermQuery, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.byTerm(scopeOf(req), req.query)),
  );
  app.get(
    API.documentCenter.internalDocuments,
    { ...tenant, schema: { querystring: tenantOnly, response: replies(docCenterItemsReply), tags } },
    async (req) => ok(await dc.internalDocuments(scopeOf(req))),
  );

  app.get(
    API.documentCenter.filesDownload,
    { ...user, schema: { querystring: docCenterDownloadQuery, response: binaryReply, tags } },
    async (req, reply) => {
      const f = await dc.download(ctxOf(req), req.query.externalId);
      reply
        .header('content-type', f.contentType)
        .header('content-length', String(f.size))
        .header('content-disposition', contentDisposition(f.name))
        .header('x-content-type-options', 'nosniff');
      return reply.send(f.stream);
    },
  );
  app.get(
    API.documentCenter.filesDownloadMultiple,
    { ...user, schema: { querystring: downloadMultipleQuery, response: binaryReply, tags } },
    async (req, reply) => {
      const f = await dc.downloadMultiple(ctxOf(req), req.query.fileExternalIds);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(f.name))
        .header('x-content-type-options', 'nosniff');
      return reply.send(f.stream);
    },
  );

  // Multipart only in this scope; one byte over the limit so an oversized file is noticed (413).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOC_CENTER_LIMITS.maxFileBytes + 1, files: DATA_ROOM_LIMITS.maxFilesPerUpload, fields: 5 },
    });
    const api = scope as unknown as ZodApp;
    api.post(
      API.documentCenter.filesUpload,
      { ...tenant, schema: { querystring: docCenterUploadQuery, response: replies(docCenterItemsReply), tags } },
      async (req) => {
        async function* parts(): AsyncIterable<DocUploadPart> {
          for await (const p of req.parts())
            if (p.type === 'file') yield { fileName: p.filename, mimeType: p.mimetype, stream: p.file };
        }
        return ok(await dc.upload(scopeOf(req), req.query, parts()));
      },
    );
  });
}
