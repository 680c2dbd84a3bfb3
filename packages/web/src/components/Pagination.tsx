import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PaginationProps = Omit<TablePaginationProps<'div'>, 'component' | 'rowsPerPageOptions'> & {
  /** Page sizes to offer; none (the default) hides the rows-per-page picker. */
  rowsPerPageOptions?: number[];
  /**
   * `count` is a lower bound (a list that counts its matches only so far, e.g. the task list): the label reads
   * "of more than {count}" and a next page is always offered.
   */
  countIsLowerBound?: boolean;
};

/**
 * The table pager of every list: MUI's TablePagination with its labels in the user's language. A page past the end
 * (a stale address after the list shrank) shows as the last page.
 */
export function Pagination({
  rowsPerPageOptions = [],
  page,
  count,
  rowsPerPage,
  countIsLowerBound = false,
  ...props
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <TablePagination
      component="div"
      rowsPerPageOptions={rowsPerPageOptions}
      labelRowsPerPage={t('common.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: shown }) =>
        countIsLowerBound
          ? t('common.pagination.displayedMore', {
              from,
              to,
              total: new Intl.NumberFormat(i18n.language).format(count),
            })
          : t('common.pagination.displayed', { from, to, count: shown })
      }
      getItemAriaLabel={(type) => t(`common.pagination.${type}`)}
      {...props}
      // MUI's "unknown count" (-1) keeps the next button enabled.
      count={countIsLowerBound ? -1 : count}
      rowsPerPage={rowsPerPage}
      page={countIsLowerBound ? page : Math.min(page, lastPage)}
    />
  );
}
