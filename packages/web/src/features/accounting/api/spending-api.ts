import {
  API,
  founderUpdateFileName,
  type DocCenterItem,
  type Spending,
  type SpendingDetails,
  type SpendingDetailsQuery,
} from '@atrium/contract';
import { download, http } from '../../../lib/http';

/** The PDF is written on the server; give it time. */
const PDF_TIMEOUT_MS = 60_000;

/** The calls of spending and the founder update: /api/accounting/spending, /api/accounting/founder-update. */
export const spendingApi = {
  spending: (month?: string) => http.get<Spending>(API.spending.root, { query: { month } }),
  details: (q: Partial<SpendingDetailsQuery>) => http.get<SpendingDetails>(API.spending.details, { query: { ...q } }),
  downloadFounderUpdate: (month: string) =>
    download('GET', API.spending.founderUpdate, founderUpdateFileName(month), {
      query: { month },
      timeoutMs: PDF_TIMEOUT_MS,
    }),
  storeFounderUpdate: (month: string) =>
    http.post<DocCenterItem>(API.spending.founderUpdateDocument, { month }, { timeoutMs: PDF_TIMEOUT_MS }),
};
