import { describe, expect, it } from 'vitest';
import type { DataRoomFile, DataRoomFilesPage, StateChangedContent } from '@atrium/contract';
import { applyStateChange, patchCached } from './live-updates';

const ID = '11111111-1111-4111-8111-111111111111';
const file = (extra: Partial<DataRoomFile> = {}): DataRoomFile => ({
  externalId: ID,
  name: 'nda.pdf',
  type: 'FILE',
  size: 10,
  contentType: 'application/pdf',
  createdAt: '2026-01-01T00:00:00Z',
  staticId: null,
  fileCount: null,
  fileUrl: null,
  parentStaticId: 9997,
  customFolderExternalId: null,
  redFlags: 0,
  processingState: 'NOT_PROCESSED',
  summaryState: 'NOT_PROCESSED',
  suggestedFolder: null,
  suggestedStaticId: null,
  aiAnalysis: null,
  permission: 'CAN_EDIT',
  ...extra,
});
const analysis = {
  documentTitle: 'NDA',
  description: 'd',
  partiesInvolved: [],
  dateOfSignature: null,
  keyProvisions: [],
};
const event = (extra: Partial<StateChangedContent>): StateChangedContent => ({
  fileExternalId: ID,
  processingState: 'PROCESSING_SUGGESTED_FOLDER',
  summaryState: 'NOT_PROCESSED',
  suggestedStaticId: null,
  suggestedFolder: null,
  aiAnalysis: null,
  redFlags: 0,
  ...extra,
});

describe('applyStateChange (spec 3 §4 live file updates)', () => {
  it('changes only the state while processing', () => {
    const next = applyStateChange(
      file(),
      event({ processingState: 'PROCESSING_SUGGESTED_FOLDER', aiAnalysis: analysis }),
    );
    expect(next.processingState).toBe('PROCESSING_SUGGESTED_FOLDER');
    expect(next.aiAnalysis).toBeNull();
  });

  it('stores the suggested folder when the suggestion is processed', () => {
    const next = applyStateChange(
      file(),
      event({
        processingState: 'PROCESSED_SUGGESTED_FOLDER',
        suggestedStaticId: 49,
        suggestedFolder: '1.7.4 Non-Disclosure Agreements',
      }),
    );
    expect(next).toMatchObject({
      suggestedStaticId: 49,
      suggestedFolder: '1.7.4 Non-Disclosure Agreements',
      aiAnalysis: null,
    });
  });

  it('stores the analysis once processed and not placed, with the red-flag count', () => {
    const next = applyStateChange(
      file({ suggestedStaticId: 49 }),
      event({
        processingState: 'PROCESSED_AND_NOT_PLACED',
        summaryState: 'PROCESSED',
        aiAnalysis: analysis,
        redFlags: 2,
      }),
    );
    expect(next).toMatchObject({
      processingState: 'PROCESSED_AND_NOT_PLACED',
      summaryState: 'PROCESSED',
      aiAnalysis: analysis,
      redFlags: 2,
      suggestedStaticId: 49,
    });
  });
});

describe('patchCached', () => {
  const e = event({ processingState: 'CANNOT_BE_ANALYZED' });

  it('patches a files page and keeps the other rows', () => {
    const other = file({ externalId: '22222222-2222-4222-8222-222222222222' });
    const page: DataRoomFilesPage = {
      folders: [],
      content: [file(), other],
      page: { number: 0, size: 100, totalElements: 2, totalPages: 1 },
    };
    const next = patchCached(page, e) as DataRoomFilesPage;
    expect(next.content[0].processingState).toBe('CANNOT_BE_ANALYZED');
    expect(next.content[1]).toBe(other);
  });

  it('patches a plain list and a single file', () => {
    expect((patchCached([file()], e) as DataRoomFile[])[0].processingState).toBe('CANNOT_BE_ANALYZED');
    expect((patchCached(file(), e) as DataRoomFile).processingState).toBe('CANNOT_BE_ANALYZED');
  });

  it('returns the same reference when the file is not there or the value is something else', () => {
    const page: DataRoomFilesPage = {
      folders: [],
      content: [file({ externalId: '33333333-3333-4333-8333-333333333333' })],
      page: { number: 0, size: 100, totalElements: 1, totalPages: 1 },
    };
    expect(patchCached(page, e)).toBe(page);
    const stats = [{ staticId: 0, count: 1, redFlags: 0, entries: [] }];
    expect(patchCached(stats, e)).toBe(stats);
    expect(patchCached(undefined, e)).toBeUndefined();
  });
});
