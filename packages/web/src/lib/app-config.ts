import { useQuery } from '@tanstack/react-query';
import { TIMEOUTS, type AppEnv, API } from '@atrium/contract';
import { http, httpHooks } from './http';

export interface AppConfig {
  appEnv: AppEnv;
  internalEmailDomain: string;
  version: string;
}

/** Public runtime configuration (environment pill, time-outs), fetched once. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: async () => {
      const cfg = await http.get<AppConfig>(API.appConfig.root, { noTenant: true });
      // Spec 1 §9: default request time-out 15 s in production and 50 s in QA.
      httpHooks.defaultTimeoutMs = () =>
        cfg.appEnv === 'prod' ? TIMEOUTS.prod : cfg.appEnv === 'qa' ? TIMEOUTS.qa : TIMEOUTS.prod;
      return cfg;
    },
    staleTime: Infinity,
  });
}
