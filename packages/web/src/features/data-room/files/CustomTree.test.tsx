import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CustomTree, type CustomTreeProps } from './CustomTree';
import { folder } from './test-data';
import { findNode, type CustomTreeNode } from './custom-tree-counts';

const api = vi.hoisted(() => ({ remove: vi.fn(), restore: vi.fn(), tree: vi.fn(), create: vi.fn() }));
const snack = vi.hoisted(() => ({ enqueue: vi.fn(), close: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../api/custom-folders', () => ({ customFoldersApi: api }));
vi.mock('notistack', () => ({ enqueueSnackbar: snack.enqueue, closeSnackbar: snack.close }));
vi.mock('../../../lib/notify', () => ({ notify, notifyActionError: vi.fn() }));

const BOARD = 'b0b0b0b0-0000-4000-8000-000000000001';
const MINUTES = 'b0b0b0b0-0000-4000-8000-000000000002';
const EMPTY = 'b0b0b0b0-0000-4000-8000-000000000003';
const restore = {
  folders: [
    { externalId: BOARD, name: BOARD, parentExternalId: null },
    { externalId: MINUTES, name: MINUTES, parentExternalId: BOARD },
  ],
  files: [{ externalId: 'f1', folderExternalId: MINUTES }],
};

function setup() {
  let tree: CustomTreeNode[] = [folder(BOARD, 3, [folder(MINUTES, 2)]), folder(EMPTY, 0)];
  const onDeleted = vi.fn();
  const props: CustomTreeProps = {
    tree,
    loading: false,
    update: (fn) => {
      tree = fn(tree);
    },
    loadChildren: vi.fn(),
    expanded: new Set(),
    setExpanded: vi.fn(),
    selection: { kind: 'master' } as never,
    touch: false,
    onSelect: vi.fn(),
    onEnter: vi.fn(),
    onDeleted,
  };
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CustomTree {...props} />
    </QueryClientProvider>,
  );
  return { tree: () => tree, onDeleted };
}

async function openDelete(id: string) {
  fireEvent.contextMenu(within(screen.getByTestId(`custom-${id}`)).getAllByRole('button')[0]);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  vi.clearAllMocks();
  api.remove.mockResolvedValue({ deleted: 2, movedFiles: 3, restore });
  api.restore.mockResolvedValue({ folders: 2, files: 3 });
  api.tree.mockResolvedValue([
    {
      externalId: BOARD,
      name: BOARD,
      parentExternalId: null,
      nodeCount: 3,
      hasChildren: true,
      nodes: [
        { externalId: MINUTES, name: MINUTES, parentExternalId: BOARD, nodeCount: 2, hasChildren: false, nodes: [] },
      ],
    },
    { externalId: EMPTY, name: EMPTY, parentExternalId: null, nodeCount: 0, hasChildren: false, nodes: [] },
  ]);
});

describe('CustomTree: deleting a folder', () => {
  it('says how many files the folder holds and that they go back to Processing', async () => {
    setup();
    const dialog = await openDelete(BOARD);
    expect(dialog).toHaveTextContent(
      'This folder holds 3 files (with its subfolders). Delete the folder? The files go back to Processing; they are not deleted.',
    );
  });

  it('an empty folder asks the plain question', async () => {
    setup();
    expect(await openDelete(EMPTY)).toHaveTextContent('Are you sure you want to delete this folder?');
  });

  it('deletes, says the files went back to Processing, and Undo restores the folder with its files', async () => {
    const { tree, onDeleted } = setup();
    const dialog = await openDelete(BOARD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.remove).toHaveBeenCalledWith([BOARD]));
    expect(findNode(tree(), BOARD)).toBeNull();
    expect(onDeleted).toHaveBeenCalledWith(BOARD);
    expect(snack.enqueue).toHaveBeenCalledWith(
      'Folder deleted; 3 files went back to Processing',
      expect.objectContaining({ action: expect.any(Function) }),
    );

    const { action } = snack.enqueue.mock.calls[0][1] as { action: (key: string) => ReactNode };
    render(<>{action('k')}</>);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('Folder restored', 'info'));
    expect(api.restore).toHaveBeenCalledWith(restore);
    expect(findNode(tree(), BOARD)?.nodeCount).toBe(3);
    expect(findNode(tree(), MINUTES)?.nodeCount).toBe(2);
  });
});

describe('CustomTree: creating a folder', () => {
  it('a name a sibling already has is refused with a clear message and the input stays', async () => {
    const { ApiError } = await import('../../../lib/api-error');
    api.create.mockRejectedValueOnce(new ApiError('CONFLICT', 409, 'A folder with this name already exists here'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create Folder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New folder name' }), 'empty folder{Enter}');
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'A folder with this name already exists here. Choose another name.',
        'warning',
      ),
    );
    expect(api.create).toHaveBeenCalledWith('empty folder', null);
    expect(screen.getByRole('textbox', { name: 'New folder name' })).toBeInTheDocument();
  });
});
