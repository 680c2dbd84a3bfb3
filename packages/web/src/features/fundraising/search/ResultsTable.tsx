import { useTranslation } from 'react-i18next';
import { Checkbox, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Funder } from '@atrium/contract';
import { checkRange, placeOf } from '../format';

/** Search results with a checkbox per investor (the selection the filter bar counts). */
export function ResultsTable({
  items,
  selected,
  onToggle,
  onTogglePage,
}: {
  items: Funder[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onTogglePage: (ids: string[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = items.map((f) => f.externalId);
  const onPage = ids.filter((id) => selected.has(id)).length;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('fundraising.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={ids.length > 0 && onPage === ids.length}
                indeterminate={onPage > 0 && onPage < ids.length}
                onChange={(e) => onTogglePage(ids, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('fundraising.columns.selectPage') } }}
              />
            </TableCell>
            <TableCell>{t('fundraising.columns.name')}</TableCell>
            <TableCell>{t('fundraising.columns.type')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('fundraising.columns.location')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fundraising.columns.stages')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('fundraising.columns.sectors')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('fundraising.columns.checkSize')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((f) => (
            <TableRow key={f.externalId} hover selected={selected.has(f.externalId)} data-testid="funder-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(f.externalId)}
                  onChange={() => onToggle(f.externalId)}
                  slotProps={{ input: { 'aria-label': t('fundraising.columns.select', { name: f.name }) } }}
                />
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>
                {f.name}
                {f.organization && (
                  <Stack component="span" sx={{ color: 'text.secondary', fontWeight: 400, display: 'block' }}>
                    {f.organization.name}
                  </Stack>
                )}
              </TableCell>
              <TableCell>{t(`fundraising.types.${f.type}`)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{placeOf(f)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {f.stages.map((s) => t(`fundraising.stages.${s}`)).join(', ')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {f.sectors.map((s) => (
                    <Chip key={s} size="small" label={s} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {checkRange(f)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
