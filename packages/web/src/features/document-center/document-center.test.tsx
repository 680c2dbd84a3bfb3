import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { DocCenterItem } from '@atrium/contract';
import { documentCenterApi, uploadFiles } from './api/document-center-api';
import { DocumentBrowser, sortItems, type BrowserState } from './DocumentBrowser';
import { ItemList } from './ItemList';

vi.mock('./api/document-center-api', () => ({
  documentCenterApi: {
    files: vi.fn(),
    portalFiles: vi.fn(),
    path: vi.fn(),
    folders: vi.fn(),
    createFolder: vi.fn(),
    createLink: vi.fn(),
    updateLink: vi.fn(),
    rename: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
    checkDuplicates: vi.fn(),
    byTerm: vi.fn(),
  },
  uploadFiles: vi.fn(),
  downloadOne: vi.fn(),
  downloadMany: vi.fn(),
}));
// Dialog-heavy flows run slowly on the shared 2-core machine; generous per-test limit (no timing is asserted).
vi.setConfig({ testTimeout: 20_000 });
const api = vi.mocked(documentCenterApi);
const upload = vi.mocked(uploadFiles);

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TENANT = ID(99);
const item = (n: number, name: string, extra: Partial<DocCenterItem> = {}): DocCenterItem => ({
  externalId: ID(n),
  name,
  kind: 'FILE',
  ownership: 'ALL',
  parentExternalId: null,
  size: 2048,
  contentType: 'application/pdf',
  url: null,
  fileCount: 0,
  owner: { externalId: ID(50), name: 'Olivia Owner' },
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  ...extra,
});
const folder = item(1, 'Contracts', { kind: 'FOLDER', size: 0, contentType: null, fileCount: 3 });
const report = item(2, 'Report.pdf');
const personal = item(3, 'Notes.docx', { ownership: 'PERSONAL', size: 3_500_000 });
const provided = item(4, 'Onboarding.pdf', { ownership: 'PROVIDER', owner: { externalId: ID(51), name: 'Kim Kam' } });

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>{ui}</SnackbarProvider>
    </QueryClientProvider>,
  );
}

const ROOT: BrowserState = { folder: null, term: '', ownership: 'ALL' };
function renderBrowser(state: BrowserState = ROOT, onState = vi.fn()) {
  return {
    onState,
    ...wrap(<DocumentBrowser source={{ kind: 'one', tenant: TENANT }} state={state} onState={onState} />),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.files.mockResolvedValue([report, folder, personal, provided]);
  api.path.mockResolvedValue([]);
  upload.mockReturnValue({ promise: Promise.resolve([]), abort: vi.fn() });
});

describe('item list', () => {
  const props = {
    selected: new Set<string>(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    onOpen: vi.fn(),
    onAction: vi.fn(),
    actions: ['download', 'rename', 'move', 'delete'] as const,
    selectable: true,
  };
  it('shows a table with name, size (files beneath a folder), owner and ownership badges on desktop', () => {
    wrap(<ItemList {...props} items={sortItems([report, folder, personal, provided])} mobile={false} />);
    const table = screen.getByRole('table', { name: 'Folders and files' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('button', { name: 'Contracts' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 files')).toBeInTheDocument();
    expect(within(table).getAllByText('2 KB')).toHaveLength(2);
    expect(within(table).getByText('3.3 MB')).toBeInTheDocument();
    expect(within(table).getByText('Personal')).toBeInTheDocument();
    expect(within(table).getByText('From Atrium')).toBeInTheDocument();
    expect(within(table).getByText('Kim Kam')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
  it('shows cards on phones and opens an item from its name', async () => {
    const onOpen = vi.fn();
    wrap(<ItemList {...props} onOpen={onOpen} items={[folder, report]} mobile />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Folders and files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Contracts' }));
    expect(onOpen).toHaveBeenCalledWith(folder);
  });
  it('offers the row actions from a menu', async () => {
    const onAction = vi.fn();
    wrap(<ItemList {...props} onAction={onAction} items={[report]} mobile={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Report.pdf' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onAction).toHaveBeenCalledWith('rename', report);
  });
});

describe('document browser', () => {
  it('lists folders first and opens a folder through the state', async () => {
    const { onState } = renderBrowser();
    const names = (
      await screen.findAllByRole('button', { name: /^(Contracts|Report\.pdf|Notes\.docx|Onboarding\.pdf)$/ })
    ).map((b) => b.textContent);
    expect(names).toEqual(['Contracts', 'Notes.docx', 'Onboarding.pdf', 'Report.pdf']);
    await userEvent.click(screen.getByRole('button', { name: 'Contracts' }));
    expect(onState).toHaveBeenCalledWith({ folder: ID(1), term: '' });
  });
  it('asks for the ownership filter', async () => {
    const { onState } = renderBrowser({ ...ROOT, ownership: 'PERSONAL' });
    await screen.findByRole('button', { name: 'Report.pdf' });
    expect(api.files).toHaveBeenCalledWith(null, 'PERSONAL', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'From Atrium' }));
    expect(onState).toHaveBeenCalledWith({ ownership: 'PROVIDER' });
  });
  it('shows breadcrumbs from the path call and goes back to the root', async () => {
    api.path.mockResolvedValue([{ externalId: ID(1), name: 'Contracts' }]);
    api.files.mockResolvedValue([]);
    const { onState } = renderBrowser({ ...ROOT, folder: ID(1) });
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(await within(crumbs).findByText('Contracts')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
    await userEvent.click(within(crumbs).getByRole('button', { name: 'Document center' }));
    expect(onState).toHaveBeenCalledWith({ folder: null, term: '' });
  });
  it('shows an error with a retry', async () => {
    api.files.mockRejectedValueOnce(new Error('boom')).mockResolvedValue([report]);
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Report.pdf' })).toBeInTheDocument();
  });
  it('searches by term instead of listing the folder', async () => {
    api.byTerm.mockResolvedValue([report]);
    renderBrowser({ ...ROOT, term: 'rep' });
    expect(await screen.findByRole('button', { name: 'Report.pdf' })).toBeInTheDocument();
    expect(api.byTerm).toHaveBeenCalledWith('rep', undefined);
    expect(api.files).not.toHaveBeenCalled();
    expect(screen.getByText('Results for “rep”')).toBeInTheDocument();
  });
  it('staff on a client company name it in every call', async () => {
    api.portalFiles.mockResolvedValue([report]);
    wrap(<DocumentBrowser source={{ kind: 'portal', tenant: TENANT }} state={ROOT} onState={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Report.pdf' })).toBeInTheDocument();
    expect(api.portalFiles).toHaveBeenCalledWith(TENANT, null);
    expect(screen.queryByRole('button', { name: 'Personal' })).not.toBeInTheDocument();
  });
  it('deletes after a confirmation', async () => {
    api.remove.mockResolvedValue({ deleted: 1 });
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Report.pdf' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Delete “Report.pdf”\?/)).toBeInTheDocument();
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith([ID(2)]));
  });
  it('refuses an empty folder name without a call', async () => {
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder name cannot be empty')).toBeInTheDocument();
    expect(api.createFolder).not.toHaveBeenCalled();
  });
  it('creates a personal folder in the open folder', async () => {
    api.createFolder.mockResolvedValue(folder);
    renderBrowser({ ...ROOT, folder: ID(1) });
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Board');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Only me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.createFolder).toHaveBeenCalledWith('Board', ID(1), 'PERSONAL', undefined));
  });
});

describe('rename and move', () => {
  it('renames from the row menu with the current name prefilled', async () => {
    api.rename.mockResolvedValue({ ...report, name: 'Q1.pdf' });
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Report.pdf' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    const box = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(box).toHaveValue('Report.pdf');
    await userEvent.clear(box);
    await userEvent.type(box, 'Q1.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.rename).toHaveBeenCalledWith(ID(2), 'Q1.pdf'));
  });
  it('moves into a folder picked by browsing; the current folder and the moved folder itself are not targets', async () => {
    api.folders.mockImplementation(async (parent) => (parent === null ? [folder] : []));
    api.move.mockResolvedValue([]);
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Report.pdf' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 1 item' });
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Contracts' }));
    expect(await within(dialog).findByText('No folders here')).toBeInTheDocument();
    expect(api.folders).toHaveBeenLastCalledWith(ID(1), undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith([ID(2)], ID(1)));
  });
  it('a folder cannot be moved into itself', async () => {
    api.folders.mockResolvedValue([folder]);
    renderBrowser();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Contracts' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 1 item' });
    expect(await within(dialog).findByRole('button', { name: 'Contracts' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('upload with the duplicate check', () => {
  const a = new File(['aaa'], 'Report.pdf', { type: 'application/pdf' });
  const b = new File(['bbbb'], 'New.pdf', { type: 'application/pdf' });
  const pick = async (...files: File[]) => {
    await screen.findByRole('button', { name: 'Report.pdf' });
    await userEvent.upload(screen.getByTestId('document-center-file-input'), files);
  };

  it('uploads at once when no name exists', async () => {
    api.checkDuplicates.mockResolvedValue({ duplicates: [] });
    renderBrowser();
    await pick(b);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(api.checkDuplicates).toHaveBeenCalledWith(['New.pdf'], null, undefined);
    expect(upload.mock.calls[0]![0]).toEqual([b]);
    expect(upload.mock.calls[0]![1]).toEqual({ parentId: null, overwrittenFiles: [], tenantExternalId: undefined });
    expect(await screen.findByText('1 file uploaded')).toBeInTheDocument();
  });
  it('lists the duplicates and overwrites them when asked', async () => {
    api.checkDuplicates.mockResolvedValue({ duplicates: ['Report.pdf'] });
    renderBrowser();
    await pick(a, b);
    const dialog = await screen.findByRole('dialog', { name: 'Files already exist' });
    expect(within(dialog).getByText('Report.pdf')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toEqual([a, b]);
    expect(upload.mock.calls[0]![1]).toMatchObject({ overwrittenFiles: ['Report.pdf'] });
  });
  it('skips the duplicates when asked', async () => {
    api.checkDuplicates.mockResolvedValue({ duplicates: ['Report.pdf'] });
    renderBrowser();
    await pick(a, b);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Files already exist' })).getByRole('button', {
        name: 'Skip them',
      }),
    );
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toEqual([b]);
    expect(upload.mock.calls[0]![1]).toMatchObject({ overwrittenFiles: [] });
  });
  it('uploads nothing when every file is skipped', async () => {
    api.checkDuplicates.mockResolvedValue({ duplicates: ['Report.pdf'] });
    renderBrowser();
    await pick(a);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Files already exist' })).getByRole('button', {
        name: 'Skip them',
      }),
    );
    expect(await screen.findByText('Nothing to upload')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
  it('uploads nothing when the duplicates dialog is cancelled', async () => {
    api.checkDuplicates.mockResolvedValue({ duplicates: ['Report.pdf'] });
    renderBrowser();
    await pick(a);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Files already exist' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Files already exist' })).not.toBeInTheDocument());
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('links', () => {
  const link = item(5, 'Company website', {
    kind: 'URL',
    size: 0,
    contentType: null,
    url: 'https://acme.example.com/',
  });

  it('a link row is an anchor to a new tab without opener or referrer; its menu edits it instead of downloading', async () => {
    api.files.mockResolvedValue([link]);
    api.updateLink.mockResolvedValue({ ...link, url: 'https://acme.example.org/' });
    renderBrowser();
    const a = await screen.findByRole('link', { name: 'Open Company website in a new tab' });
    expect(a).toHaveAttribute('href', 'https://acme.example.com/');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Company website' }));
    expect(screen.queryByRole('menuitem', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit link' }));
    const address = screen.getByRole('textbox', { name: 'Web address' });
    expect(address).toHaveValue('https://acme.example.com/');
    await userEvent.clear(address);
    await userEvent.type(address, 'acme.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(api.updateLink).toHaveBeenCalledWith(link.externalId, 'Company website', 'https://acme.example.org/'),
    );
  });

  it('adds a link in the open folder, and refuses a javascript: address without a call', async () => {
    api.createLink.mockResolvedValue(link);
    renderBrowser({ ...ROOT, folder: folder.externalId });
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Company website');
    const address = within(dialog).getByRole('textbox', { name: 'Web address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(
      within(dialog).getByText('Only web addresses starting with http:// or https:// can be added'),
    ).toBeInTheDocument();
    expect(api.createLink).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'acme.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(api.createLink).toHaveBeenCalledWith(
        'Company website',
        'https://acme.example.com/',
        folder.externalId,
        undefined,
      ),
    );
  });
});
