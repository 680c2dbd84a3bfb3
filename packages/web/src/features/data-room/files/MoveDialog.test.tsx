import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MoveDialog } from './MoveDialog';
import { moveDestinations } from './move-destinations';
import { folder } from './test-data';

/** A folder whose name differs from its id (two folders may share a name). */
const named = (id: string, name: string) => ({ ...folder(id, 0), name });

describe('MoveDialog', () => {
  it('shows the path of custom folders that share a name', () => {
    const destinations = moveDestinations((e) => e.name, 'Processing', [
      folder('Board pack', 0, [named('m-1', 'Minutes')]),
      folder('Legal', 0, [named('m-2', 'Minutes')]),
    ]);
    render(<MoveDialog open count={1} destinations={destinations} onClose={vi.fn()} onMove={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Destination folder' });
    const rows = within(list)
      .getAllByRole('button')
      .filter((b) => b.textContent?.startsWith('Minutes'));
    expect(rows.map((r) => r.textContent)).toEqual(['Minutesin Board pack', 'Minutesin Legal']);
  });
});
