import { useApiQuery } from '../../../components/useApi';
import { documentCenterKeys } from '../keys';
import { documentCenterApi } from './document-center-api';

/** GET tree: the whole document center as a tree (the data room's import modal). */
export const documentTreeQuery = (tenant: string, enabled: boolean) => ({
  queryKey: documentCenterKeys.tree(tenant),
  queryFn: () => documentCenterApi.tree(),
  enabled: enabled && tenant !== '',
});

/** No toast: the import modal shows and logs a failure itself (spec 3 §8). */
export const useDocumentTree = (tenant: string, enabled: boolean) =>
  useApiQuery({ ...documentTreeQuery(tenant, enabled), silent: true });
