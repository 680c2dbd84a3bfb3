import type { KeyboardEvent, ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
  type Breakpoint,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@atrium/contract';
import { Pagination } from './Pagination';
import { visuallyHidden } from './UnreadBadge';

export interface DataTableColumn<T> {
  id: string;
  /** The column's header text. */
  header: ReactNode;
  /** The header is read by screen readers only (an actions column). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** This column's cell names the row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** The header sorts the table by this column (needs `sort` and `onSortChange`). */
  sortable?: boolean;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: Breakpoint;
  cellSx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
  /** Width of the loading skeleton in this column's cells (default: the whole cell). */
  skeletonWidth?: string | number;
}

export interface DataTableSort {
  by: string;
  direction: 'asc' | 'desc';
}

export interface DataTablePaging {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  /** `total` is a lower bound: "of more than {total}", with a next page always offered. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Page sizes to offer (with `onPageSizeChange`); none hides the picker. */
  pageSizes?: number[];
  onPageSizeChange?: (size: number) => void;
  /** Show the pager only when there is more than one page (default: whenever there is a row). */
  hideSinglePage?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  /** Undefined while nothing has loaded (or the load failed): the header over an empty body. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** First load: skeleton rows (or cards) instead of data. */
  loading?: boolean;
  /** How many skeleton rows; default the page size (at most LIMITS.tableLoadingRows) or 5. */
  loadingRows?: number;
  /** A fetch is under way (aria-busy). */
  busy?: boolean;
  /** The rows are the previous page's while the next one loads: dimmed. */
  stale?: boolean;
  /** Shown instead of the table when there are no rows (none: the header over an empty body). */
  empty?: ReactNode;
  /** Show `empty` as one full-width row inside the table rather than instead of it. */
  emptyInTable?: boolean;
  size?: 'small' | 'medium';
  /** An outlined paper around the table (the page lists) or none (sections and dialogs). */
  outlined?: boolean;
  containerSx?: SxProps<Theme>;
  /** `data-testid` of each data row (the e2e tests find rows by it). */
  rowTestId?: string;
  /** Rows light up under the pointer (always when they open something). */
  hover?: boolean;
  /** Makes each row a keyboard-reachable target (Enter or Space) that calls this. */
  onRowClick?: (row: T) => void;
  /** Highlights a row as selected. */
  isRowSelected?: (row: T) => boolean;
  sort?: DataTableSort;
  onSortChange?: (by: string) => void;
  paging?: DataTablePaging;
  /** On narrow screens (below `cardsBelow`) the rows become a list of these cards (each an `<li>`). */
  renderCard?: (row: T) => ReactNode;
  cardsBelow?: Breakpoint;
}

const hiddenBelow = (bp: Breakpoint | undefined): SxProps<Theme> =>
  bp ? { display: { xs: 'none', [bp]: 'table-cell' } } : {};

/** Several sx values as one (each may itself be an array or absent). */
const sxOf = (...parts: (SxProps<Theme> | undefined)[]): SxProps<Theme> =>
  parts.flatMap((p) => (p === undefined ? [] : Array.isArray(p) ? p : [p])) as SxProps<Theme>;

/**
 * The paged list of the app: header, optional sort, skeleton while loading, an empty state, optional paging, rows a
 * keyboard can open, and cards instead of a table on phones when the screen gives a card.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    loading = false,
    busy,
    stale,
    empty,
    emptyInTable,
    size = 'medium',
    outlined = false,
    rowTestId,
    hover = false,
    onRowClick,
    isRowSelected,
    sort,
    onSortChange,
    paging,
    renderCard,
    cardsBelow = 'md',
  } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down(cardsBelow), { noSsr: true });
  const cards = !!renderCard && narrow;
  const label = { 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] };
  const ariaBusy = busy || loading ? 'true' : undefined;
  const isEmpty = !loading && !!rows && rows.length === 0;
  const skeletons = Math.max(
    1,
    props.loadingRows ??
      Math.min(
        cards ? LIMITS.tableLoadingRowsMobile : LIMITS.tableLoadingRows,
        paging ? Math.max(paging.pageSize, 1) : 5,
      ),
  );

  const pager = paging && paging.total > (paging.hideSinglePage ? paging.pageSize : 0) && (
    <Pagination
      count={paging.total}
      countIsLowerBound={paging.totalCapped}
      page={paging.page}
      onPageChange={(_, p) => paging.onPageChange(p)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={cards || !paging.onPageSizeChange ? [] : paging.pageSizes}
      onRowsPerPageChange={
        paging.onPageSizeChange ? (e) => paging.onPageSizeChange!(Number(e.target.value)) : undefined
      }
    />
  );
  const loadingStatus = loading && (
    <Box component="span" role="status" sx={visuallyHidden}>
      {t('common.loading')}
    </Box>
  );

  // Without an empty state an empty list is the bare header.
  if (isEmpty && !emptyInTable && empty !== undefined) return <>{empty}</>;

  if (cards) {
    return (
      <>
        {loadingStatus}
        <Stack component="ul" {...label} aria-busy={ariaBusy} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
          {loading
            ? Array.from({ length: skeletons }, (_, i) => (
                <Card key={i} component="li" variant="outlined" aria-hidden>
                  <CardContent>
                    <Skeleton width="60%" height={28} />
                    <Skeleton width="40%" />
                  </CardContent>
                </Card>
              ))
            : isEmpty
              ? empty && (
                  <Box component="li" sx={{ color: 'text.secondary' }}>
                    {empty}
                  </Box>
                )
              : (rows ?? []).map((row) => renderCard!(row))}
        </Stack>
        {pager}
      </>
    );
  }

  const open = (row: T) => onRowClick?.(row);
  const onKeyDown = (row: T) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    open(row);
  };

  return (
    <>
      {loadingStatus}
      <TableContainer
        component={outlined ? Paper : 'div'}
        {...(outlined ? { variant: 'outlined' } : {})}
        sx={sxOf({ opacity: stale ? 0.6 : 1 }, props.containerSx)}
      >
        <Table size={size} {...label} aria-busy={ariaBusy}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const sorted = sort?.by === c.id;
                return (
                  <TableCell
                    key={c.id}
                    scope="col"
                    align={c.align}
                    sortDirection={sorted ? sort.direction : false}
                    sx={sxOf(hiddenBelow(c.hideBelow), c.headerSx)}
                  >
                    {c.sortable && onSortChange ? (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? sort.direction : 'asc'}
                        onClick={() => onSortChange(c.id)}
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : c.headerHidden ? (
                      <Box component="span" sx={visuallyHidden}>
                        {c.header}
                      </Box>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              Array.from({ length: skeletons }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {columns.map((c) => (
                    <TableCell key={c.id} sx={hiddenBelow(c.hideBelow)}>
                      <Skeleton width={c.skeletonWidth} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : isEmpty && empty !== undefined ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              (rows ?? []).map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover={hover || !!onRowClick}
                  selected={isRowSelected?.(row)}
                  data-testid={rowTestId}
                  {...(onRowClick
                    ? {
                        tabIndex: 0,
                        onClick: () => open(row),
                        onKeyDown: onKeyDown(row),
                        sx: {
                          cursor: 'pointer',
                          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                        },
                      }
                    : {})}
                >
                  {columns.map((c) => (
                    <TableCell
                      key={c.id}
                      align={c.align}
                      {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      sx={sxOf(hiddenBelow(c.hideBelow), c.cellSx)}
                    >
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </>
  );
}
