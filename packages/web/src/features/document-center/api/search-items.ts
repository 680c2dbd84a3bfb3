import { keepPreviousData } from '@tanstack/react-query';
import { DOC_CENTER_LIMITS } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { documentCenterKeys } from '../keys';
import { tenantParam, type BrowserSource } from '../browser-source';
import { documentCenterApi } from './document-center-api';

/** GET by-term?term: the items matching a search (from the minimum length on). */
export const searchItemsQuery = (source: BrowserSource, term: string) => ({
  queryKey: documentCenterKeys.byTerm(source.tenant, term),
  queryFn: () => documentCenterApi.byTerm(term, tenantParam(source)),
  enabled: term.length >= DOC_CENTER_LIMITS.termMin,
  placeholderData: keepPreviousData,
});

export const useSearchItems = (source: BrowserSource, term: string) =>
  useApiQuery({ ...searchItemsQuery(source, term), silent: true });
