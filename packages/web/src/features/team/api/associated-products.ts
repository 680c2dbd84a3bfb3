import { API, type AssociatedProduct, type Page } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { teamKeys } from '../keys';

/** POST /api/atrium-team/employee/associated-products: the customer accounts a team member works in. */
export const fetchAssociatedProducts = (externalId: string, page: number, pageSize: number) =>
  http.post<Page<AssociatedProduct>>(
    API.team.employeeAssociatedProducts,
    {},
    { noTenant: true, query: { page, pageSize, atriumUserExternalId: externalId } },
  );

export const associatedProductsQuery = (externalId: string, page: number, pageSize: number) => ({
  queryKey: teamKeys.products(externalId, page),
  queryFn: () => fetchAssociatedProducts(externalId, page, pageSize),
  placeholderData: <T>(prev: T | undefined) => prev,
  retry: false,
});

export const useAssociatedProducts = (externalId: string, page: number, pageSize: number) =>
  useApiQuery(associatedProductsQuery(externalId, page, pageSize));
