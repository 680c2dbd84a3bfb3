import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { documentCenterApi } from '../../document-center';
import { dataRoomKeys } from '../keys';

/**
 * POST import/document-center (spec 3 §2.9): the reply is not used (spec §4); once it arrives every data-room list
 * of the tenant is refetched, since the files now exist. A failure is only logged (the modal has closed by then).
 */
export function useImportFromDocumentCenter(tenant: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (fileExternalIds: string[], parentStaticId?: number) => {
      documentCenterApi
        .importToDataRoom(fileExternalIds, parentStaticId)
        .then(() => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) }))
        .catch((err: unknown) => console.error('document-center import failed', err));
    },
    [queryClient, tenant],
  );
}
