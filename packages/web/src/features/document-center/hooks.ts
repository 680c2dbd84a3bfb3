import { keepPreviousData } from '@tanstack/react-query';
import { DOC_CENTER_LIMITS, type DocCenterOwnership } from '@atrium/contract';
import { useApiQuery } from '../../components/useApi';
import { documentCenterKeys } from './keys';
import { documentCenterApi } from './api';

/**
 * Whose document center the browser shows: the selected company's own ('one'), or (staff) a client company's
 * ('portal'), in which case every call names that company and the server acts as the provider.
 */
export type BrowserSource = { kind: 'one' | 'portal'; tenant: string };
/** The tenantExternalId to send: only for staff on a client company. */
export const tenantParam = (s: BrowserSource) => (s.kind === 'portal' ? s.tenant : undefined);

export function useFolderItems(
  source: BrowserSource,
  folder: string | null,
  ownership: DocCenterOwnership,
  enabled = true,
) {
  return useApiQuery({
    queryKey: documentCenterKeys.files(source.tenant, folder, ownership),
    queryFn: () =>
      source.kind === 'portal' && ownership === 'ALL'
        ? documentCenterApi.portalFiles(source.tenant, folder)
        : documentCenterApi.files(folder, ownership, tenantParam(source)),
    enabled,
    silent: true,
  });
}

export function useFolderPath(source: BrowserSource, folder: string | null) {
  return useApiQuery({
    queryKey: documentCenterKeys.path(source.tenant, folder ?? ''),
    queryFn: () => documentCenterApi.path(folder!),
    enabled: folder !== null,
    silent: true,
  });
}

export function useSearchItems(source: BrowserSource, term: string) {
  return useApiQuery({
    queryKey: documentCenterKeys.byTerm(source.tenant, term),
    queryFn: () => documentCenterApi.byTerm(term, tenantParam(source)),
    enabled: term.length >= DOC_CENTER_LIMITS.termMin,
    placeholderData: keepPreviousData,
    silent: true,
  });
}
