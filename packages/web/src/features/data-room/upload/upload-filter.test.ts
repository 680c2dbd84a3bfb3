import { describe, expect, it } from 'vitest';
import { DATA_ROOM_LIMITS } from '@atrium/contract';
import { fileProgress, filterUploads, progressBarDone, progressStage } from './upload-filter';

const f = (name: string, size = 10) => ({ name, size });

describe('filterUploads', () => {
  it('accepts pdf, doc, docx, xls and xlsx in any letter case and keeps their order', () => {
    const files = [f('a.pdf'), f('b.DOC'), f('c.docx'), f('d.Xls'), f('e.xlsx')];
    expect(filterUploads(files)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses any other format with an invalid-format rejection', () => {
    const r = filterUploads([f('photo.png'), f('notes.txt'), f('noextension'), f('archive.pdf.exe'), f('ok.pdf')]);
    expect(r.accepted.map((x) => x.name)).toEqual(['ok.pdf']);
    expect(r.rejected).toEqual([
      { reason: 'invalidFormat', name: 'photo.png' },
      { reason: 'invalidFormat', name: 'notes.txt' },
      { reason: 'invalidFormat', name: 'noextension' },
      { reason: 'invalidFormat', name: 'archive.pdf.exe' },
    ]);
  });

  it('drops an empty (0-byte) document as empty, not as an invalid format', () => {
    const r = filterUploads([f('minutes.pdf', 0), f('blank.png', 0), f('ok.pdf', 1)]);
    expect(r.accepted.map((x) => x.name)).toEqual(['ok.pdf']);
    expect(r.rejected).toEqual([
      { reason: 'empty', name: 'minutes.pdf' },
      { reason: 'invalidFormat', name: 'blank.png' },
    ]);
  });

  it('drops a file at or above the 100 MB limit with the whole-MB figure, keeps one byte below', () => {
    const limit = DATA_ROOM_LIMITS.maxDocumentBytes;
    const r = filterUploads([f('at.pdf', limit), f('over.xlsx', limit + 1), f('below.pdf', limit - 1)]);
    expect(r.accepted.map((x) => x.name)).toEqual(['below.pdf']);
    expect(r.rejected).toEqual([
      { reason: 'tooLarge', name: 'at.pdf', maxMb: 100 },
      { reason: 'tooLarge', name: 'over.xlsx', maxMb: 100 },
    ]);
  });

  it('honours another limit and shows it in whole MB', () => {
    const r = filterUploads([f('a.pdf', 26_214_400)], [], 26_214_400);
    expect(r.rejected).toEqual([{ reason: 'tooLarge', name: 'a.pdf', maxMb: 25 }]);
  });

  it('drops names already uploaded and repeats within the batch', () => {
    const r = filterUploads([f('deck.pdf'), f('plan.docx'), f('plan.docx'), f('Deck.pdf')], ['deck.pdf']);
    expect(r.accepted.map((x) => x.name)).toEqual(['plan.docx', 'Deck.pdf']);
    expect(r.rejected).toEqual([
      { reason: 'duplicate', name: 'deck.pdf' },
      { reason: 'duplicate', name: 'plan.docx' },
    ]);
  });

  it('checks the format before the size, so a huge image is reported as the wrong format', () => {
    expect(filterUploads([f('big.png', DATA_ROOM_LIMITS.maxDocumentBytes * 2)]).rejected).toEqual([
      { reason: 'invalidFormat', name: 'big.png' },
    ]);
  });
});

describe('progress stages', () => {
  it('has five icon stages with inclusive upper bounds', () => {
    expect([0, 0.2, 0.21, 0.4, 0.41, 0.6, 0.61, 0.8, 0.81, 1].map(progressStage)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('turns the bar green at 0.99', () => {
    expect(progressBarDone(0.989)).toBe(false);
    expect(progressBarDone(0.99)).toBe(true);
    expect(progressBarDone(1)).toBe(true);
  });

  it('is bytes sent over size, clamped', () => {
    expect(fileProgress(50, 200)).toBe(0.25);
    expect(fileProgress(300, 200)).toBe(1);
    expect(fileProgress(0, 0)).toBe(0);
    expect(fileProgress(1, 0)).toBe(1);
  });
});
