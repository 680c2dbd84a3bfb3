import { afterAll, describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES, taxonomyEntry } from '@atrium/contract';
import { useTestApp } from '../../../../test/harness.ts';
import * as samples from '../../../platform/extract/test-samples.ts';
import {
  addCustomFolder,
  addDocument,
  analysed,
  redFlagsOf,
  settledJob,
  stateEvents,
  userExternalId,
} from './test-support.ts';

// The real app: its job runner is on (the default), so documents are analysed in the background as after an upload.
const t = await useTestApp();
const events = stateEvents(t);
afterAll(() => events.off());
const ACME = 'Acme Inc.';
const owner = await userExternalId(t, 'owner@acme.example');
const member = await userExternalId(t, 'member@acme.example');
const multi = await userExternalId(t, 'multi@example.com');
const globexOwner = await userExternalId(t, 'owner@globex.example');

describe('document analysis (background job on uploaded documents)', () => {
  it('a PDF contract in the master folder: NDA folder suggested, parties, signature date, clauses and AI red flags; states in order over STATE_CHANGED', async () => {
    const file = await addDocument(t, ACME, 'mutual-nda.pdf', await samples.textPdf());
    const row = await analysed(t, file.id);
    expect(row.processing_state).toBe('PROCESSED_AND_NOT_PLACED');
    expect(row.summary_state).toBe('PROCESSED');
    expect(row.suggested_static_id).toBe(49);
    expect(taxonomyEntry(49)?.label).toBe('Non-Disclosure Agreements');
    expect(row.extracted_text).toContain('Globex Holdings LLC');
    expect(row.ai_analysis).toMatchObject({
      documentTitle: 'MUTUAL NON-DISCLOSURE AGREEMENT',
      dateOfSignature: '2025-03-03',
      partiesInvolved: [
        { by: 'Acme Robotics, Inc.', title: '', email: '' },
        { by: 'Globex Holdings LLC', title: '', email: '' },
        { by: 'Jane Doe', title: 'Chief Executive Officer', email: 'jane.doe@acme-robotics.example' },
        { by: 'John Smith', title: 'General Counsel', email: 'john.smith@globex.example' },
      ],
    });
    expect(row.ai_analysis.keyProvisions.some((p: string) => p.includes('change of control'))).toBe(true);
    expect((await redFlagsOf(t, file.id)).map((f) => [f.name, f.source, f.status])).toEqual([
      ['Change of control clause', 'AI', 'CREATED'],
      ['Automatic renewal', 'AI', 'CREATED'],
    ]);
    // Each flag of the analysis quotes the sentence that raised it.
    const listed = await t.call('GET', `/api/red-flag?staticId=9999&fileExternalId=${file.externalId}`, {
      as: 'owner@acme.example',
      tenant: await t.tenantId(ACME),
    });
    expect(listed.status).toBe(200);
    const quoteOf = (name: string) =>
      listed.body.content.find((f: { name: string; quote: string | null }) => f.name === name)?.quote;
    expect(quoteOf('Change of control clause')).toMatch(/In the event of a change of control of either party/);
    expect(quoteOf('Automatic renewal')).toMatch(/shall automatically renew for successive one-year periods/);

    const seen = events.of(owner, file.externalId);
    expect(seen.map((e) => [e.processingState, e.summaryState])).toEqual([
      ['PROCESSING_SUGGESTED_FOLDER', 'NOT_PROCESSED'],
      ['PROCESSED_SUGGESTED_FOLDER', 'NOT_PROCESSED'],
      ['PROCESSING_AI_SUMMARY', 'PROCESSING_AI_SUMMARY'],
      ['PROCESSED_AND_NOT_PLACED', 'PROCESSED'],
    ]);
    expect(seen[1]).toMatchObject({
      suggestedStaticId: 49,
      suggestedFolder: taxonomyEntry(49)!.name,
      aiAnalysis: null,
      redFlags: 0,
    });
    expect(seen[3]).toMatchObject({ suggestedStaticId: 49, redFlags: 2 });
    expect(seen[3].aiAnalysis?.dateOfSignature).toBe('2025-03-03');
    // Every member of the file's tenant hears it; a user of another tenant does not.
    expect(events.of(member, file.externalId)).toEqual(seen);
    expect(events.of(multi, file.externalId)).toEqual(seen);
    expect(events.of(globexOwner, file.externalId)).toEqual([]);
  });

  it('a DOCX already placed in a taxonomy folder ends PROCESSED_PLACED_NOT_SEEN, with employment-contract findings', async () => {
    const file = await addDocument(t, ACME, 'employment.docx', await samples.docx(), { parentStaticId: 58 });
    const row = await analysed(t, file.id);
    expect(row).toMatchObject({
      processing_state: 'PROCESSED_PLACED_NOT_SEEN',
      summary_state: 'PROCESSED',
      suggested_static_id: 58,
    });
    expect(row.ai_analysis.dateOfSignature).toBe('2024-01-15');
    expect(row.ai_analysis.partiesInvolved).toEqual([
      { by: 'Initech Software Ltd.', title: '', email: '' },
      { by: 'Peter Gibbons', title: 'Employee', email: '' },
      { by: 'Bill Lumbergh', title: 'Vice President', email: 'bill@initech.example' },
    ]);
    expect((await redFlagsOf(t, file.id)).map((f) => f.name)).toEqual([
      'Assignment restrictions',
      'Non-compete clause',
      'Termination for convenience',
    ]);
    expect(events.of(owner, file.externalId).at(-1)).toMatchObject({
      processingState: 'PROCESSED_PLACED_NOT_SEEN',
      redFlags: 3,
    });
  });

  it('an XLSX in a custom folder: customer agreement, the signer from the sheet, renewal and liability flags', async () => {
    const folder = await addCustomFolder(t, ACME, 'Deals');
    const file = await addDocument(t, ACME, 'order-form.xlsx', await samples.xlsx(), { customFolderId: folder });
    const row = await analysed(t, file.id);
    expect(row).toMatchObject({ processing_state: 'PROCESSED_PLACED_NOT_SEEN', suggested_static_id: 46 });
    expect(row.ai_analysis.dateOfSignature).toBe('2025-06-30');
    expect(row.ai_analysis.partiesInvolved).toContainEqual({
      by: 'Alice Wong',
      title: 'Procurement Lead',
      email: 'alice.wong@umbrella.example',
    });
    expect(row.ai_analysis.partiesInvolved.slice(0, 2).map((p: { by: string }) => p.by)).toEqual([
      'Umbrella Corporation',
      'Acme Robotics, Inc.',
    ]);
    expect((await redFlagsOf(t, file.id)).map((f) => f.name)).toEqual(['Automatic renewal', 'Unlimited liability']);
  });

  it('the older formats: a DOC and an XLS are read too', async () => {
    const docFile = await addDocument(t, ACME, 'employment-97.doc', samples.doc());
    const xlsFile = await addDocument(t, ACME, 'order-form-97.xls', samples.xls());
    const [docRow, xlsRow] = [await analysed(t, docFile.id), await analysed(t, xlsFile.id)];
    expect(docRow).toMatchObject({ processing_state: 'PROCESSED_AND_NOT_PLACED', suggested_static_id: 58 });
    expect(docRow.ai_analysis.partiesInvolved[0].by).toBe('Initech Software Ltd.');
    expect(docRow.ai_analysis.dateOfSignature).toBe('2024-01-15');
    expect((await redFlagsOf(t, docFile.id)).map((f) => f.name)).toContain('Non-compete clause');
    expect(xlsRow).toMatchObject({ processing_state: 'PROCESSED_AND_NOT_PLACED', suggested_static_id: 46 });
    expect(xlsRow.extracted_text).toContain('Umbrella Corporation');
    expect(xlsRow.ai_analysis.dateOfSignature).toBe('2025-06-30');
    expect((await redFlagsOf(t, xlsFile.id)).map((f) => f.name)).toEqual(['Automatic renewal', 'Unlimited liability']);
  });

  it("an image-only PDF cannot be analysed: both states CANNOT_BE_ANALYZED with the spec's message, no flags", async () => {
    const file = await addDocument(t, ACME, 'scan.pdf', await samples.imageOnlyPdf());
    const row = await analysed(t, file.id);
    expect(row).toMatchObject({
      processing_state: 'CANNOT_BE_ANALYZED',
      summary_state: 'CANNOT_BE_ANALYZED',
      suggested_static_id: null,
      ai_analysis: null,
    });
    expect(row.analysis_error).toBe(DATA_ROOM_MESSAGES.cannotBeAnalyzed);
    expect(row.analysis_error).toBe(
      "This file couldn't be analyzed. This may happen if it only consists of images or has no text.",
    );
    expect(await redFlagsOf(t, file.id)).toEqual([]);
    expect(events.of(owner, file.externalId).map((e) => [e.processingState, e.summaryState])).toEqual([
      ['PROCESSING_SUGGESTED_FOLDER', 'NOT_PROCESSED'],
      ['CANNOT_BE_ANALYZED', 'CANNOT_BE_ANALYZED'],
    ]);
  });

  it('a document that is not what its name says (unreadable) also ends CANNOT_BE_ANALYZED, without retries', async () => {
    const file = await addDocument(
      t,
      ACME,
      'broken.pdf',
      Buffer.from('%PDF-1.7\nthis is not really a pdf body at all'),
    );
    const row = await analysed(t, file.id);
    expect(row).toMatchObject({ processing_state: 'CANNOT_BE_ANALYZED', summary_state: 'CANNOT_BE_ANALYZED' });
    expect(await settledJob(t, file.id)).toEqual({ status: 'done', attempts: 1 });
  });
});
