import { z } from 'zod';

/**
 * Links (URL entries) of the master data room and the document center (spec 3 §2.10, §3, §5). A link is a name and a
 * web address; the server stores it and never fetches it. Only http and https addresses are kept, without a user name
 * or password, at most LINK_LIMITS.urlMax characters; an address without a scheme gets https:// (spec 3 §5).
 */
export const LINK_LIMITS = {
  /** Longest address kept, before and after normalising (browsers and proxies commonly stop near 2,048). */
  urlMax: 2_048,
  nameMax: 200,
} as const;

/** Why an address is refused; the web app translates each reason (links.errors.<reason>). */
export const LINK_URL_ERRORS = ['empty', 'tooLong', 'scheme', 'credentials', 'invalid'] as const;
export type LinkUrlError = (typeof LINK_URL_ERRORS)[number];

/** The server's messages for each reason (the 400's field message). */
export const LINK_MESSAGES: Record<LinkUrlError, string> = {
  empty: 'Enter a web address',
  tooLong: `The web address is longer than ${LINK_LIMITS.urlMax} characters`,
  scheme: 'Only web addresses starting with http:// or https:// can be added',
  credentials: 'A web address with a user name or password cannot be added',
  invalid: 'This is not a valid web address',
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** 'example.com:8080/x' or 'localhost:3000': a host and a port, not a scheme. */
const HOST_AND_PORT = /^[^:/?#\s]+:\d{1,5}(?:[/?#]|$)/;

export type LinkUrlResult = { ok: true; url: string } | { ok: false; error: LinkUrlError };

/**
 * Checks and normalises a typed address: trimmed, https:// prepended when it has no scheme, parsed, and returned as the
 * browser would open it. Refuses other schemes (javascript:, data:, file:, mailto:…), credentials, control characters
 * and spaces, hosts that are not names, and over-long addresses.
 */
export function parseLinkUrl(input: string): LinkUrlResult {
  const raw = input.trim();
  if (!raw) return { ok: false, error: 'empty' };
  if (raw.length > LINK_LIMITS.urlMax) return { ok: false, error: 'tooLong' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(raw)) return { ok: false, error: 'invalid' };
  let candidate = raw;
  if (raw.startsWith('//')) candidate = `https:${raw}`;
  else if (!HAS_SCHEME.test(raw) || HOST_AND_PORT.test(raw)) candidate = `https://${raw}`;
  const scheme = candidate.slice(0, candidate.indexOf(':')).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, error: 'scheme' };
  if (!/^https?:\/\//i.test(candidate)) return { ok: false, error: 'invalid' };
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'scheme' };
  if (url.username || url.password) return { ok: false, error: 'credentials' };
  if (!url.hostname || !/[a-z0-9\]]$/i.test(url.hostname)) return { ok: false, error: 'invalid' };
  if (url.href.length > LINK_LIMITS.urlMax) return { ok: false, error: 'tooLong' };
  return { ok: true, url: url.href };
}

/** A request's address: checked and normalised by parseLinkUrl; a refusal names the reason in the field's message. */
export const linkUrlSchema = z
  .string()
  .max(LINK_LIMITS.urlMax * 2)
  .transform((value, ctx) => {
    const r = parseLinkUrl(value);
    if (r.ok) return r.url;
    ctx.addIssue({ code: 'custom', message: LINK_MESSAGES[r.error] });
    return z.NEVER;
  });
export const linkNameSchema = z.string().trim().min(1, 'Enter a name').max(LINK_LIMITS.nameMax);

const id = z.string().uuid();

/**
 * POST /api/data-room/create/url: a link in a taxonomy folder (parentId, a static id; 9997 the master folder) or a
 * custom folder (customParentId). Answers 201 with the new row (type URL).
 */
export const dataRoomCreateLinkBody = z.object({
  name: linkNameSchema,
  url: linkUrlSchema,
  tenantExternalId: id.optional(),
  parentId: z.number().int().optional(),
  customParentId: id.optional(),
});
/** PUT /api/data-room/update/url: a link's new name and address. */
export const dataRoomUpdateLinkBody = z.object({ externalId: id, name: linkNameSchema, url: linkUrlSchema });

/** POST /api/document-center/url/create: a link in a folder (root when no parentId), ownership as for folders. */
export const docCenterCreateLinkBody = z.object({
  name: linkNameSchema,
  url: linkUrlSchema,
  parentId: id.nullish(),
  tenantExternalId: id.optional(),
  privacyType: z.enum(['ALL', 'PERSONAL', 'PROVIDER']).default('ALL'),
});
/** PUT /api/document-center/url/update: a link's new name and address. */
export const docCenterUpdateLinkBody = z.object({ externalId: id, name: linkNameSchema, url: linkUrlSchema });
