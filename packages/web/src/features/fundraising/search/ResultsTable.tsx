import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import type { Funder } from '@atrium/contract';
import { checkRange, placeOf } from '../format';
import { FunderAvatar } from '../investors/FunderAvatar';

/** Search results with a checkbox per investor (the selection the filter bar counts). */
export function ResultsTable({
  items,
  selected,
  onToggle,
  onTogglePage,
  onEditLogo,
}: {
  items: Funder[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onTogglePage: (ids: string[], on: boolean) => void;
  /** Set for the provider's staff only: the logo upload of spec 3 §2.14 ('when upload is enabled'). */
  onEditLogo?: (f: Funder) => void;
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
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  {f.logoUrl && <FunderAvatar funder={f} size={28} />}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {f.name}
                    {f.organization && (
                      <Stack component="span" sx={{ color: 'text.secondary', fontWeight: 400, display: 'block' }}>
                        {f.organization.name}
                      </Stack>
                    )}
                  </Box>
                  {onEditLogo && (
                    <Tooltip title={t('investorTools.logo.button', { name: f.name })}>
                      <IconButton
                        size="small"
                        aria-label={t('investorTools.logo.button', { name: f.name })}
                        onClick={() => onEditLogo(f)}
                      >
                        <AddPhotoIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
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
