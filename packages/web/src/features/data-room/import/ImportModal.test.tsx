import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { DocCenterTreeNode } from '@atrium/contract';
import { workspaceStore } from '../../../workspace/workspace';
import { documentCenterApi } from '../../document-center';
import { ImportModal } from './ImportModal';

vi.mock('../../document-center/api/document-center-api', () => ({
  documentCenterApi: { tree: vi.fn(), importToDataRoom: vi.fn() },
}));
vi.setConfig({ testTimeout: 20_000 });
const api = vi.mocked(documentCenterApi);

const file = (externalId: string, name: string): DocCenterTreeNode => ({
  externalId,
  name,
  type: 'FILE',
  fileCount: 0,
  children: [],
});
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TREE: DocCenterTreeNode[] = [
  {
    externalId: ID(1),
    name: 'Legal',
    type: 'FOLDER',
    fileCount: 2,
    children: [file(ID(2), 'NDA.pdf'), file(ID(3), 'Bylaws.pdf')],
  },
  { externalId: ID(4), name: 'Empty', type: 'FOLDER', fileCount: 0, children: [] },
  file(ID(5), 'Pitch.pdf'),
];

function renderModal(path = '/one/data-room', onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <ImportModal open onClose={onClose} />
        </SnackbarProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  workspaceStore.set({
    ...workspaceStore.get(),
    selectedTenantMembership: {
      externalId: ID(90),
      tenant: { externalId: ID(91), name: 'Acme', accountType: 'COMPANY', isInternal: false },
      roles: [],
      workspaceExternalId: ID(92),
    } as never,
  });
  api.tree.mockResolvedValue(TREE);
  api.importToDataRoom.mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

describe('import modal', () => {
  it('shows the tree without empty folders; Import is disabled until something is selected', async () => {
    renderModal();
    const tree = await screen.findByRole('tree');
    expect(within(tree).getByRole('checkbox', { name: 'Legal' })).toBeInTheDocument();
    expect(within(tree).getByRole('checkbox', { name: 'Pitch.pdf' })).toBeInTheDocument();
    expect(within(tree).queryByRole('checkbox', { name: 'Empty' })).not.toBeInTheDocument();
    expect(screen.getByText('0 files selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('checks a folder with all its files, counts them, and shows a mixed folder as indeterminate', async () => {
    renderModal();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Legal' }));
    expect(screen.getByText('2 files selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Legal' }));
    expect(screen.getByRole('checkbox', { name: 'NDA.pdf' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'NDA.pdf' }));
    expect(screen.getByRole('checkbox', { name: 'Legal' })).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('1 file selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('search expands the parents of matches and hides the rest', async () => {
    renderModal();
    await screen.findByRole('tree');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search files and folders' }), 'nda');
    expect(await screen.findByRole('checkbox', { name: 'NDA.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Pitch.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Bylaws.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Legal' })).toBeInTheDocument();
  });

  it('Import goes busy, posts the file ids, and closes with the notice after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onClose } = renderModal();
    await user.click(await screen.findByRole('checkbox', { name: 'Legal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pitch.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(api.importToDataRoom).toHaveBeenCalledWith([ID(2), ID(3), ID(5)], undefined);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(750);
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Importing 3 files. They appear in the data room in a moment.')).toBeInTheDocument();
  });

  it('a failed import still closes with the notice (the result is ignored) and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.importToDataRoom.mockRejectedValue(new Error('nope'));
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pitch.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the processing hint outside shared rooms only', async () => {
    renderModal('/one/data-room/files');
    expect(await screen.findByText(/Imported files are analysed by AI/)).toBeInTheDocument();
  });
  it('hides the processing hint inside virtual data rooms', async () => {
    renderModal('/one/virtual-data-rooms/room');
    await screen.findByRole('tree');
    expect(screen.queryByText(/Imported files are analysed by AI/)).not.toBeInTheDocument();
  });
});
