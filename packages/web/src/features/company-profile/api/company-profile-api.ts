import { COMPANY_PATHS, type Company, type CompanyEdit, API } from '@atrium/contract';
import { http } from '../../../lib/http';

/** GET /api/company/tenant and PUT /api/company/{id} (one object so tests can spy on the calls). */
export const companyProfileApi = {
  ofTenant: () => http.get<Company>(API.company.tenant),
  update: (externalId: string, body: CompanyEdit) =>
    http.put<Company>(COMPANY_PATHS.update.replace(':id', externalId), body),
};
