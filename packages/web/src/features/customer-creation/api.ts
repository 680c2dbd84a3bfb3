import type { CreateCustomerInput, CreateCustomerReply, ImportRowResult } from '@atrium/contract';
import { http } from '../../lib/http';
import { API } from '@atrium/contract';

export const customerCreationApi = {
  create: (body: CreateCustomerInput) =>
    http.post<CreateCustomerReply>(API.customerManagement.createCustomer, body, { noTenant: true, timeoutMs: 30_000 }),
  importRows: (rows: { row: number; customer: unknown }[]) =>
    http.post<{ results: ImportRowResult[] }>(
      API.customerManagement.import,
      { rows },
      { noTenant: true, timeoutMs: 120_000 },
    ),
};
