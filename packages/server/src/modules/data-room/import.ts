import { TAXONOMY_IDS, type DataRoomFile } from '@atrium/contract';
import type { RequestContext, TenantContext } from '../../platform/http/context.ts';
import type { ImportBlob, Placement } from './files-service.ts';

export interface ImportDeps {
  documentCenter: {
    filesForImport(
      ctx: RequestContext,
      externalIds: string[],
    ): Promise<{ externalId: string; name: string; size: number; contentType: string | null; storageKey: string }[]>;
  };
  files: { addFromBlobs(ctx: RequestContext, blobs: ImportBlob[], placement: Placement): Promise<DataRoomFile[]> };
}

/**
 * POST import/document-center (spec 3 §2.9, §7.2): copies document-center files the caller may see into the master
 * folder (or the taxonomy entry parentId); they are then analysed like uploads.
 */
export function createDataRoomImport({ documentCenter, files }: ImportDeps) {
  return {
    async fromDocumentCenter(
      ctx: TenantContext,
      body: { fileExternalIds: string[]; parentId?: number },
    ): Promise<DataRoomFile[]> {
      const items = await documentCenter.filesForImport(ctx, body.fileExternalIds);
      const blobs: ImportBlob[] = items.map((i) => ({
        name: i.name,
        size: i.size,
        contentType: i.contentType,
        sourceStorageKey: i.storageKey,
        sourceExternalId: i.externalId,
      }));
      return files.addFromBlobs(ctx, blobs, { parentStaticId: body.parentId ?? TAXONOMY_IDS.master });
    },
  };
}
export type DataRoomImport = ReturnType<typeof createDataRoomImport>;
