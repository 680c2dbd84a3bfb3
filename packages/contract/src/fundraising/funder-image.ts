import { z } from 'zod';
import { FUNDER_TYPES } from './funders.ts';

/**
 * A funder's logo (spec 3 §2.14, §3 FUNDER_IMAGE, §5): PNG or JPEG judged by the first bytes, at most the spec's image
 * constant (26,214,400 bytes); served through a signed, expiring URL.
 */
export const FUNDER_IMAGE_LIMITS = {
  maxBytes: 26_214_400,
  types: ['image/png', 'image/jpeg'] as readonly string[],
  accept: 'image/png,image/jpeg',
  urlTtlMs: 60 * 60 * 1000,
} as const;
export const FUNDER_IMAGE_MESSAGES = {
  missing: 'Choose an image file',
  type: 'Invalid image format: use a PNG or JPEG image',
  size: 'The image exceeded max size allowed (25 MB)',
  kind: 'The image kind must be FUNDER_IMAGE',
  funderType: "The funder type does not match this investor's",
  staffOnly: "The investor database is kept by the provider's staff",
} as const;
/** The form fields sent beside the file (spec 3 §7.10: funder externalId, image kind FUNDER_IMAGE, funder type). */
export const funderImageFields = z.object({
  kind: z.literal('FUNDER_IMAGE').optional(),
  funderType: z.enum(FUNDER_TYPES).optional(),
});

export const CRUNCHBASE_MESSAGES = {
  needsAddOn: 'Searching Crunchbase needs the Search Crunchbase add-on',
  unavailable: 'Crunchbase did not answer; try again in a moment',
  notConfigured: 'Live Crunchbase search is not set up on this server',
} as const;
export const crunchbaseQuery = z.object({
  name: z.string().trim().min(2, 'Type at least 2 characters').max(200),
});
/**
 * GET search/crunchbase/status: whether the live search works for the caller, so the web offers it only where it does:
 * `configured` false = this server has no CRUNCHBASE_API_KEY (nothing to offer); `available` false with `reason` = the
 * company lacks the add-on.
 */
export const crunchbaseStatusSchema = z.object({
  configured: z.boolean(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type CrunchbaseStatus = z.infer<typeof crunchbaseStatusSchema>;
