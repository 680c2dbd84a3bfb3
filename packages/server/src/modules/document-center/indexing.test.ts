import { describe, expect, it } from 'vitest';
import type { ConversationType } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import * as samples from '../../platform/extract/test-samples.ts';
import { createDocumentQaTool } from '../assistant/tools/document-qa.ts';
import { dcKit, GLOBEX_OWNER, MEMBER, OWNER } from './test-support.ts';

// The real app with its job runner on: document-center uploads are indexed by the background job (issue 18 #4:
// DOCUMENT_QA answers from document-center files too).
const t = await useTestApp();
const k = await dcKit(t);
const P = '/api/document-center';
const qa = createDocumentQaTool({ documentIndex: t.services.documentIndex });

const tenantIdOf = async (externalId: string) =>
  Number(
    (await t.database.raw.query<{ id: number }>('select id from tenants where external_id = $1', [externalId])).rows[0]
      .id,
  );
const acme = await tenantIdOf(k.ACME);
const globex = await tenantIdOf(k.GLOBEX);

/** Waits until the indexing job of the item has run (done or failed). */
async function indexed(externalId: string) {
  const id = (
    await t.database.raw.query<{ id: number }>('select id from doc_center_items where external_id = $1', [externalId])
  ).rows[0].id;
  for (let i = 0; i < 1200; i++) {
    const jobs = (
      await t.database.raw.query<{ status: string }>(
        `select status from jobs where queue = 'document-center-index' and payload->>'itemId' = $1`,
        [String(id)],
      )
    ).rows;
    if (jobs.length && jobs.every((j) => j.status === 'done' || j.status === 'failed')) {
      expect(jobs.map((j) => j.status)).not.toContain('failed');
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`document-center item ${externalId} was not indexed`);
}

async function upload(as: string, name: string, data: Buffer | string, query = '', wait = true) {
  const r = await k.upload(as, query, [{ filename: name, data }]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const externalId: string = r.body.content[0].externalId;
  if (wait) await indexed(externalId);
  return externalId;
}

const indexingJobs = async (externalId: string) =>
  (
    await t.database.raw.query(
      `select j.id from jobs j join doc_center_items i on j.payload->>'itemId' = i.id::text
       where j.queue = 'document-center-index' and i.external_id = $1`,
      [externalId],
    )
  ).rows.length;

function ctxOf(tenantId: number, tenantExternalId: string, type: ConversationType = 'DATA_ROOM') {
  return {
    tenantId,
    tenantExternalId,
    userId: 1,
    userExternalId: '00000000-0000-4000-8000-000000000001',
    language: 'en' as const,
    conversation: { externalId: '00000000-0000-4000-8000-000000000002', type, contextEntityExternalId: null },
    signal: new AbortController().signal,
  };
}
const ask = (question: string, tenantId = acme, tenantExternalId = k.ACME) =>
  qa.run({ question }, ctxOf(tenantId, tenantExternalId));

const KESTREL = await upload(
  OWNER,
  'Kestrel freight agreement.pdf',
  await samples.textPdf([
    'FREIGHT SERVICES AGREEMENT',
    'Acme Inc. engages Kestrel Logistics GmbH to carry its goods between Rotterdam and Hamburg.',
    'Demurrage. Containers held beyond five free days cost 140 euros per container per day, invoiced monthly.',
  ]),
);
const MEMO = await upload(
  MEMBER,
  'Warehouse memo.txt',
  'Warehouse memo. The Tilbury warehouse lease ends in March; the quince inventory moves to Felixstowe.',
);

describe('document-center files in the assistant’s document index', () => {
  it('a PDF uploaded to the document center is indexed and DOCUMENT_QA cites it, opening in the document center', async () => {
    expect(await t.services.documentIndex.passageCount(acme, KESTREL)).toBe(1);
    const r = await ask('What does the Kestrel agreement say about demurrage?');
    expect(r.metadata?.documents?.[0]).toEqual({
      name: 'Kestrel freight agreement.pdf',
      documentId: KESTREL,
      roomExternalId: null,
      source: 'DOCUMENT_CENTER',
    });
    expect(r.markdown).toContain('140 euros per container');
  });

  it('a plain-text file is indexed as it is', async () => {
    const r = await ask('Where does the quince inventory move?');
    expect(r.metadata?.documents?.[0]).toMatchObject({ documentId: MEMO, source: 'DOCUMENT_CENTER' });
  });

  it('another company never finds it (tenant wall)', async () => {
    const r = await ask('Kestrel demurrage containers free days', globex, k.GLOBEX);
    expect(r.metadata?.documents?.map((d) => d.documentId) ?? []).not.toContain(KESTREL);
    expect(r.markdown).not.toContain('140 euros');
    expect(await t.services.documentIndex.passageCount(globex, KESTREL)).toBe(0);
    // Nor can it delete it.
    expect((await k.call('POST', `${P}/files/delete`, GLOBEX_OWNER, { externalIds: [KESTREL] })).status).toBe(404);
    expect(await t.services.documentIndex.passageCount(acme, KESTREL)).toBe(1);
  });

  it('a PERSONAL file (its owner’s alone) is not indexed, and a file moved into a personal folder leaves the index', async () => {
    const mine = await k.folder(MEMBER, `Private ${Math.random().toString(36).slice(2, 8)}`, null, {
      privacyType: 'PERSONAL',
    });
    const secret = await upload(
      MEMBER,
      'Salary note.txt',
      'Salary note. My personal raise to the zanzibar grade is private.',
      `parentId=${mine.externalId}`,
      false,
    );
    // No indexing job is queued for it at all.
    expect(await indexingJobs(secret)).toBe(0);
    expect(await t.services.documentIndex.passageCount(acme, secret)).toBe(0);
    expect((await ask('zanzibar grade raise')).metadata?.documents).toEqual([]);

    const moved = await upload(MEMBER, 'Draft offer.txt', 'Draft offer. The okapi bonus is paid in June.');
    expect((await ask('okapi bonus')).metadata?.documents?.[0]?.documentId).toBe(moved);
    const r = await k.call('POST', `${P}/files/move`, MEMBER, {
      fromExternalIds: [moved],
      destExternalId: mine.externalId,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await ask('okapi bonus')).metadata?.documents).toEqual([]);
  });

  it('a replaced file is indexed with its new content', async () => {
    const first = await upload(OWNER, 'Price list.txt', 'Price list. The walrus tier costs 10.');
    await upload(OWNER, 'Price list.txt', 'Price list. The narwhal tier costs 20.', 'overwrittenFiles=Price list.txt');
    expect((await ask('narwhal tier')).metadata?.documents?.[0]?.documentId).toBe(first);
    const old = await ask('walrus tier');
    expect(old.markdown).not.toContain('walrus');
    expect(old.markdown).toContain('narwhal');
  });

  it('a deleted file is no longer found', async () => {
    const r = await k.call('POST', `${P}/files/delete`, OWNER, { externalIds: [KESTREL] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await t.services.documentIndex.passageCount(acme, KESTREL)).toBe(0);
    const after = await ask('What does the Kestrel agreement say about demurrage?');
    expect(after.metadata?.documents?.map((d) => d.documentId) ?? []).not.toContain(KESTREL);
    expect(after.markdown).not.toContain('140 euros');
  });
});

const seededFile = async (name: string) =>
  (
    await t.database.raw.query<{ external_id: string }>(
      'select external_id from doc_center_items where tenant_id = $1 and name = $2',
      [acme, name],
    )
  ).rows[0].external_id;

describe('demo-seeded and renamed document-center files', () => {
  it('the demo’s shared files are indexed by the seed and DOCUMENT_QA cites them; its personal file is not', async () => {
    const lease = await seededFile('Office lease.pdf');
    await indexed(lease);
    const r = await ask('How many days of notice to terminate the office lease?');
    expect(r.metadata?.documents?.[0]).toEqual({
      name: 'Office lease.pdf',
      documentId: lease,
      roomExternalId: null,
      source: 'DOCUMENT_CENTER',
    });
    expect(r.markdown).toContain('90 days written notice');

    const notes = await seededFile('Board deck notes.txt');
    expect(await indexingJobs(notes)).toBe(0);
    const personal = await ask('Ideas for the Q3 board deck hiring plan runway');
    expect(personal.metadata?.documents?.map((d) => d.documentId) ?? []).not.toContain(notes);
  });

  it('a renamed file is cited by its new name', async () => {
    const id = await upload(OWNER, 'Draft terms.txt', 'Draft terms. The pangolin clause caps fees at 3 percent.');
    const r = await k.call('PUT', `${P}/rename`, OWNER, { externalId: id, name: 'Signed terms.txt' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await ask('What does the pangolin clause cap?');
    expect(after.metadata?.documents).toEqual([
      { name: 'Signed terms.txt', documentId: id, roomExternalId: null, source: 'DOCUMENT_CENTER' },
    ]);
  });
});
