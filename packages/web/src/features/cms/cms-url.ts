/**
 * The CMS editor of a project (spec 1 §2.1: /manager/project/:externalId redirects to /cms/content/{externalId}/edit on
 * the configured CMS); null without a CMS or without an id. The id is one path segment, encoded.
 */
export function cmsEditUrl(cmsBaseUrl: string | null | undefined, externalId: string | undefined): string | null {
  if (!cmsBaseUrl || !externalId) return null;
  return `${cmsBaseUrl.replace(/\/+$/, '')}/cms/content/${encodeURIComponent(externalId)}/edit`;
}
