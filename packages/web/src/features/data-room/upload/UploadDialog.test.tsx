import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_ROOM_LIMITS, DATA_ROOM_MESSAGES, type DataRoomFile } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import i18n from '../../../lib/i18n';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

interface Call {
  target: unknown;
  files: File[];
  progress: (sent: number, total: number) => void;
  resolve: (v: DataRoomFile[]) => void;
  reject: (e: unknown) => void;
}
const calls: Call[] = [];
vi.mock('../api/upload', async (orig) => {
  const real = await orig<typeof import('../api/upload')>();
  return {
    ...real,
    uploadFiles: vi.fn((target: unknown, files: File[], progress: Call['progress']) => {
      let resolve!: Call['resolve'];
      let reject!: Call['reject'];
      const promise = new Promise<DataRoomFile[]>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      calls.push({ target, files, progress, resolve, reject });
      return { promise, abort: vi.fn() };
    }),
  };
});
const { UploadDialog } = await import('./UploadDialog');
type UploadTarget = import('../api/upload').UploadTarget;
const { renderDataRoom, signInWithTenant } = await import('../test-utils');

const file = (name: string, size = 1000) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const uploaded = (name: string) => ({ externalId: crypto.randomUUID(), name }) as DataRoomFile;

function setup(props: Partial<Parameters<typeof UploadDialog>[0]> = {}) {
  signInWithTenant();
  const onClose = vi.fn();
  const view = renderDataRoom(<UploadDialog open onClose={onClose} target={{ parentStaticId: 9997 }} {...props} />);
  const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
  return { ...view, onClose, choose, user: userEvent.setup() };
}

describe('UploadDialog', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('shows the drop zone texts with the limit in whole MB', () => {
    setup();
    expect(screen.getByText('Drag and drop your files here')).toBeInTheDocument();
    expect(screen.getByText(/Atrium AI analyses each document/)).toBeInTheDocument();
    expect(screen.getByText('Accepted formats: PDF, DOC, DOCX, XLS and XLSX.')).toBeInTheDocument();
    expect(screen.getByText('Maximum size: 100 MB per file.')).toBeInTheDocument();
    // Images are refused here, so no image advice (the old '16:9 ratio' hint).
    expect(screen.queryByText(/16:9|image/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from document center' })).not.toBeInTheDocument();
  });

  it('renders the import link when asked, disabled on demand', async () => {
    const onImport = vi.fn();
    const { user } = setup({ onImport });
    await user.click(screen.getByRole('button', { name: 'Import from document center' }));
    expect(onImport).toHaveBeenCalled();
  });

  it('disables the import link with the flag', () => {
    setup({ onImport: vi.fn(), importDisabled: true });
    expect(screen.getByRole('button', { name: 'Import from document center' })).toBeDisabled();
  });

  it('filters, confirms with the count, uploads each file with its own progress and links to the files', async () => {
    const { choose, user } = setup();
    choose(
      file('a.pdf', 1000),
      file('b.docx', 2000),
      file('photo.png'),
      file('huge.xlsx', DATA_ROOM_LIMITS.maxDocumentBytes),
    );
    const rejections = screen.getByTestId('upload-rejections');
    expect(rejections).toHaveTextContent('photo.png: invalid file format.');
    expect(rejections).toHaveTextContent('huge.xlsx exceeded max size allowed (100 MB)');
    const confirm = screen.getByRole('dialog', { name: 'Upload files' });
    expect(confirm).toHaveTextContent('2 files will be uploaded and analysed.');
    await user.click(within(confirm).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => [c.target, c.files.map((f) => f.name)])).toEqual([
      [{ parentStaticId: 9997 }, ['a.pdf']],
      [{ parentStaticId: 9997 }, ['b.docx']],
    ]);
    const rows = screen.getAllByTestId('upload-row');
    expect(rows).toHaveLength(2);
    act(() => calls[0].progress(500, 1200));
    expect(rows[0]).toHaveAttribute('data-stage', '2');
    expect(rows[0]).toHaveTextContent('50%');
    act(() => calls[1].progress(1900, 2300));
    expect(rows[1]).toHaveAttribute('data-stage', '4');
    await act(async () => calls[0].resolve([uploaded('a.pdf')]));
    await act(async () => calls[1].resolve([uploaded('b.docx')]));
    await waitFor(() =>
      expect(screen.getByTestId('upload-success')).toHaveTextContent('2 files uploaded. They are being analysed.'),
    );
    expect(rows[0]).toHaveAttribute('data-status', 'done');
    expect(await within(rows[0]).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await user.click(screen.getByRole('link', { name: 'Go to the files' }));
    expect(JSON.parse(screen.getByTestId('where').textContent!).state).toEqual({
      section: 'MANAGE',
      entry: { staticId: 9997 },
    });
  });

  it('drops a name already in the uploaded list', async () => {
    const { choose, user } = setup();
    choose(file('a.pdf'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload files' })).getByRole('button', { name: 'Upload' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    choose(file('a.pdf'), file('c.pdf'));
    expect(screen.getByTestId('upload-rejections')).toHaveTextContent('a.pdf is already in the upload list.');
    expect(screen.getByRole('dialog', { name: 'Upload files' })).toHaveTextContent(
      '1 file will be uploaded and analysed.',
    );
  });

  it('says an empty file is empty, in English and in Spanish', async () => {
    const { choose } = setup();
    choose(file('minutes.pdf', 0));
    expect(screen.getByTestId('upload-rejections')).toHaveTextContent(
      'minutes.pdf is empty. Choose a file with content.',
    );
    expect(screen.getByTestId('upload-rejections')).not.toHaveTextContent(/invalid file format/i);
    await act(() => i18n.changeLanguage('es'));
    try {
      choose(file('acta.pdf', 0));
      expect(screen.getByTestId('upload-rejections')).toHaveTextContent(
        'acta.pdf está vacío. Elige un archivo con contenido.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("a server refusal of an empty file reads 'empty' on the row, translated", async () => {
    const { choose, user } = setup();
    choose(file('scan.pdf', 10));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload files' })).getByRole('button', { name: 'Upload' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0].reject(new ApiError('VALIDATION_ERROR', 400, DATA_ROOM_MESSAGES.emptyFile('scan.pdf'))),
    );
    const row = await screen.findByTestId('upload-row');
    expect(await within(row).findByRole('alert')).toHaveTextContent('scan.pdf is empty. Choose a file with content.');
  });

  it("shows the server's refusal on the failed row, translated", async () => {
    const { choose, user } = setup({ target: { customFolderExternalId: '12345678-1234-4234-8234-123456789012' } });
    choose(file('fake.pdf'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload files' })).getByRole('button', { name: 'Upload' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].target).toEqual({ customFolderExternalId: '12345678-1234-4234-8234-123456789012' });
    await act(async () =>
      calls[0].reject(
        new ApiError('VALIDATION_ERROR', 400, 'Invalid file format. Upload pdf, doc, docx, xls or xlsx files.'),
      ),
    );
    const row = await screen.findByTestId('upload-row');
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'error'));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'fake.pdf: invalid file format. Upload pdf, doc, docx, xls or xlsx files.',
    );
    expect(screen.getByText('1 file could not be uploaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-success')).not.toBeInTheDocument();
  });

  it('a new upload target starts with an empty list: no rows or success of the earlier folder', async () => {
    const first = { customFolderExternalId: 'aaaaaaaa-0000-4000-8000-000000000001' };
    const second = { customFolderExternalId: 'bbbbbbbb-0000-4000-8000-000000000002' };
    function TwoFolders() {
      const [target, setTarget] = useState<UploadTarget>(first);
      return (
        <>
          <button onClick={() => setTarget(second)}>next folder</button>
          <UploadDialog open onClose={vi.fn()} target={target} />
        </>
      );
    }
    signInWithTenant();
    renderDataRoom(<TwoFolders />);
    const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
    const user = userEvent.setup();
    choose(file('board.pdf'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload files' })).getByRole('button', { name: 'Upload' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0].resolve([uploaded('board.pdf')]));
    await waitFor(() => expect(screen.getByTestId('upload-success')).toHaveTextContent('1 file uploaded.'));

    // The same dialog, now for another folder.
    fireEvent.click(screen.getByRole('button', { name: 'next folder', hidden: true }));
    expect(screen.queryAllByTestId('upload-row')).toHaveLength(0);
    expect(screen.queryByTestId('upload-success')).not.toBeInTheDocument();
    // The earlier name no longer blocks the same name in the new folder.
    choose(file('board.pdf'));
    expect(screen.queryByTestId('upload-rejections')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation uploads nothing', async () => {
    const { choose, user } = setup();
    choose(file('a.pdf'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload files' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryAllByTestId('upload-row')).toHaveLength(0);
  });
});
