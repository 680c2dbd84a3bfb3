import { z } from 'zod';
import { APP_ENVS, API, OIDC_PROVIDERS, type OidcProvider } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const appConfigReply = z.object({
  appEnv: z.enum(APP_ENVS),
  internalEmailDomain: z.string(),
  version: z.string(),
  /** The single sign-on providers configured (OIDC_<PROVIDER>_CLIENT_ID and _SECRET): the sign-in page's buttons. */
  ssoProviders: z.array(z.enum(OIDC_PROVIDERS)),
  /** Where /manager/project/:externalId sends people (CMS_BASE_URL); null when no CMS is configured. */
  cmsBaseUrl: z.string().nullable(),
});

/** GET /api/app-config: public runtime settings the web app needs before sign-in. */
export function appConfigRoutes(app: ZodApp, { deps }: RouteDeps) {
  app.get(API.appConfig.root, { schema: { response: replies(appConfigReply), tags: ['platform'] } }, async () =>
    ok({
      appEnv: deps.config.appEnv,
      internalEmailDomain: deps.config.internalEmailDomain,
      version: process.env.npm_package_version ?? '0.1.0',
      ssoProviders: OIDC_PROVIDERS.filter((p: OidcProvider) => !!deps.config.oidc[p]),
      cmsBaseUrl: deps.config.cmsBaseUrl,
    }),
  );
}
