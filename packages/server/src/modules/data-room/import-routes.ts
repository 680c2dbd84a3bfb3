import { dataRoomFilesReply, importDocumentCenterBody, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { DataRoomImport } from './import.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** POST /api/data-room/import/document-center (spec 3 §7.2). */
export function dataRoomImportRoutes(app: ZodApp, { guard, services }: RouteDeps<{ dataRoomImport: DataRoomImport }>) {
  app.post(
    API.dataRoom.importDocumentCenter,
    {
      onRequest: guard.requireTenant,
      schema: { body: importDocumentCenterBody, response: replies(dataRoomFilesReply), tags: ['data-room'] },
    },
    async (req) => ok(await services.dataRoomImport.fromDocumentCenter(tenantCtxOf(req), req.body)),
  );
}
