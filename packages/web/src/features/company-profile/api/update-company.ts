import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CompanyEdit } from '@atrium/contract';
import { companyKeys } from '../keys';
import { companyProfileApi } from './company-profile-api';

/** PUT /api/company/{id}; the reply becomes the cached company of its tenant at once. Failures reach the caller. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useCallback(
    async (externalId: string, body: CompanyEdit) => {
      const updated = await companyProfileApi.update(externalId, body);
      queryClient.setQueryData(companyKeys.ofTenant(updated.tenant.externalId), updated);
      return updated;
    },
    [queryClient],
  );
}
