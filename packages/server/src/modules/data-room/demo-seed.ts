import { randomUUID } from 'node:crypto';
import { TAXONOMY_IDS, type AiAnalysis, type ProcessingState } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { DocumentIndexService } from '../document-index/service.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { simplePdf } from './demo-pdf.ts';
import type { FileStore, NewFileRow } from './store.ts';
import { dataRoomKey } from './upload.ts';

interface DemoFile {
  name: string;
  lines: string[];
  parentStaticId: number;
  state: ProcessingState;
  suggestedStaticId: number | null;
  analysis: AiAnalysis | null;
}

const DAY = 24 * 60 * 60 * 1000;
const analysis = (
  documentTitle: string,
  description: string,
  by: string,
  date: string,
  provisions: string[],
): AiAnalysis => ({
  documentTitle,
  description,
  partiesInvolved: [{ by, title: 'Chief Executive Officer', email: 'owner@acme.example' }],
  dateOfSignature: date,
  keyProvisions: provisions,
});

const FILES: DemoFile[] = [
  {
    name: 'Certificate of Incorporation.pdf',
    lines: [
      'CERTIFICATE OF INCORPORATION OF ACME INC.',
      'State of Delaware',
      'Filed on March 3, 2021',
      'Authorized shares: 10,000,000 common stock, par value $0.0001.',
    ],
    parentStaticId: 2,
    state: 'PROCESSED_SEEN',
    suggestedStaticId: 2,
    analysis: analysis(
      'Certificate of Incorporation',
      'Delaware certificate of incorporation of Acme Inc.',
      'Acme Inc.',
      '2021-03-03',
      ['10,000,000 authorised common shares', 'Par value $0.0001'],
    ),
  },
  {
    name: 'Board consent - seed round.pdf',
    lines: [
      'UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS OF ACME INC.',
      'Dated June 14, 2023',
      'The Board approves the issuance of Series Seed Preferred Stock.',
    ],
    parentStaticId: 9,
    state: 'PROCESSED_PLACED_NOT_SEEN',
    suggestedStaticId: 9,
    analysis: analysis(
      'Board consent for the seed round',
      'The board approves issuing Series Seed Preferred Stock.',
      'Board of Directors of Acme Inc.',
      '2023-06-14',
      ['Issuance of Series Seed Preferred Stock', 'Officers authorised to sign the financing documents'],
    ),
  },
  {
    name: 'Office lease - 1 Market St.pdf',
    lines: [
      'OFFICE LEASE AGREEMENT',
      'Landlord: Market Street Properties LLC',
      'Tenant: Acme Inc.',
      'Term: 36 months starting January 1, 2024. Monthly rent $12,500.',
    ],
    parentStaticId: TAXONOMY_IDS.master,
    state: 'PROCESSED_AND_NOT_PLACED',
    suggestedStaticId: 29,
    analysis: analysis(
      'Office lease, 1 Market St',
      'Three-year lease of the San Francisco office.',
      'Market Street Properties LLC',
      '2023-12-01',
      ['36-month term', 'Monthly rent $12,500', 'Security deposit of two months'],
    ),
  },
  {
    name: 'Unaudited financial statements 2024.pdf',
    lines: [
      'ACME INC. UNAUDITED FINANCIAL STATEMENTS',
      'Fiscal year ended December 31, 2024',
      'Revenue: $504,000. Net loss: $1,210,000. Cash: $850,000.',
    ],
    parentStaticId: TAXONOMY_IDS.master,
    state: 'NOT_PROCESSED',
    suggestedStaticId: null,
    analysis: null,
  },
];

/** A few files in Acme's data room, so a fresh demo shows a non-empty room (one waits for the analysis). */
export async function seedDemoDataRoom(
  deps: AppDeps,
  store: FileStore,
  tenant: { id: number; externalId: string },
  documentIndex: Pick<DocumentIndexService, 'indexFile'>,
) {
  const stored: string[] = [];
  try {
    const rows: NewFileRow[] = [];
    for (const [i, f] of FILES.entries()) {
      const externalId = randomUUID();
      const storageKey = dataRoomKey(tenant.externalId, externalId);
      const body = simplePdf(f.lines);
      await deps.storage.put(storageKey, body, { contentType: 'application/pdf' });
      stored.push(storageKey);
      const done = f.state !== 'NOT_PROCESSED';
      rows.push({
        externalId,
        tenantId: tenant.id,
        name: f.name,
        extension: 'pdf',
        size: body.length,
        contentType: 'application/pdf',
        storageKey,
        parentStaticId: f.parentStaticId,
        processingState: f.state,
        summaryState: done ? 'PROCESSED' : 'NOT_PROCESSED',
        suggestedStaticId: f.suggestedStaticId,
        aiAnalysis: f.analysis,
        extractedText: done ? f.lines.join('\n') : null,
        createdAt: new Date(Date.now() - (FILES.length - i) * DAY),
      });
    }
    const db = deps.database.db;
    await withTransaction(db, async () => {
      const inserted = await store.insert(rows);
      for (const [i, r] of inserted.entries())
        if (rows[i].processingState === 'NOT_PROCESSED')
          await enqueueJob(db, QUEUES.documentAnalysis, { fileId: r.id });
        // The analysed ones are in the assistant's document index, as an analysis would have put them.
        else
          await documentIndex.indexFile({
            tenantId: tenant.id,
            fileExternalId: rows[i].externalId!,
            kind: 'DATA_ROOM',
            name: rows[i].name,
            text: rows[i].extractedText ?? null,
          });
    });
  } catch (err) {
    await Promise.all(stored.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}
