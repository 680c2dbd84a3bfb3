import { useTranslation } from 'react-i18next';
import { Button, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The advanced-search filter bar (spec 3 §2.14): name search, selected count, clear, and what to do with them. */
export function SelectionBar({
  search,
  count,
  onClear,
  onAdd,
  addDisabledReason,
  extra,
}: {
  search: ReactNode;
  count: number;
  onClear: () => void;
  onAdd: () => void;
  /** Set when adding is refused (the denial tooltip of spec 3 §6). */
  addDisabledReason: string | null;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>{search}</Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('fundraising.selected', { count })}
          </Typography>
          <Button onClick={onClear} disabled={count === 0}>
            {t('fundraising.clear')}
          </Button>
          <Tooltip title={addDisabledReason ?? ''}>
            <span>
              <Button variant="contained" onClick={onAdd} disabled={count === 0 || !!addDisabledReason}>
                {t('fundraising.addToSmartlist')}
              </Button>
            </span>
          </Tooltip>
          {extra}
        </Stack>
      </Stack>
    </Paper>
  );
}
