import type { AppEnv } from '@atrium/contract';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';
import i18n from '../../lib/i18n';
import { authApi } from './api';
import { API } from '@atrium/contract';

/**
 * Hosts on which the per-workspace sub-domain redirect cannot work: localhost, plain IP addresses
 * and single-label names. There the app stays on its one origin and switches workspace in place.
 */
export function canRedirectToWorkspace(hostname = window.location.hostname): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return false;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[')) return false;
  return host.includes('.');
}

/**
 * The domain that holds the workspace sub-domains. On `acme-dev.atrium.app` it is `atrium.app`; on the
 * bare product domain (`atrium.app`, two labels) it is that domain itself.
 */
export function workspaceBaseDomain(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : labels.join('.');
}

export interface WorkspaceUrlInput {
  slug: string;
  otc: string;
  appEnv: AppEnv;
  /** Path to open in the workspace (query parameter p). */
  path?: string | null;
  /** Tenant to select there (query parameter tm). */
  tenantExternalId?: string | null;
  hostname?: string;
  protocol?: string;
  port?: string;
}

/**
 * The per-workspace address of spec 1 §4.2: sub-domain `<slug>` (with `-dev`/`-qa` outside prod) of the
 * current host's domain, at /redirect with the query parameters p, tm and otc.
 */
export function buildWorkspaceUrl(i: WorkspaceUrlInput): string {
  const hostname = i.hostname ?? window.location.hostname;
  const protocol = i.protocol ?? window.location.protocol;
  const port = i.port ?? window.location.port;
  const suffix = i.appEnv === 'prod' ? '' : `-${i.appEnv}`;
  const host = `${i.slug.toLowerCase()}${suffix}.${workspaceBaseDomain(hostname)}${port ? `:${port}` : ''}`;
  // Plain HTTP is forced to HTTPS (spec 1 §4.1).
  const url = new URL(`${protocol === 'http:' ? 'https:' : protocol}//${host}/redirect`);
  if (i.path) url.searchParams.set('p', i.path);
  if (i.tenantExternalId) url.searchParams.set('tm', i.tenantExternalId);
  url.searchParams.set('otc', i.otc);
  return url.toString();
}

export interface RedirectToWorkspaceOptions {
  path?: string | null;
  tenantExternalId?: string | null;
  /** The environment; read from /api/app-config when not given. */
  appEnv?: AppEnv;
}

/**
 * Sends the browser to a workspace's own sub-domain, signed in through a one-time code. Only for an app
 * served on a real domain: on localhost it refuses (returns false) and the caller switches in place.
 * A failure shows 'There was an error redirecting to workspace' (spec 1 §8) and returns false.
 */
export async function redirectToWorkspace(slug: string, opts: RedirectToWorkspaceOptions = {}): Promise<boolean> {
  if (!canRedirectToWorkspace()) return false;
  try {
    const appEnv = opts.appEnv ?? (await http.get<{ appEnv: AppEnv }>(API.appConfig.root, { noTenant: true })).appEnv;
    const { otc } = await authApi.issueOtc();
    window.location.assign(
      buildWorkspaceUrl({ slug, otc, appEnv, path: opts.path, tenantExternalId: opts.tenantExternalId }),
    );
    return true;
  } catch {
    notify(i18n.t('auth.redirect.failed'), 'error');
    return false;
  }
}
