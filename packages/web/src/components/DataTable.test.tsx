import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Acme', count: 3 },
  { id: 'b', name: 'Globex', count: 7 },
];
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, rowHeader: true, sortable: true },
  { id: 'count', header: 'Members', cell: (r) => r.count, align: 'right' },
  { id: 'actions', header: 'Actions', headerHidden: true, cell: (r) => <button>Open {r.name}</button> },
];
const base = { columns: COLUMNS, rowKey: (r: Row) => r.id, 'aria-label': 'Customers' };

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('renders headers, row headers and cells, with the row test id', () => {
    render(<DataTable {...base} rows={ROWS} rowTestId="customer-row" />);
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Members', 'Actions']);
    expect(screen.getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getAllByTestId('customer-row')).toHaveLength(2);
    expect(screen.getAllByTestId('customer-row')[1]).toHaveTextContent('Globex7');
  });

  it('shows skeleton rows and a loading status while loading, and marks the table busy', () => {
    render(<DataTable {...base} rows={undefined} loading loadingRows={4} rowTestId="customer-row" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(screen.queryAllByTestId('customer-row')).toHaveLength(0);
  });

  it('replaces the table with the empty state, or shows it as a row inside the table', () => {
    const { unmount } = render(<DataTable {...base} rows={[]} empty={<p>No customers found</p>} />);
    expect(screen.getByText('No customers found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<DataTable {...base} rows={[]} empty="Nothing yet" emptyInTable />);
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Nothing yet' })).toHaveAttribute(
      'colspan',
      '3',
    );
  });

  it('sorts through the header of a sortable column', () => {
    const onSortChange = vi.fn();
    render(<DataTable {...base} rows={ROWS} sort={{ by: 'name', direction: 'desc' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name');
  });

  it('opens a row on click and from the keyboard (Enter, Space), not from a button inside it', () => {
    const onRowClick = vi.fn();
    render(<DataTable {...base} rows={ROWS} rowTestId="row" onRowClick={onRowClick} />);
    const [first, second] = screen.getAllByTestId('row');
    expect(first).toHaveAttribute('tabindex', '0');
    fireEvent.click(first);
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.keyDown(second, { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open Acme' }), { key: 'Enter' });
    expect(onRowClick.mock.calls.map(([r]) => (r as Row).id)).toEqual(['a', 'b', 'b']);
  });

  it('pages, and hides the pager on a single page when asked', () => {
    const onPageChange = vi.fn();
    const paging = { page: 0, pageSize: 2, total: 5, onPageChange };
    const { rerender } = render(<DataTable {...base} rows={ROWS} paging={paging} />);
    expect(screen.getByText('1–2 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(<DataTable {...base} rows={ROWS} paging={{ ...paging, total: 2, hideSinglePage: true }} />);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
    rerender(<DataTable {...base} rows={ROWS} paging={{ ...paging, total: 2 }} />);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('reads a capped total as a lower bound: "more than", with the next page offered', () => {
    const onPageChange = vi.fn();
    const paging = { page: 3, pageSize: 2, total: 8, onPageChange };
    const { rerender } = render(<DataTable {...base} rows={ROWS} paging={paging} />);
    // Known to be 8: page 3 is the last one.
    expect(screen.getByText('7–8 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    rerender(<DataTable {...base} rows={ROWS} paging={{ ...paging, total: 1006, totalCapped: true }} />);
    expect(screen.getByText('7–8 of more than 1,006')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('lists cards instead of a table on a narrow screen when given a card', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    render(
      <DataTable
        {...base}
        rows={ROWS}
        rowTestId="customer-row"
        renderCard={(r) => (
          <li key={r.id} data-testid="customer-card">
            {r.name}
          </li>
        )}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Customers' })).getAllByTestId('customer-card')).toHaveLength(2);
  });
});
