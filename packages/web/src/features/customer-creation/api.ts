import type { CreateCustomerInput, CreateCustomerReply, ImportRowResult } from '@atrium/contract';
import { http } from '../../lib/http';

const BASE = '/api/customer-management';

export const customerCreationApi = {
  create: (body: CreateCustomerInput) =>
    http.post<CreateCustomerReply>(`${BASE}/create-customer`, body, { noTenant: true, timeoutMs: 30_000 }),
  importRows: (rows: { row: number; customer: unknown }[]) =>
    http.post<{ results: ImportRowResult[] }>(`${BASE}/import`, { rows }, { noTenant: true, timeoutMs: 120_000 }),
};
