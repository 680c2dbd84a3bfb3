import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiAnalysis } from '@atrium/contract';
import { SummaryPanel } from './SummaryPanel';
import { dataRoomKeys } from '../keys';
import { dataRoomFile, FILE_ID, mockApi, renderWithQuery, selectTenant, TENANT } from './test-utils';

beforeEach(selectTenant);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AI summary panel — states (spec 3 §2.12)', () => {
  it('shows the queued message for an unprocessed file', () => {
    mockApi({});
    renderWithQuery(
      <SummaryPanel
        file={dataRoomFile({
          processingState: 'NOT_PROCESSED',
          summaryState: 'NOT_PROCESSED',
          aiAnalysis: null,
          suggestedFolder: null,
        })}
      />,
    );
    expect(screen.getByText(/queued for analysis\. Its summary/)).toBeInTheDocument();
    expect(screen.getByTestId('suggested-folder')).toHaveTextContent('Suggested folder: queued for analysis');
    expect(screen.queryByLabelText('Document title')).toBeNull();
  });

  it('shows the being-analysed message while the summary is being written', () => {
    mockApi({});
    renderWithQuery(
      <SummaryPanel
        file={dataRoomFile({
          processingState: 'PROCESSING_AI_SUMMARY',
          summaryState: 'PROCESSING_AI_SUMMARY',
          aiAnalysis: null,
        })}
      />,
    );
    expect(screen.getAllByText(/is being analyzed/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('suggested-folder')).toHaveTextContent('3.2 Stock Purchase Agreements');
  });

  it("warns with the spec's message when the file cannot be analysed", () => {
    mockApi({});
    renderWithQuery(
      <SummaryPanel
        file={dataRoomFile({
          processingState: 'CANNOT_BE_ANALYZED',
          summaryState: 'CANNOT_BE_ANALYZED',
          aiAnalysis: null,
        })}
      />,
    );
    expect(
      screen.getByText("This file couldn't be analyzed. This may happen if it only consists of images or has no text."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('suggested-folder')).toHaveTextContent('cannot analyze');
  });

  it("says 'no folder suggested' when the analysis found none, and shows a taxonomy folder by id", () => {
    mockApi({});
    const { unmount } = renderWithQuery(
      <SummaryPanel file={dataRoomFile({ suggestedFolder: null, suggestedStaticId: null })} />,
    );
    expect(screen.getByTestId('suggested-folder')).toHaveTextContent('Suggested folder: no folder suggested');
    unmount();
    renderWithQuery(<SummaryPanel file={dataRoomFile({ suggestedFolder: null, suggestedStaticId: 1 })} />);
    expect(screen.getByTestId('suggested-folder')).not.toHaveTextContent('no folder suggested');
  });

  it('fills the editor with the summary', () => {
    mockApi({});
    renderWithQuery(<SummaryPanel file={dataRoomFile()} />);
    expect(screen.getByLabelText('Document title')).toHaveValue('Share Purchase Agreement');
    expect(screen.getByLabelText('Description')).toHaveValue('Sale of shares.');
    expect(screen.getByLabelText('Date of signature')).toHaveValue('2026-01-15');
    expect(screen.getByLabelText('Party')).toHaveValue('Acme Inc.');
    expect(screen.getByLabelText('Provision 1')).toHaveValue('Non-compete for 2 years');
  });
});

describe('AI summary panel — saving', () => {
  const route = () =>
    mockApi({
      'PUT /api/data-room/update/summary': (c) => ({ content: dataRoomFile({ aiAnalysis: c.body as AiAnalysis }) }),
    });

  it('saves 100 ms after the last edit, once, with every field, and says so', async () => {
    const api = route();
    const { client } = renderWithQuery(<SummaryPanel file={dataRoomFile()} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const title = screen.getByLabelText('Document title');
    fireEvent.change(title, { target: { value: 'SPA' } });
    await act(() => vi.advanceTimersByTimeAsync(60));
    fireEvent.change(title, { target: { value: 'SPA — signed' } });
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(api.of('PUT /api/data-room/update/summary')).toHaveLength(0);
    expect(screen.getByTestId('summary-save-status')).toHaveTextContent('Unsaved changes');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('summary-save-status')).toHaveTextContent('All changes saved'));
    const puts = api.of('PUT /api/data-room/update/summary');
    expect(puts).toHaveLength(1);
    expect(puts[0].query.get('fileExternalId')).toBe(FILE_ID);
    expect(puts[0].body).toEqual({
      documentTitle: 'SPA — signed',
      description: 'Sale of shares.',
      partiesInvolved: [{ by: 'Acme Inc.', title: 'Buyer', email: 'legal@acme.example' }],
      dateOfSignature: '2026-01-15',
      keyProvisions: ['Non-compete for 2 years'],
    });
    // The saved file replaces the cached one every view reads.
    expect(
      client.getQueryData<{ aiAnalysis: AiAnalysis }>(dataRoomKeys.file(TENANT, FILE_ID))?.aiAnalysis.documentTitle,
    ).toBe('SPA — signed');
  });

  it('adds and removes parties and provisions, and clears the date to null', async () => {
    const api = route();
    renderWithQuery(<SummaryPanel file={dataRoomFile()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add party' }));
    const rows = screen.getAllByTestId('party-row');
    expect(rows).toHaveLength(2);
    fireEvent.change(within(rows[1]).getByLabelText('Party'), { target: { value: 'Beta LLC' } });
    fireEvent.change(within(rows[1]).getByLabelText('Email'), { target: { value: 'ceo@beta.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove party 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add provision' }));
    fireEvent.change(screen.getByLabelText('Provision 2'), { target: { value: 'Drag-along' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove provision 1' }));
    fireEvent.change(screen.getByLabelText('Date of signature'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('summary-save-status')).toHaveTextContent('All changes saved'));
    const puts = api.of('PUT /api/data-room/update/summary');
    expect(puts.at(-1)!.body).toMatchObject({
      partiesInvolved: [{ by: 'Beta LLC', title: '', email: 'ceo@beta.example' }],
      keyProvisions: ['Drag-along'],
      dateOfSignature: null,
    });
  });

  it('saves a pending edit at once when the panel closes', async () => {
    const api = route();
    const { unmount } = renderWithQuery(<SummaryPanel file={dataRoomFile()} />);
    fireEvent.change(screen.getByLabelText('Document title'), { target: { value: 'Closed quickly' } });
    expect(api.of('PUT /api/data-room/update/summary')).toHaveLength(0);
    unmount();
    await waitFor(() => expect(api.of('PUT /api/data-room/update/summary')).toHaveLength(1));
    expect(api.of('PUT /api/data-room/update/summary')[0].body).toMatchObject({ documentTitle: 'Closed quickly' });
  });

  it('shows the error when a save fails', async () => {
    mockApi({
      'PUT /api/data-room/update/summary': () => ({
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        message: 'Title is too long',
      }),
    });
    renderWithQuery(<SummaryPanel file={dataRoomFile()} />);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes could not be saved: Title is too long');
  });
});
