import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taxonomyEntry, type DataRoomFile } from '@atrium/contract';
import i18n from '../../../lib/i18n';
import { FileList, type FileListProps } from './FileList';
import { fileRow } from './test-data';

function setup(rows: DataRoomFile[], extra: Partial<FileListProps> = {}) {
  const props: FileListProps = {
    rows,
    selected: new Set(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    sort: 'type',
    direction: 'desc',
    onSort: vi.fn(),
    onOpen: vi.fn(),
    onAction: vi.fn(),
    highlightId: null,
    cards: false,
    labelOf: (r) => r.name,
    ...extra,
  };
  render(<FileList {...props} />);
  return props;
}

describe('FileList (spec 3 §2.10)', () => {
  it('a file choosing its folder shows a spinner instead of a checkbox', () => {
    setup([
      fileRow({ name: 'busy.pdf', processingState: 'PROCESSING_SUGGESTED_FOLDER' }),
      fileRow({ name: 'ready.pdf' }),
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Select busy.pdf' })).toBeNull();
    expect(screen.getByTestId('row-spinner')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ready.pdf' })).toBeInTheDocument();
  });

  it('select-all shows only when the list holds files', () => {
    setup([fileRow({ name: 'Governance', type: 'FOLDER', staticId: 8, fileCount: 2 })]);
    expect(screen.queryByRole('checkbox', { name: 'Select all files' })).toBeNull();
    expect(screen.getByText('2 files')).toBeInTheDocument();
  });

  it("counts read '1 file' and '1 red flag' in the singular", () => {
    setup([
      fileRow({ name: 'Governance', type: 'FOLDER', staticId: 8, fileCount: 1 }),
      fileRow({ name: 'flagged.pdf', redFlags: 1 }),
      fileRow({ name: 'twice.pdf', redFlags: 2 }),
    ]);
    expect(screen.getByText('1 file')).toBeInTheDocument();
    expect(screen.getByTitle('1 red flag')).toBeInTheDocument();
    expect(screen.getByTitle('2 red flags')).toBeInTheDocument();
  });

  it("the state tooltip names the suggested folder in the reader's language", async () => {
    const row = fileRow({
      name: 'bylaws.pdf',
      processingState: 'PROCESSED_AND_NOT_PLACED',
      suggestedStaticId: 8,
      suggestedFolder: taxonomyEntry(8)!.name,
    });
    setup([row]);
    expect(screen.getByRole('img', { name: /Suggested: / })).toHaveAccessibleName(
      `Analysed, waiting for approval — Suggested: ${taxonomyEntry(8)!.name}`,
    );
    await act(() => i18n.changeLanguage('es'));
    try {
      const label = screen.getByRole('img', { name: /Sugerida|Sugerido/ }).getAttribute('aria-label')!;
      expect(label).toContain('Sugerida: 1.2 Gobierno corporativo');
      expect(label).not.toContain(taxonomyEntry(8)!.label);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('more-actions are hidden for CAN_VIEW and NO_ACCESS rows, shown otherwise', () => {
    setup([
      fileRow({ name: 'view.pdf', permission: 'CAN_VIEW' }),
      fileRow({ name: 'none.pdf', permission: 'NO_ACCESS' }),
      fileRow({ name: 'edit.pdf' }),
    ]);
    expect(screen.queryByRole('button', { name: 'More actions for view.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for none.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More actions for edit.pdf' })).toBeInTheDocument();
  });

  it('sortable headers, MM/DD/YYYY on desktop and MM/DD/YY on cards; a click on a name opens the row', async () => {
    const created = new Date(2026, 2, 4, 12).toISOString();
    const row = fileRow({ name: 'deck.pdf', createdAt: created });
    const props = setup([row]);
    expect(screen.getByText('03/04/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(props.onSort).toHaveBeenCalledWith('size');
    await userEvent.click(screen.getByRole('button', { name: 'deck.pdf' }));
    expect(props.onOpen).toHaveBeenCalledWith(row);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('cards on phones use the short date', () => {
    setup([fileRow({ name: 'deck.pdf', createdAt: new Date(2026, 2, 4, 12).toISOString() })], { cards: true });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/03\/04\/26/)).toBeInTheDocument();
  });

  it('a link row is an anchor opening its address in a new tab without opener or referrer, in table and cards', async () => {
    const row = fileRow({ name: 'Pitch deck', type: 'URL', fileUrl: 'https://docsend.com/view/abc' });
    for (const cards of [false, true]) {
      const props = setup([row], { cards });
      const a = screen.getByRole('link', { name: 'Open Pitch deck in a new tab' });
      expect(a.tagName).toBe('A');
      expect(a).toHaveAttribute('href', 'https://docsend.com/view/abc');
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByText(/^Link( ·|$)/)).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /Analys|queued/i })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'More actions for Pitch deck' }));
      expect(screen.queryByRole('menuitem', { name: 'Download' })).toBeNull();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Edit link' }));
      expect(props.onAction).toHaveBeenCalledWith('edit', row);
      cleanup();
    }
  });
});
