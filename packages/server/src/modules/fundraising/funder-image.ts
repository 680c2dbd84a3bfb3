import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API, FUNDER_IMAGE_LIMITS, FUNDER_IMAGE_MESSAGES as M, apiPath, type Funder } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { peek } from '../../platform/storage/peek.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import type { FunderStore } from './funder-store.ts';
import { toFunder } from './funder-shape.ts';

const SNIFF_BYTES = 64;
const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const bad = (path: string, message: string) => validation(message, [{ path, message }]);

export interface ImagePart {
  fileName: string;
  stream: Readable;
}

/**
 * Funder logos (spec 3 §2.14, §7.10 image upload, FUNDER_IMAGE): the investor database is shared by every company, so
 * only the provider's staff (internal users) upload; the file is judged by its first bytes (PNG or JPEG), at most
 * FUNDER_IMAGE_LIMITS.maxBytes, stored in file storage under a key the server chooses. The funder's logoUrl becomes
 * GET /api/funder/{id}/logo, which answers a redirect to a signed, expiring URL of the stored object.
 */
export function createFunderImageFlows(deps: AppDeps, funders: FunderStore) {
  return {
    async upload(
      ctx: RequestContext,
      funderExternalId: string,
      fields: { kind?: string; funderType?: string },
      part: ImagePart | null,
    ): Promise<Funder> {
      const drain = () => part?.stream.resume();
      if (!ctx.user.isInternal) {
        drain();
        throw forbidden(M.staffOnly);
      }
      const record = await funders.byExternalId(funderExternalId);
      if (!record) {
        drain();
        throw notFound('Investor');
      }
      if (fields.funderType && fields.funderType !== record.funder.type) {
        drain();
        throw bad('body.funderType', M.funderType);
      }
      if (!part) throw bad('file', M.missing);
      const { head, replay } = await peek(part.stream, SNIFF_BYTES);
      const type = sniffContentType(part.fileName, head);
      if (!type || !FUNDER_IMAGE_LIMITS.types.includes(type)) {
        replay.resume();
        throw bad('file', M.type);
      }
      const key = `funders/${funderExternalId}/${randomUUID()}`;
      try {
        const obj = await deps.storage.put(key, replay, { contentType: type, maxBytes: FUNDER_IMAGE_LIMITS.maxBytes });
        if ((part.stream as Readable & { truncated?: boolean }).truncated || obj.size > FUNDER_IMAGE_LIMITS.maxBytes) {
          await deps.storage.delete(key);
          throw bad('file', M.size);
        }
      } catch (err) {
        replay.resume();
        if (isStorageTooLarge(err)) throw bad('file', M.size);
        throw err;
      }
      const url = `${apiPath(API.funder.logo, { id: funderExternalId })}?v=${key.slice(-8)}`;
      const previous = await funders.setLogo(record.funder.id, { key, contentType: type, url });
      if (previous) await deps.storage.delete(previous).catch(() => undefined);
      return toFunder((await funders.byExternalId(funderExternalId))!);
    },
    /** The signed URL of a funder's uploaded logo; 404 when it has none. */
    async logoUrl(funderExternalId: string): Promise<string> {
      const r = await funders.byExternalId(funderExternalId);
      if (!r?.funder.logoKey || !r.funder.logoContentType) throw notFound('Logo');
      const { url } = await deps.storage.signedUrl(r.funder.logoKey, {
        downloadName: `logo.${EXT[r.funder.logoContentType] ?? 'img'}`,
        contentType: r.funder.logoContentType,
        ttlMs: FUNDER_IMAGE_LIMITS.urlTtlMs,
        inline: true,
      });
      return url;
    },
  };
}
