import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAXONOMY, type StatsEntry, type TaxonomyEntry } from '@atrium/contract';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../api/stats', async (orig) => {
  const real = await orig<typeof import('../api/stats')>();
  return { ...real, statsApi: { stats: vi.fn() } };
});
const { statsApi } = await import('../api/stats');
const { default: DataRoomLandingPage } = await import('./DataRoomLandingPage');
const { renderDataRoom, signInWithTenant } = await import('../test-utils');

/** The server's reply: the tree with counts (files in the subtree, active flags), plus the master root. */
function reply(counts: Record<number, [number, number]>, master = 0): StatsEntry[] {
  const walk = (e: TaxonomyEntry): StatsEntry => ({
    staticId: e.staticId,
    count: counts[e.staticId]?.[0] ?? 0,
    redFlags: counts[e.staticId]?.[1] ?? 0,
    entries: e.entries.map(walk),
  });
  return [...TAXONOMY.map(walk), { staticId: 9997, count: master, redFlags: 0, entries: [] }];
}
const where = () => JSON.parse(screen.getByTestId('where').textContent!);

function setup(path?: string) {
  signInWithTenant();
  return { ...renderDataRoom(<DataRoomLandingPage />, path), user: userEvent.setup() };
}

describe('DataRoomLandingPage', () => {
  beforeEach(() => vi.mocked(statsApi.stats).mockReset());

  it('shows the seven category cards with their file and red-flag counts', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({ 0: [5, 2], 8: [3, 2], 147: [1, 0] }, 2));
    setup();
    const corporate = await screen.findByTestId('category-corporate');
    expect(within(corporate).getByTestId('file-count')).toHaveTextContent('5 files');
    expect(within(corporate).getByTestId('red-flag-count')).toHaveTextContent('2 red flags');
    expect(within(screen.getByTestId('category-finance')).getByTestId('file-count')).toHaveTextContent('1 file');
    expect(within(screen.getByTestId('category-other-documents')).getByTestId('red-flag-count')).toHaveTextContent(
      '0 red flags',
    );
    const slugs = screen.getAllByTestId(/^category-/).map((c) => c.dataset.testid);
    expect(slugs).toEqual([
      'category-corporate',
      'category-human-resources',
      'category-stockholder-information',
      'category-operations',
      'category-intellectual-property',
      'category-finance',
      'category-other-documents',
    ]);
    expect(screen.getByText('2 files are waiting in Processing for their folders.')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-empty')).not.toBeInTheDocument();
  });

  it('links a card with active red flags to the Red Flags section of its folder', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({ 54: [2, 1] }));
    const { user } = setup();
    const hr = await screen.findByTestId('category-human-resources');
    expect(
      within(screen.getByTestId('category-corporate')).queryByRole('link', { name: /red flag/ }),
    ).not.toBeInTheDocument();
    await user.click(within(hr).getByRole('link', { name: '1 red flag' }));
    expect(where()).toEqual({
      path: '/one/data-room/files',
      search: '',
      state: { section: 'RED_FLAGS', entry: { staticId: 54 } },
    });
  });

  it('expands the folder list on hover and opens a folder on the files screen', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({ 0: [3, 0], 8: [3, 0] }));
    const { user } = setup();
    const corporate = await screen.findByTestId('category-corporate');
    const toggle = within(corporate).getByRole('button', { name: 'Show the folders of Corporate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.hover(corporate);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(corporate).getByRole('list', { name: 'Folders of Corporate' });
    const governance = within(list).getByRole('link', { name: '1.2 Governance' });
    expect(governance.closest('li')).toHaveTextContent('3');
    await user.click(governance);
    expect(where()).toEqual({
      path: '/one/data-room/files',
      search: '',
      state: { section: 'MANAGE', entry: { staticId: 8 } },
    });
  });

  it('lets the keyboard reach the folder list: focus expands the card', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({}));
    const { user } = setup();
    const finance = await screen.findByTestId('category-finance');
    act(() => within(finance).getByRole('link', { name: 'Finance' }).focus());
    const toggle = within(finance).getByRole('button', { name: 'Show the folders of Finance' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(within(finance).getByRole('link', { name: '6.1 Financial Statements' })).toHaveFocus();
  });

  it('says the room is empty when there are no files', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({}));
    setup();
    expect(await screen.findByTestId('landing-empty')).toHaveTextContent('Your data room is empty');
  });

  it('offers a retry when the counts cannot be loaded', async () => {
    vi.mocked(statsApi.stats)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(reply({ 0: [1, 0] }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByTestId('category-corporate')).getByTestId('file-count')).toHaveTextContent(
      '1 file',
    );
  });

  it('forwards ?documentId to the files screen', async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({}));
    setup('/one/data-room?documentId=abc');
    await waitFor(() =>
      expect(where()).toEqual({
        path: '/one/data-room/files',
        search: '?documentId=abc',
        state: { section: 'MANAGE' },
      }),
    );
  });

  it("drops files into the upload dialog's confirmation with the 'n files' message", async () => {
    vi.mocked(statsApi.stats).mockResolvedValue(reply({}));
    setup();
    await screen.findByTestId('category-corporate');
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.docx'), new File(['c'], 'c.xlsx')];
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files } });
    const confirm = await screen.findByRole('dialog', { name: 'Upload files' });
    expect(confirm).toHaveTextContent('3 files will be uploaded and analysed.');
  });
});
