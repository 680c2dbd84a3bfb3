import {
  API,
  type Integration,
  type LedgerImport,
  type MergeLinkToken,
  type TrialBalanceMapping,
  type TrialBalancePreview,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';

/** Spec 1 §9: uploads take up to 60 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The trial balance's column mapping and period, as the query of its calls. */
export interface TrialBalanceChoice {
  mapping: TrialBalanceMapping | null;
  periodStart?: string;
  periodEnd?: string;
}

const withQuery = (path: string, c: TrialBalanceChoice) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...(c.mapping ?? {}), periodStart: c.periodStart, periodEnd: c.periodEnd }))
    if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};
const form = (file: File) => {
  const f = new FormData();
  f.append('file', file, file.name);
  return f;
};

/** The Merge link calls (/api/merge token and exchange) and the trial-balance import (/api/ledger/trial-balance). */
export const mergeApi = {
  linkToken: () => http.get<MergeLinkToken>(API.merge.token),
  exchange: (publicToken: string) => http.post<Integration>(API.merge.root, { publicToken }),
  trialBalancePreview: (file: File, c: TrialBalanceChoice) =>
    postMultipart<TrialBalancePreview>(withQuery(API.ledger.trialBalancePreview, c), form(file), {
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
  trialBalanceImport: (file: File, c: TrialBalanceChoice, onProgress: (sent: number, total: number) => void) =>
    postMultipart<LedgerImport>(withQuery(API.ledger.trialBalanceImport, c), form(file), {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      onProgress,
    }),
};
