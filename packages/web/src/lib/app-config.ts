import { useQuery } from '@tanstack/react-query';
import { TIMEOUTS, type AppEnv, type OidcProvider, API } from '@atrium/contract';
import { http, httpHooks } from './http';

export interface AppConfig {
  appEnv: AppEnv;
  internalEmailDomain: string;
  version: string;
  /** Single sign-on providers this deployment offers (the sign-in and sign-up pages show their buttons). */
  ssoProviders: OidcProvider[];
  /** The content manager /manager/project/:externalId opens (CMS_BASE_URL); null when none is configured. */
  cmsBaseUrl: string | null;
}

/** TanStack Query key of the public runtime configuration. */
export const appConfigKeys = {
  config: ['app-config'] as const,
};

/**
 * GET /api/app-config. The configured environment sets the default request time-out (spec 1 §9: 15 s in production
 * and 50 s in QA).
 */
export async function fetchAppConfig(): Promise<AppConfig> {
  const cfg = await http.get<AppConfig>(API.appConfig.root, { noTenant: true });
  httpHooks.defaultTimeoutMs = () =>
    cfg.appEnv === 'prod' ? TIMEOUTS.prod : cfg.appEnv === 'qa' ? TIMEOUTS.qa : TIMEOUTS.prod;
  return cfg;
}

/** Fetched once per session. */
export const appConfigQuery = () => ({
  queryKey: appConfigKeys.config,
  queryFn: () => fetchAppConfig(),
  staleTime: Infinity,
});

/** Public runtime configuration (environment pill, time-outs); shared by the shell's pill and navigation. */
export const useAppConfig = () => useQuery(appConfigQuery());
