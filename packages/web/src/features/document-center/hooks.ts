import { keepPreviousData } from '@tanstack/react-query';
import { DOC_CENTER_LIMITS, type DocCenterOwnership } from '@atrium/contract';
import { useApiQuery } from '../../components/useApi';
import { documentCenterKeys } from '../data-room/keys';
import { documentCenterApi } from './api';

/** Where the browser reads from: the selected company's own document center, or (staff) a client company's. */
export type BrowserSource = { kind: 'one'; tenant: string } | { kind: 'portal'; tenant: string };

export function useFolderItems(source: BrowserSource, folder: string | null, ownership: DocCenterOwnership, enabled = true) {
  return useApiQuery({
    queryKey: documentCenterKeys.files(source.tenant, folder, source.kind === 'portal' ? 'portal' : ownership),
    queryFn: () => (source.kind === 'portal' ? documentCenterApi.portalFiles(source.tenant, folder) : documentCenterApi.files(folder, ownership)),
    placeholderData: keepPreviousData,
    enabled,
    silent: true,
  });
}

export function useFolderPath(source: BrowserSource, folder: string | null) {
  return useApiQuery({
    queryKey: documentCenterKeys.path(source.tenant, folder ?? ''),
    queryFn: () => documentCenterApi.path(folder!),
    enabled: source.kind === 'one' && folder !== null,
    silent: true,
  });
}

export function useSearchItems(source: BrowserSource, term: string) {
  return useApiQuery({
    queryKey: documentCenterKeys.byTerm(source.tenant, term),
    queryFn: () => documentCenterApi.byTerm(term),
    enabled: source.kind === 'one' && term.length >= DOC_CENTER_LIMITS.termMin,
    placeholderData: keepPreviousData,
    silent: true,
  });
}
