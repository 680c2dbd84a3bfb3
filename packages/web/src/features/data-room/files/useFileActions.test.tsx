import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useFileActions } from './useFileActions';
import { fileRow, folder } from './test-data';
import { findNode, type CustomTreeNode } from './custom-tree-counts';

const api = vi.hoisted(() => ({ move: vi.fn(), customMove: vi.fn(), approve: vi.fn(), remove: vi.fn() }));
const snack = vi.hoisted(() => ({ enqueue: vi.fn(), close: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../api/files', () => ({
  filesApi: { move: api.move, approve: api.approve, remove: api.remove, download: vi.fn() },
  downloadName: vi.fn(),
  saveBlob: vi.fn(),
}));
vi.mock('../api/custom-folders', () => ({ customFoldersApi: { moveFiles: api.customMove } }));
vi.mock('notistack', () => ({ enqueueSnackbar: snack.enqueue, closeSnackbar: snack.close }));
vi.mock('../../../lib/notify', () => ({ notify, notifyActionError: vi.fn() }));

const C1 = 'c1c1c1c1-0000-4000-8000-000000000001';
const C2 = 'c2c2c2c2-0000-4000-8000-000000000002';

function setup() {
  let tree: CustomTreeNode[] = [folder(C1, 1), folder(C2, 0)];
  const update = (fn: (t: CustomTreeNode[]) => CustomTreeNode[]) => {
    tree = fn(tree);
  };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useFileActions('tenant', update), { wrapper });
  return { result, tree: () => tree };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.move.mockResolvedValue([]);
  api.customMove.mockResolvedValue([]);
});

describe('useFileActions: move with Close/Undo', () => {
  it('moves, offers Undo, and Undo sends every file back to its own previous folder', async () => {
    const { result, tree } = setup();
    const fromMaster = fileRow({ parentStaticId: 9997 });
    const fromLeases = fileRow({ parentStaticId: 29 });
    const fromCustom = fileRow({ parentStaticId: null, customFolderExternalId: C1 });
    await act(() => result.current.move([fromMaster, fromLeases, fromCustom], { kind: 'custom', externalId: C2 }));
    expect(api.customMove).toHaveBeenCalledWith(
      [fromMaster.externalId, fromLeases.externalId, fromCustom.externalId],
      C2,
    );
    expect([findNode(tree(), C1)!.nodeCount, findNode(tree(), C2)!.nodeCount]).toEqual([0, 3]);
    expect(snack.enqueue).toHaveBeenCalledWith(
      '3 files moved',
      expect.objectContaining({ action: expect.any(Function) }),
    );

    const { action } = snack.enqueue.mock.calls[0][1] as { action: (key: string) => ReactNode };
    render(<>{action('k')}</>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('Move undone', 'info'));
    expect(snack.close).toHaveBeenCalledWith('k');
    expect(api.move).toHaveBeenCalledWith([fromMaster.externalId], 9997);
    expect(api.move).toHaveBeenCalledWith([fromLeases.externalId], 29);
    expect(api.customMove).toHaveBeenLastCalledWith([fromCustom.externalId], C1);
    expect([findNode(tree(), C1)!.nodeCount, findNode(tree(), C2)!.nodeCount]).toEqual([1, 0]);
  });

  it('warns when nothing is selected and makes no call', async () => {
    const { result } = setup();
    await act(() => result.current.move([], { kind: 'static', staticId: 29 }));
    expect(notify).toHaveBeenCalledWith('No files selected', 'warning');
    expect(api.move).not.toHaveBeenCalled();
  });

  it('a refused move says it could not move the files; a failure says error moving files', async () => {
    const { ApiError } = await import('../../../lib/api-error');
    const { result } = setup();
    api.move.mockRejectedValueOnce(new ApiError('NOT_FOUND', 404, 'x'));
    await act(() => result.current.move([fileRow()], { kind: 'static', staticId: 29 }));
    expect(notify).toHaveBeenLastCalledWith('Could not move files', 'error');
    api.move.mockRejectedValueOnce(new ApiError('NO_RESPONSE_RECEIVED', 500, 'x'));
    await act(() => result.current.move([fileRow()], { kind: 'static', staticId: 29 }));
    expect(notify).toHaveBeenLastCalledWith('Error moving files', 'error');
    expect(snack.enqueue).not.toHaveBeenCalled();
  });

  it('approve warns without a selection and reports the move to the suggested folders', async () => {
    const { result } = setup();
    await act(() => result.current.approve([]));
    expect(notify).toHaveBeenLastCalledWith('Select a file to approve', 'warning');
    expect(api.approve).not.toHaveBeenCalled();
    const ready = fileRow({ suggestedStaticId: 16, processingState: 'PROCESSED_AND_NOT_PLACED' });
    api.approve.mockResolvedValueOnce([ready]);
    await act(() => result.current.approve([ready]));
    expect(notify).toHaveBeenLastCalledWith('Files moved to their suggested folders', 'success');
  });

  it('approve names the files it did not move and why, and answers them (they stay selected)', async () => {
    const { result } = setup();
    const ready = fileRow({ name: 'Lease.pdf', suggestedStaticId: 16, processingState: 'PROCESSED_AND_NOT_PLACED' });
    const scan = fileRow({ name: 'scan.pdf', processingState: 'CANNOT_BE_ANALYZED' });
    const draft = fileRow({ name: 'draft.docx', processingState: 'PROCESSING_SUGGESTED_FOLDER' });
    api.approve.mockResolvedValueOnce([ready]);
    let left: unknown;
    await act(async () => {
      left = await result.current.approve([ready, scan, draft]);
    });
    expect(notify).toHaveBeenLastCalledWith(
      '1 file moved to its suggested folder. 2 not moved: scan.pdf could not be analysed (move it by hand); draft.docx has no suggested folder yet.',
      'warning',
    );
    expect(left).toEqual([scan, draft]);

    const { ApiError } = await import('../../../lib/api-error');
    api.approve.mockRejectedValueOnce(new ApiError('VALIDATION_ERROR', 400, 'x'));
    await act(async () => {
      left = await result.current.approve([scan]);
    });
    expect(notify).toHaveBeenLastCalledWith(
      'No file was moved. Not moved: scan.pdf could not be analysed (move it by hand).',
      'warning',
    );
    expect(left).toEqual([scan]);
  });
});
