import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedFlag } from '@atrium/contract';
import { notify } from '../../../lib/notify';
import { RedFlagsList } from './RedFlagsList';
import { RedFlagsPanel } from './RedFlagsPanel';
import { FILE_ID, mockApi, renderWithQuery, selectTenant, type Call } from './test-utils';

vi.mock('../../../lib/notify', () => ({
  notify: vi.fn(),
  notifyActionError: vi.fn(),
  errorMessage: (e: Error) => e.message,
}));
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const flag = (externalId: string, name: string, status: RedFlag['status'], extra: Partial<RedFlag> = {}): RedFlag => ({
  externalId,
  name,
  status,
  quote: null,
  source: 'USER',
  file: { externalId: FILE_ID, name: 'SPA.docx' },
  createdAt: '2026-03-04T10:00:00.000Z',
  fixedBy: null,
  fixedAt: null,
  ...extra,
});
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A tiny red-flag server: keeps the flags in memory so lists re-read after each change. */
function flagServer(initial: RedFlag[], fail: Partial<Record<'create' | 'update' | 'delete', boolean>> = {}) {
  let flags = [...initial];
  const api = mockApi({
    'GET /api/red-flag': () => ({ content: flags }),
    'POST /api/red-flag/create': (c: Call) => {
      if (fail.create) return { status: 500, message: 'boom' };
      const body = c.body as { name: string; file: { externalId: string } | null };
      const created = flag(id(9), body.name, 'CREATED', {
        file: body.file ? { externalId: body.file.externalId, name: 'SPA.docx' } : null,
      });
      flags = [...flags, created];
      return { status: 201, content: created };
    },
    'PUT /api/red-flag': (c: Call) => {
      if (fail.update) return { status: 500, message: 'boom' };
      const body = c.body as { externalId: string; name: string; status: RedFlag['status'] };
      const fixed =
        body.status === 'FIXED'
          ? { fixedBy: { externalId: id(8), name: 'Max Acme' }, fixedAt: '2026-03-05T10:00:00.000Z' }
          : { fixedBy: null, fixedAt: null };
      flags = flags.map((f) =>
        f.externalId === body.externalId ? { ...f, name: body.name, status: body.status, ...fixed } : f,
      );
      return { content: flags.find((f) => f.externalId === body.externalId) };
    },
    'DELETE /api/red-flag': (c: Call) => {
      if (fail.delete) return { status: 500, message: 'boom' };
      flags = flags.filter((f) => f.externalId !== c.query.get('externalId'));
      return { content: { deleted: true } };
    },
    'GET /api/data-room/file-by-external': () => ({ status: 404 }),
  });
  return api;
}

beforeEach(selectTenant);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const INITIAL = [
  flag(id(1), 'Missing signature', 'CREATED'),
  flag(id(2), 'Unusual indemnity', 'ASSIGNED', { source: 'AI' }),
  flag(id(3), 'Old address', 'DISMISSED'),
  flag(id(4), 'Typo', 'FIXED'),
];

describe('red flags of a file (spec 3 §2.11)', () => {
  it('splits Active (CREATED, ASSIGNED) and Dismissed (DISMISSED, FIXED) and asks for the file', async () => {
    const api = flagServer(INITIAL);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('red-flag-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Missing signature'),
      expect.stringContaining('Unusual indemnity'),
    ]);
    expect(screen.queryByText('SPA.docx')).toBeNull(); // no file name on a file's own list
    await user.click(screen.getByRole('tab', { name: 'Dismissed (2)' }));
    expect(screen.getAllByTestId('red-flag-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Old address'),
      expect.stringContaining('Typo'),
    ]);
    const get = api.of('GET /api/red-flag')[0];
    expect([get.query.get('staticId'), get.query.get('fileExternalId')]).toEqual(['9999', FILE_ID]);
  });

  it('quotes the sentence that raised a flag of the analysis', async () => {
    const sentence = 'The Company is a defendant in a pending lawsuit seeking damages of $2,500,000.';
    flagServer([flag('rf-ai', 'Pending litigation', 'CREATED', { source: 'AI', quote: sentence })]);
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    const row = await screen.findByTestId('red-flag-row');
    expect(row).toHaveTextContent('Pending litigation');
    expect(row).toHaveTextContent(`“${sentence}”`);
  });

  it('creates a flag for the file; Save is disabled while the name is empty', async () => {
    const api = flagServer([]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await screen.findByText('No active red flags.');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('New red flag'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('New red flag'), 'Change of control clause{Enter}');
    expect(await screen.findByText('Change of control clause')).toBeInTheDocument();
    expect(api.of('POST /api/red-flag/create')[0].body).toEqual({
      name: 'Change of control clause',
      file: { externalId: FILE_ID },
    });
    expect(screen.getByLabelText('New red flag')).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
  });

  it('dismisses an active flag and re-flags it from the Dismissed tab', async () => {
    const api = flagServer([flag(id(1), 'Missing signature', 'CREATED')]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('tab', { name: 'Dismissed (1)' })).toBeInTheDocument();
    expect(api.of('PUT /api/red-flag')[0].body).toEqual({
      externalId: id(1),
      name: 'Missing signature',
      status: 'DISMISSED',
    });
    await user.click(screen.getByRole('tab', { name: 'Dismissed (1)' }));
    await user.click(screen.getByRole('button', { name: 'Re-Flag' }));
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(api.of('PUT /api/red-flag')[1].body).toEqual({
      externalId: id(1),
      name: 'Missing signature',
      status: 'CREATED',
    });
  });

  it('fixes an active flag: it moves to the Dismissed tab saying who fixed it, and Re-Flag brings it back', async () => {
    const api = flagServer([flag(id(1), 'Missing signature', 'CREATED')]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Fix' }));
    expect(await screen.findByRole('tab', { name: 'Dismissed (1)' })).toBeInTheDocument();
    expect(api.of('PUT /api/red-flag')[0].body).toEqual({
      externalId: id(1),
      name: 'Missing signature',
      status: 'FIXED',
    });
    expect(screen.getByText('No active red flags.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dismissed (1)' }));
    expect(await screen.findByText('Fixed by Max Acme on Mar 5, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fix' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Re-Flag' }));
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(api.of('PUT /api/red-flag')[1].body).toMatchObject({ status: 'CREATED' });
  });

  it('renames with Enter, refuses an empty name, and Escape cancels', async () => {
    const api = flagServer([flag(id(1), 'Missing signature', 'CREATED')]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByLabelText('Red flag name');
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(api.of('PUT /api/red-flag')).toHaveLength(0);
    await user.type(input, 'Nope{Escape}');
    expect(screen.queryByLabelText('Red flag name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByLabelText('Red flag name'));
    await user.type(screen.getByLabelText('Red flag name'), 'Signature missing on page 4{Enter}');
    expect(await screen.findByText('Signature missing on page 4')).toBeInTheDocument();
    expect(api.of('PUT /api/red-flag')).toHaveLength(1);
    expect(api.of('PUT /api/red-flag')[0].body).toEqual({
      externalId: id(1),
      name: 'Signature missing on page 4',
      status: 'CREATED',
    });
  });

  it('deletes after confirmation', async () => {
    const api = flagServer([flag(id(1), 'Missing signature', 'CREATED')]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Missing signature');
    expect(api.of('DELETE /api/red-flag')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No active red flags.')).toBeInTheDocument();
    expect(api.of('DELETE /api/red-flag')[0].query.get('externalId')).toBe(id(1));
  });

  it("shows the spec's messages when an action fails", async () => {
    flagServer([flag(id(1), 'Missing signature', 'CREATED')], { create: true, update: true, delete: true });
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsList fileExternalId={FILE_ID} />);
    await user.type(await screen.findByLabelText('New red flag'), 'X{Enter}');
    await waitFor(() => expect(notify).toHaveBeenCalledWith("Couldn't create red flag, please try again", 'error'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Error updating your flag. Please try again!', 'error'));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Red flag name'), ' 2{Enter}');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Error renaming, please try again', 'error'));
    fireEvent.keyDown(screen.getByLabelText('Red flag name'), { key: 'Escape' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Error deleting, please try again', 'error'));
  });
});

describe('red flags of a folder or the room', () => {
  it('names each flag’s file and lists the room (9999)', async () => {
    const api = flagServer(INITIAL);
    renderWithQuery(<RedFlagsPanel staticId={9999} />);
    expect((await screen.findAllByText('SPA.docx')).length).toBe(2);
    expect(screen.getByTestId('red-flag-list')).toHaveStyle({ maxHeight: '32.5rem' });
    const get = api.of('GET /api/red-flag')[0];
    expect([get.query.get('staticId'), get.query.get('fileExternalId')]).toEqual(['9999', null]);
  });

  it('lists a folder subtree and raises a room flag at that folder', async () => {
    const api = flagServer([]);
    const user = userEvent.setup();
    renderWithQuery(<RedFlagsPanel staticId={1} />);
    await user.type(await screen.findByLabelText('New red flag'), 'Minute book incomplete{Enter}');
    expect(await screen.findByText('Minute book incomplete')).toBeInTheDocument();
    expect(api.of('POST /api/red-flag/create')[0].body).toEqual({
      name: 'Minute book incomplete',
      file: null,
      staticId: 1,
    });
    expect(api.of('GET /api/red-flag')[0].query.get('staticId')).toBe('1');
  });
});
