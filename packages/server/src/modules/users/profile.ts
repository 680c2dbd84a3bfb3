import type { Language, ProfileUpdateBody, UserProfile } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { announceIdentityChange } from '../../platform/identity-invalidation.ts';
import type { UserRow, UserStore } from './store.ts';
import { createPhotoFlows, type PhotoPart } from './photo.ts';

/** The user profile reply of spec 1 §3 (the photo's signed URL is worked out by the caller). */
export function toProfile(u: UserRow, photoUrl: string | null): UserProfile {
  return {
    externalId: u.externalId,
    user: { firstName: u.firstName, lastName: u.lastName, phone: u.phone, email: u.email },
    title: u.title,
    instagram: u.instagram,
    linkedIn: u.linkedIn,
    twitter: u.twitter,
    location: u.location,
    bio: u.bio,
    hasBeenInMultiuserChat: u.hasBeenInMultiuserChat,
    photoUrl,
    language: u.language === 'es' ? 'es' : ('en' satisfies Language),
  };
}

/** Empty strings clear a field; undefined leaves it as it is. */
const clean = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/** The caller's own profile, its update and the application options (/api/atrium-user). */
export function createProfileFlows(deps: AppDeps, store: UserStore) {
  const self = (ctx: RequestContext, externalId: string) => {
    if (externalId !== ctx.user.externalId) throw forbidden();
  };
  const photos = createPhotoFlows(deps, store);
  const profileOf = async (row: UserRow) => toProfile(row, await photos.photoUrl(row));
  return {
    async getProfile(ctx: RequestContext) {
      const row = await store.byId(ctx.user.id);
      if (!row) throw notFound('User');
      return profileOf(row);
    },

    /** POST profile/photo: the caller's new photo; returns the updated profile. */
    async setProfilePhoto(ctx: RequestContext, part: PhotoPart | null): Promise<UserProfile> {
      return profileOf(await photos.setPhoto(ctx, part));
    },

    /** DELETE profile/photo: the caller's photo removed; returns the updated profile. */
    async removeProfilePhoto(ctx: RequestContext): Promise<UserProfile> {
      return profileOf(await photos.removePhoto(ctx));
    },

    /** The signed URL of a user's photo, or null (for lists that show people's pictures). */
    photoUrl: photos.photoUrl,

    /** Only the user themself; a new e-mail must be free. Returns the updated profile. */
    async updateProfile(ctx: RequestContext, input: ProfileUpdateBody): Promise<UserProfile> {
      self(ctx, input.externalId);
      const email = input.user.email.toLowerCase();
      if (email !== ctx.user.email.toLowerCase()) {
        const other = await store.byEmail(email);
        if (other && other.id !== ctx.user.id)
          throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', [
            { path: 'user.email', message: 'An account with this email already exists' },
          ]);
      }
      const row = await store.update(ctx.user.id, {
        firstName: input.user.firstName,
        lastName: input.user.lastName,
        email,
        phone: clean(input.user.phone),
        title: clean(input.title),
        instagram: clean(input.instagram),
        linkedIn: clean(input.linkedIn),
        twitter: clean(input.twitter),
        location: clean(input.location),
        bio: clean(input.bio),
      });
      // Name and e-mail are part of what a token resolves to.
      await announceIdentityChange(deps.realtime, { userId: ctx.user.id });
      return profileOf(row);
    },

    /** POST {id}/save-options: merges the keys into the user's application options; returns them all. */
    async saveOptions(ctx: RequestContext, externalId: string, options: Record<string, unknown>) {
      self(ctx, externalId);
      const row = await store.byId(ctx.user.id);
      if (!row) throw notFound('User');
      const merged = { ...((row.options ?? {}) as Record<string, unknown>), ...options };
      await store.update(ctx.user.id, { options: merged });
      await announceIdentityChange(deps.realtime, { userId: ctx.user.id });
      return merged;
    },
  };
}
