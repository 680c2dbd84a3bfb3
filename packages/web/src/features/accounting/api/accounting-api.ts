import {
  API,
  type Dashboard,
  type IntegrationStatus,
  type LedgerImport,
  type LedgerMapping,
  type LedgerPreview,
  type TaxDeadline,
  type TaxDeadlines,
  type TaxDeadlineStatusBody,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';

/** Spec 1 §9: uploads take up to 60 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file, file.name);
  return f;
};
const withMapping = (path: string, mapping: Partial<LedgerMapping> | null) => {
  if (!mapping) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(mapping)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** The calls of accounting: /api/accounting, /api/merge, /api/ledger. */
export const accountingApi = {
  dashboard: () => http.get<Dashboard>(API.accounting.dashboard),
  status: () => http.get<IntegrationStatus>(API.merge.status),
  /** The selected company's deadlines, or (staff) a client company's. */
  taxDeadlines: (customer?: string) =>
    http.get<TaxDeadlines>(API.accounting.taxDeadlines, { query: { tenantExternalId: customer } }),
  setStatus: (body: TaxDeadlineStatusBody) => http.put<TaxDeadline>(API.accounting.taxDeadlineStatus, body),
  removeIntegration: (id: string) => http.delete<null>(API.merge.root, { query: { id } }),
  preview: (file: File, mapping: Partial<LedgerMapping> | null) =>
    postMultipart<LedgerPreview>(withMapping(API.ledger.preview, mapping), form(file), {
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
  import: (file: File, mapping: LedgerMapping, onProgress: (sent: number, total: number) => void) =>
    postMultipart<LedgerImport>(withMapping(API.ledger.import, mapping), form(file), {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      onProgress,
    }),
};
