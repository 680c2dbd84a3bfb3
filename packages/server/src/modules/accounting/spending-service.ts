import { Readable } from 'node:stream';
import {
  founderUpdateFileName,
  SPENDING_MESSAGES as M,
  type DocCenterItem,
  type SpendingDetails,
  type SpendingDetailsQuery,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { forbidden, validation } from '../../platform/errors.ts';
import type { DocumentCenterService } from '../document-center/service.ts';
import { createAccountingStore } from './store.ts';
import { createSpendingStore } from './spending-store.ts';
import { computeSpending, trendStart } from './spending.ts';
import { addMonths } from './metrics.ts';
import { founderUpdateOf, founderUpdateText } from './founder-update.ts';
import { founderUpdatePdf } from './founder-update-pdf.ts';

/**
 * Spending (issue 17 item 4) and the monthly founder update (item 7): reads of the ledger the import built, behind
 * accounting-module (the module guard, by API prefix) and for companies only. The update is stored into the
 * company's document center through that module's service.
 */
export function createSpendingService(
  deps: AppDeps,
  s: { documentCenter: Pick<DocumentCenterService, 'upload'> },
  opts: { now?: () => Date } = {},
) {
  const db = deps.database.db;
  const ledger = createAccountingStore(db);
  const store = createSpendingStore(db);
  const now = opts.now ?? (() => new Date());

  const companyOnly = (scope: TenantScope) => {
    if (scope.tenant.accountType !== 'COMPANY') throw forbidden(M.individuals);
  };
  /** The asked month, which must be one of the ledger's; the newest when none is asked. */
  const monthOf = (months: string[], asked: string | undefined) => {
    if (asked === undefined) return months[0] ?? null;
    if (!months.includes(asked))
      throw validation(M.noSuchMonth, [{ path: 'querystring.month', message: M.noSuchMonth }]);
    return asked;
  };

  async function spending(scope: TenantScope, asked: string | undefined) {
    companyOnly(scope);
    const tenantId = scope.tenant.id;
    const months = await store.months(tenantId);
    const month = monthOf(months, asked);
    if (!month) return computeSpending({ months, month: null, categories: [], vendors: [] });
    const from = trendStart(month);
    const [categories, vendors] = await Promise.all([
      store.byCategory(tenantId, from, month),
      store.byVendor(tenantId, from, addMonths(month, 1)),
    ]);
    return computeSpending({ months, month, categories, vendors });
  }

  async function founderUpdate(scope: TenantScope, month: string) {
    const page = await spending(scope, month);
    const monthly = await ledger.monthly(scope.tenant.id);
    const update = founderUpdateOf({ company: scope.tenant.name, month, monthly, spending: page });
    return { update, fileName: founderUpdateFileName(month) };
  }

  return {
    /** GET /api/accounting/spending: categories and vendors of a month against the month before. */
    spending,

    /** GET /api/accounting/spending/details: the filtered transactions, one page. */
    async details(scope: TenantScope, q: SpendingDetailsQuery): Promise<SpendingDetails> {
      companyOnly(scope);
      const tenantId = scope.tenant.id;
      const [months, categories] = await Promise.all([store.months(tenantId), store.spendingCategories(tenantId)]);
      if (q.month !== undefined) monthOf(months, q.month);
      const filter = {
        category: q.category,
        vendor: q.vendor,
        month: q.month,
        nextMonth: q.month ? addMonths(q.month, 1) : undefined,
      };
      const page = await store.details(tenantId, filter, q);
      return {
        items: page.items,
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
        spent: Math.round(-page.net * 100) / 100 + 0,
        categories,
        months,
      };
    },

    /** What the founder update of a month says (the data behind the PDF). */
    founderUpdateData: async (scope: TenantScope, month: string) => (await founderUpdate(scope, month)).update,

    /** GET /api/accounting/founder-update: the PDF of a month. */
    async founderUpdatePdf(scope: TenantScope, month: string) {
      const { update, fileName } = await founderUpdate(scope, month);
      return { fileName, pdf: await founderUpdatePdf(founderUpdateText(update), { generatedAt: now() }) };
    },

    /**
     * POST /api/accounting/founder-update/document: the PDF stored at the root of the company's document center —
     * a company document, or a provider document when staff store it (the document center decides the ownership).
     */
    async storeFounderUpdate(scope: TenantScope, month: string): Promise<DocCenterItem> {
      const { update, fileName } = await founderUpdate(scope, month);
      const pdf = await founderUpdatePdf(founderUpdateText(update), { generatedAt: now() });
      const parts = (async function* () {
        yield { fileName, mimeType: 'application/pdf', stream: Readable.from([pdf]) };
      })();
      const [item] = await s.documentCenter.upload(scope, {}, parts);
      return item;
    },
  };
}
export type SpendingService = ReturnType<typeof createSpendingService>;
