import type { Expert } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { chatApi, chatKeys } from '../../chat';

/** GET experts/{tenant}: the experts panel of the client inbox. */
export const expertsQuery = (tenantExternalId: string | undefined) => ({
  queryKey: chatKeys.experts(tenantExternalId ?? ''),
  queryFn: () => chatApi.experts(tenantExternalId!),
  enabled: !!tenantExternalId,
});

export const useExperts = (tenantExternalId: string | undefined) =>
  useApiQuery<Expert[]>({ ...expertsQuery(tenantExternalId), silent: true });
