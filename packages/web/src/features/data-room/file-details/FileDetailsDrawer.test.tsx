import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../../lib/notify';
import { dataRoomKeys } from '../keys';
import { FileDetailsDrawer } from './FileDetailsDrawer';
import { dataRoomFile, FILE_ID, mockApi, renderWithQuery, selectTenant, TENANT } from './test-utils';

vi.mock('../../../lib/notify', () => ({
  notify: vi.fn(),
  notifyActionError: vi.fn(),
  errorMessage: (e: Error) => e.message,
}));
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(selectTenant);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('FileDetailsDrawer', () => {
  it('loads the file by external id and shows name, size, type, date and the tabs', async () => {
    const api = mockApi({ 'GET /api/data-room/file-by-external': () => ({ content: dataRoomFile({ redFlags: 2 }) }) });
    renderWithQuery(<FileDetailsDrawer fileExternalId={FILE_ID} open onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Share purchase agreement.docx' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Size: 24 KB · Type: DOCX · Added: 03/04/2026');
    expect(api.of('GET /api/data-room/file-by-external')[0].query.get('externalId')).toBe(FILE_ID);
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Office document')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Red flags (2)' })).toBeInTheDocument();
  });

  it('follows the cached file that realtime events patch: the summary appears when the analysis ends', async () => {
    mockApi({
      'GET /api/data-room/file-by-external': () => ({
        content: dataRoomFile({
          processingState: 'PROCESSING_AI_SUMMARY',
          summaryState: 'PROCESSING_AI_SUMMARY',
          aiAnalysis: null,
        }),
      }),
    });
    const user = userEvent.setup();
    const { client } = renderWithQuery(<FileDetailsDrawer fileExternalId={FILE_ID} open onClose={() => undefined} />);
    await user.click(await screen.findByRole('tab', { name: 'Summary' }));
    expect(screen.getAllByText(/is being analyzed/).length).toBeGreaterThan(0);
    act(() => client.setQueryData(dataRoomKeys.file(TENANT, FILE_ID), dataRoomFile()));
    expect(await screen.findByLabelText('Document title')).toHaveValue('Share Purchase Agreement');
  });

  it('downloads the file under its own name through POST download/files', async () => {
    const clicked: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/data-room/file-by-external'))
        return new Response(JSON.stringify({ success: true, content: dataRoomFile() }), { status: 200 });
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ fileExternalIds: [FILE_ID] });
      return new Response(new Blob(['bytes']), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithQuery(<FileDetailsDrawer fileExternalId={FILE_ID} open onClose={() => undefined} />);
    await user.click((await screen.findAllByRole('button', { name: 'Download' }))[0]);
    await waitFor(() => expect(clicked).toEqual(['Share purchase agreement.docx']));
    expect(String(fetch.mock.calls[1][0])).toBe('/api/data-room/download/files');
    click.mockRestore();
  });

  it("says 'There was an error downloading the file.' when the download fails", async () => {
    mockApi({
      'GET /api/data-room/file-by-external': () => ({ content: dataRoomFile() }),
      'POST /api/data-room/download/files': () => ({ status: 500 }),
    });
    const user = userEvent.setup();
    renderWithQuery(<FileDetailsDrawer fileExternalId={FILE_ID} open onClose={() => undefined} />);
    await user.click((await screen.findAllByRole('button', { name: 'Download' }))[0]);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('There was an error downloading the file.', 'error'));
  });

  it('says the file was not found for an unknown (or another tenant’s) id, and closes', async () => {
    mockApi({
      'GET /api/data-room/file-by-external': () => ({ status: 404, errorCode: 'NOT_FOUND', message: 'File not found' }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<FileDetailsDrawer fileExternalId={FILE_ID} open onClose={onClose} />);
    expect(await screen.findByText('File not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close file details' }));
    expect(onClose).toHaveBeenCalled();
  });
});
