import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRoomSearchMatch } from '@atrium/contract';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../api/search', async (orig) => {
  const real = await orig<typeof import('../api/search')>();
  return { ...real, searchApi: { search: vi.fn(), history: vi.fn(), saveHistory: vi.fn() } };
});
const { searchApi } = await import('../api/search');
const { DataRoomSearch } = await import('./DataRoomSearch');
const { renderDataRoom, signInWithTenant } = await import('../test-utils');

const FILE_ID = '99999999-9999-4999-8999-999999999999';
const match = (extra: Partial<DataRoomSearchMatch>): DataRoomSearchMatch => ({
  externalId: null,
  name: 'x',
  type: 'FILE',
  staticId: null,
  parentStaticId: null,
  customFolderExternalId: null,
  suggestedStaticId: null,
  fileUrl: null,
  snippet: null,
  ...extra,
});

function setup() {
  signInWithTenant();
  const view = renderDataRoom(<DataRoomSearch />);
  return { ...view, box: screen.getByRole('combobox', { name: 'Search the data room' }), user: userEvent.setup() };
}
const where = () => JSON.parse(screen.getByTestId('where').textContent!);

describe('DataRoomSearch', () => {
  beforeEach(() => {
    vi.mocked(searchApi.search).mockReset().mockResolvedValue([]);
    vi.mocked(searchApi.history).mockReset().mockResolvedValue([]);
    vi.mocked(searchApi.saveHistory).mockReset().mockResolvedValue({ search: 'x', type: 0 });
  });

  it('shows the search history on an empty input and fills the input from it', async () => {
    vi.mocked(searchApi.history).mockResolvedValue([
      { search: 'Board minutes 2025', type: 0 },
      { search: 'nda', type: 0 },
    ]);
    const { box, user } = setup();
    await user.click(box);
    const list = await screen.findByRole('listbox', { name: 'Search history' });
    expect(searchApi.history).toHaveBeenCalledWith(0);
    await user.click(within(list).getByRole('option', { name: 'nda' }));
    expect(box).toHaveValue('nda');
    expect(screen.queryByRole('listbox', { name: 'Search history' })).not.toBeInTheDocument();
  });

  it('lists taxonomy folders first, then server matches with type badges, and navigates to a chosen file', async () => {
    vi.mocked(searchApi.search).mockResolvedValue([
      match({ externalId: FILE_ID, name: 'Mutual NDA.pdf', type: 'FILE', parentStaticId: 49 }),
      match({ externalId: null, name: 'Press kit', type: 'URL', fileUrl: 'https://example.com/kit' }),
    ]);
    const { box, user } = setup();
    await user.type(box, '  non-disclosure ');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const [folder, file, url] = screen.getAllByRole('option');
    expect(folder).toHaveTextContent('1.8.4 Non-Disclosure Agreements');
    expect(folder).toHaveTextContent('Folder');
    expect(file).toHaveTextContent('Mutual NDA.pdf');
    expect(file).toHaveTextContent('File');
    expect(file).toHaveTextContent('1.8.4 Non-Disclosure Agreements');
    expect(url).toHaveTextContent('URL');
    expect(searchApi.search).toHaveBeenLastCalledWith('non-disclosure', expect.anything());
    await user.click(file);
    expect(searchApi.saveHistory).toHaveBeenCalledWith('Mutual NDA.pdf', 0);
    expect(where()).toEqual({
      path: '/one/data-room/files',
      search: `?documentId=${FILE_ID}`,
      state: { section: 'MANAGE' },
    });
  });

  it('opens a taxonomy folder on the files screen and saves it to the history', async () => {
    const { box, user } = setup();
    await user.type(box, 'subpoe');
    await user.click(await screen.findByRole('option', { name: /Subpoenas/ }));
    expect(searchApi.saveHistory).toHaveBeenCalledWith('1.5.5 Subpoenas', 0);
    expect(where()).toEqual({
      path: '/one/data-room/files',
      search: '',
      state: { section: 'MANAGE', entry: { staticId: 182 } },
    });
  });

  it('opens a URL match in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.mocked(searchApi.search).mockResolvedValue([
      match({ name: 'Press kit', type: 'URL', fileUrl: 'https://example.com/kit' }),
    ]);
    const { box, user } = setup();
    await user.type(box, 'press');
    await user.click(await screen.findByRole('option', { name: /Press kit/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/kit', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("says 'No matches' when nothing matches and clears and closes on Escape", async () => {
    const { box, user } = setup();
    await user.type(box, 'zzzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('shows the clear button only for non-blank text', async () => {
    const { box, user } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, '   ');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'ab');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });

  it('does not ask the server for fewer than 2 characters', async () => {
    const { box, user } = setup();
    await user.type(box, 'a');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(searchApi.search).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const { box, user } = setup();
    await user.type(box, 'zzzz');
    await screen.findByTestId('search-dropdown');
    await user.click(document.body);
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('picks a match with the keyboard', async () => {
    const { box, user } = setup();
    await user.type(box, 'subpoenas');
    await screen.findByRole('option', { name: /Subpoenas/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where().state).toEqual({ section: 'MANAGE', entry: { staticId: 182 } });
  });
});
