import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PaginationProps = Omit<TablePaginationProps<'div'>, 'component' | 'rowsPerPageOptions'> & {
  /** Page sizes to offer; none (the default) hides the rows-per-page picker. */
  rowsPerPageOptions?: number[];
};

/**
 * The table pager of every list: MUI's TablePagination with its labels in the user's language. A page past the end
 * (a stale address after the list shrank) shows as the last page.
 */
export function Pagination({ rowsPerPageOptions = [], page, count, rowsPerPage, ...props }: PaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <TablePagination
      component="div"
      rowsPerPageOptions={rowsPerPageOptions}
      labelRowsPerPage={t('common.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.pagination.displayed', { from, to, count })}
      getItemAriaLabel={(type) => t(`common.pagination.${type}`)}
      {...props}
      count={count}
      rowsPerPage={rowsPerPage}
      page={Math.min(page, lastPage)}
    />
  );
}
