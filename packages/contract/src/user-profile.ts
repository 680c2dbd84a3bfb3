import { z } from 'zod';
import { emailSchema, externalIdSchema } from './common.ts';
import { pageSchema } from './envelope.ts';
import { LANGUAGES } from './enums.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** User profile of spec 1 §3. */
export const userProfileShape = z.object({
  externalId: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string().nullable(), email: z.string() }),
  title: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  twitter: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  hasBeenInMultiuserChat: z.boolean(),
  /** The profile photo: a signed, expiring URL (PROFILE_PHOTO.urlTtlMs); null when the person has none. */
  photoUrl: z.string().nullable(),
  /** The interface language (changed through PATCH {id}/language). */
  language: z.enum(LANGUAGES),
});
export type UserProfile = z.infer<typeof userProfileShape>;

/** Personal edit modal (spec 1 §5): firstName, lastName and email required. */
export const personalInfoUserSchema = z.object({
  firstName: z.string().trim().min(1, 'First name required').max(100),
  lastName: z.string().trim().min(1, 'Last name required').max(100),
  email: emailSchema.pipe(z.string().min(1, 'Email required')),
  phone: z.string().trim().max(40).nullable().optional(),
});

/** Profile update (spec 1 §7.5): externalId, user, title, instagram, linkedIn, twitter, location, bio. */
export const profileUpdateBody = z.object({
  externalId: externalIdSchema,
  user: personalInfoUserSchema,
  title: optionalText(100),
  instagram: optionalText(200),
  linkedIn: optionalText(200),
  twitter: optionalText(200),
  location: optionalText(200),
  bio: optionalText(1000),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/**
 * The profile photo (POST/DELETE /api/atrium-user/profile/photo, multipart field `file`): PNG, JPEG or WebP judged by
 * its content, at most 5 MB. Anything else answers 400 naming the field.
 */
export const PROFILE_PHOTO = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
  accept: 'image/png,image/jpeg,image/webp',
  urlTtlMs: 60 * 60 * 1000,
} as const;
export const PROFILE_PHOTO_MESSAGES = {
  missing: 'Choose an image file',
  type: 'The photo must be a PNG, JPEG or WebP image',
  size: 'The photo must be at most 5 MB',
} as const;

/** POST {id}/save-options: keys merged into the user's application options. */
export const saveOptionsBody = z.record(z.string().max(100), z.unknown());
export const saveOptionsReply = z.record(z.string(), z.unknown());

/** A user as the search and suggestion calls of spec 1 §7.3 return them. */
export const userSummaryShape = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummaryShape>;
export const userSummaryPage = pageSchema(userSummaryShape);

/** Page size -1 means "every match" (spec 1 §7.3). */
export const UNPAGED = -1;
export const USER_SEARCH_MAX = 20;
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => n === UNPAGED || (n >= 1 && n <= 200), 'pageSize is -1 or 1 to 200');
export const termQuery = z.object({ term: z.string().trim().max(200).default('') });
export const queryTenantQuery = termQuery.extend({ externalId: externalIdSchema });
export const suggestionsQuery = termQuery.extend({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: pageSize.default(10),
});
export const suggestionsByTenantQuery = suggestionsQuery.extend({ tenantExternalId: externalIdSchema });
export const tenantPagedQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: pageSize.default(10),
});
export const userEmailQuery = z.object({ userEmail: emailSchema });
export const kamByTenantQuery = z.object({ externalId: externalIdSchema });

export const USER_MESSAGES = {
  saveOptionsFailed: 'Saving user options failure',
  profileUpdated: 'Profile updated',
} as const;
