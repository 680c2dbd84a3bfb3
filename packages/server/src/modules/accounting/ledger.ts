import type { Readable } from 'node:stream';
import {
  LEDGER_MESSAGES as M,
  REQUIRED_LEDGER_FIELDS,
  type Integration,
  type IntegrationStatus,
  type LedgerImport,
  type LedgerMapping,
  type LedgerPreview,
} from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { readLedgerCsv } from './csv-import.ts';
import type { AccountingStore } from './store.ts';

/** One CSV file part of the upload, as the route hands it over. */
export interface LedgerUpload {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

const isCsvName = (name: string) => /\.(csv|txt)$/i.test(name);

/** Drains a stream nobody will read, so the request can finish. */
const drain = (s: Readable) => {
  s.resume();
};

/**
 * The ledger import (issue 17 item 1, the embedded default of the accounting source) and the integration state the
 * /api/merge calls report from it. An import replaces the company's ledger as a whole, in one transaction, and only
 * when every row reads: a file with one bad row imports nothing.
 */
export function createLedgerFlow(db: Db, store: AccountingStore) {
  const requireCompany = (scope: TenantScope) => {
    if (scope.tenant.accountType !== 'COMPANY') throw forbidden(M.individuals);
  };
  const checkFile = (file: LedgerUpload | null) => {
    if (!file) throw validation(M.empty, [{ path: 'file', message: M.required }]);
    if (!isCsvName(file.fileName)) {
      drain(file.stream);
      throw validation(M.notCsv, [{ path: 'file', message: M.notCsv }]);
    }
    return file;
  };
  const tooLarge = (file: LedgerUpload) => {
    if (file.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  };

  const integrationOf = (row: Awaited<ReturnType<AccountingStore['latestImport']>>, tenantExternalId: string) =>
    row
      ? ({
          externalId: row.externalId,
          type: row.source === 'MERGE' ? 'MERGE' : 'CSV',
          name: row.fileName,
          tenantExternalId,
          finished: true,
          lastSync: row.createdAt.toISOString(),
        } satisfies Integration)
      : null;

  return {
    /** Reads the file and answers its columns, the mapping in use, the first rows and the row errors; stores nothing. */
    async preview(
      scope: TenantScope,
      mapping: Partial<LedgerMapping> | null,
      upload: LedgerUpload | null,
    ): Promise<LedgerPreview> {
      requireCompany(scope);
      const file = checkFile(upload);
      const r = await readLedgerCsv(file.stream, mapping, { keepRows: false });
      tooLarge(file);
      if (!r.headers.length) throw validation(M.empty, [{ path: 'file', message: M.empty }]);
      return {
        headers: r.headers,
        mapping: r.mapping,
        rows: r.preview,
        totalRows: r.totalRows,
        errorCount: r.errorCount,
        errors: r.errors,
      };
    },

    /** Imports the file with the mapping: all rows or none. Row errors answer 400 with each line and field. */
    async import(
      scope: TenantScope,
      mapping: LedgerMapping | null,
      upload: LedgerUpload | null,
    ): Promise<LedgerImport> {
      requireCompany(scope);
      const file = checkFile(upload);
      const r = await readLedgerCsv(file.stream, mapping, { keepRows: true });
      tooLarge(file);
      const missing = REQUIRED_LEDGER_FIELDS.filter((f) => !r.mapping[f]);
      if (missing.length)
        throw validation(
          M.missingColumn(missing.join(', ')),
          missing.map((f) => ({ path: `mapping.${f}`, message: M.missingColumn(f) })),
        );
      if (r.errorCount > 0)
        throw validation(
          M.rowsFailed(r.errorCount),
          r.errors.map((e) => ({ path: `rows.${e.line}.${e.field}`, message: e.message })),
        );
      if (r.rows.length === 0) throw validation(M.empty, [{ path: 'file', message: M.empty }]);
      const made = await withTransaction(db, () =>
        store.replaceLedger({
          tenantId: scope.tenant.id,
          userId: scope.ctx.user.id,
          source: 'CSV',
          fileName: file.fileName.slice(0, 255),
          accounts: r.accounts,
          rows: r.rows,
          firstDate: r.firstDate,
          lastDate: r.lastDate,
        }),
      );
      return {
        externalId: made.externalId,
        fileName: made.fileName,
        rowCount: made.rowCount,
        accountCount: made.accountCount,
        firstDate: made.firstDate,
        lastDate: made.lastDate,
        importedAt: made.createdAt.toISOString(),
      };
    },

    /** GET /api/merge/status: whether the company has a ledger and its integrations (one: the newest import). */
    async status(scope: TenantScope): Promise<IntegrationStatus> {
      const i = integrationOf(await store.latestImport(scope.tenant.id), scope.tenant.externalId);
      return { hasLedger: !!i, integrations: i ? [i] : [] };
    },

    async integrations(scope: TenantScope): Promise<Integration[]> {
      return (await this.status(scope)).integrations;
    },

    /** GET /api/merge/has-finished: whether the named integration of this company has finished; others 404. */
    async hasFinished(scope: TenantScope, integrationExternalId: string): Promise<boolean> {
      const i = integrationOf(await store.latestImport(scope.tenant.id), scope.tenant.externalId);
      if (!i || i.externalId !== integrationExternalId) throw notFound('Integration');
      return i.finished;
    },

    async lastSync(scope: TenantScope): Promise<{ lastSync: string | null }> {
      return { lastSync: (await store.latestImport(scope.tenant.id))?.createdAt.toISOString() ?? null };
    },

    /** DELETE /api/merge?id=: removes the integration and the ledger it fed. */
    async remove(scope: TenantScope, integrationExternalId: string): Promise<void> {
      requireCompany(scope);
      const row = await store.latestImport(scope.tenant.id);
      if (!row || row.externalId !== integrationExternalId) throw notFound('Integration');
      await withTransaction(db, () => store.clearLedger(scope.tenant.id));
    },
  };
}
export type LedgerFlow = ReturnType<typeof createLedgerFlow>;
