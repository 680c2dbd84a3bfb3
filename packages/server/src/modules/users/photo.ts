import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PROFILE_PHOTO, PROFILE_PHOTO_MESSAGES } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { peek } from '../../platform/storage/peek.ts';
import { sniffContentType } from '../../platform/storage/sniff.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import type { UserRow, UserStore } from './store.ts';

const SNIFF_BYTES = 64;
const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const bad = (message: string) => validation(message, [{ path: 'file', message }]);

/** The one file part of the upload as the route hands it over (a stream that must be consumed or drained). */
export interface PhotoPart {
  fileName: string;
  stream: Readable;
}

/**
 * The profile photo (spec 1 §3 user profile): stored like every other file (platform storage, a key the server
 * chooses), judged by its first bytes — PNG, JPEG or WebP only — and at most PROFILE_PHOTO.maxBytes; shown through a
 * signed, expiring URL. Replacing or removing it deletes the old object once the row points elsewhere.
 */
export function createPhotoFlows(deps: AppDeps, store: UserStore) {
  return {
    /** The signed URL of a user's photo, or null. */
    async photoUrl(u: Pick<UserRow, 'photoKey' | 'photoContentType' | 'externalId'>): Promise<string | null> {
      if (!u.photoKey || !u.photoContentType) return null;
      const { url } = await deps.storage.signedUrl(u.photoKey, {
        downloadName: `photo.${EXT[u.photoContentType] ?? 'img'}`,
        contentType: u.photoContentType,
        ttlMs: PROFILE_PHOTO.urlTtlMs,
        inline: true,
      });
      return url;
    },

    /** Stores the caller's new photo (400 naming `file` for a missing, wrong-typed or oversized file). */
    async setPhoto(ctx: RequestContext, part: PhotoPart | null): Promise<UserRow> {
      if (!part) throw bad(PROFILE_PHOTO_MESSAGES.missing);
      const { head, replay } = await peek(part.stream, SNIFF_BYTES);
      const type = sniffContentType(part.fileName, head);
      if (!type || !PROFILE_PHOTO.types.includes(type)) {
        replay.resume();
        throw bad(PROFILE_PHOTO_MESSAGES.type);
      }
      const key = `profile/${ctx.user.externalId}/${randomUUID()}`;
      try {
        const obj = await deps.storage.put(key, replay, { contentType: type, maxBytes: PROFILE_PHOTO.maxBytes });
        if ((part.stream as Readable & { truncated?: boolean }).truncated || obj.size > PROFILE_PHOTO.maxBytes) {
          await deps.storage.delete(key);
          throw bad(PROFILE_PHOTO_MESSAGES.size);
        }
      } catch (err) {
        replay.resume();
        if (isStorageTooLarge(err)) throw bad(PROFILE_PHOTO_MESSAGES.size);
        throw err;
      }
      const before = await store.byId(ctx.user.id);
      if (!before) {
        await deps.storage.delete(key);
        throw notFound('User');
      }
      const row = await store.update(ctx.user.id, { photoKey: key, photoContentType: type });
      if (before.photoKey) await deps.storage.delete(before.photoKey).catch(() => undefined);
      return row;
    },

    /** Removes the caller's photo; having none is fine. */
    async removePhoto(ctx: RequestContext): Promise<UserRow> {
      const before = await store.byId(ctx.user.id);
      if (!before) throw notFound('User');
      const row = await store.update(ctx.user.id, { photoKey: null, photoContentType: null });
      if (before.photoKey) await deps.storage.delete(before.photoKey).catch(() => undefined);
      return row;
    },
  };
}
