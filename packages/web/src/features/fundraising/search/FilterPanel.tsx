import { useTranslation } from 'react-i18next';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { FUNDER_SECTORS, FUNDER_TYPES, INVESTOR_STAGES, type FunderFilters } from '@atrium/contract';

const numberOrUndefined = (v: string) =>
  v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Math.max(0, Math.round(Number(v)));

/** The advanced-search filters (stage, sector, location, type, check size); the name term lives in the search box. */
export function FilterPanel({ filters, onChange }: { filters: FunderFilters; onChange: (f: FunderFilters) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<FunderFilters>) => onChange({ ...filters, ...patch });
  const multi = { select: { multiple: true } } as const;
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('fundraising.filters.stages')}
        value={filters.stages ?? []}
        onChange={(e) => set({ stages: e.target.value as unknown as FunderFilters['stages'] })}
        slotProps={multi}
        sx={{ minWidth: 150 }}
      >
        {INVESTOR_STAGES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`fundraising.stages.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fundraising.filters.sectors')}
        value={filters.sectors ?? []}
        onChange={(e) => set({ sectors: e.target.value as unknown as string[] })}
        slotProps={multi}
        sx={{ minWidth: 150 }}
      >
        {FUNDER_SECTORS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fundraising.filters.types')}
        value={filters.types ?? []}
        onChange={(e) => set({ types: e.target.value as unknown as FunderFilters['types'] })}
        slotProps={multi}
        sx={{ minWidth: 140 }}
      >
        {FUNDER_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`fundraising.types.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('fundraising.filters.location')}
        placeholder={t('fundraising.filters.locationHint')}
        value={filters.locations?.[0] ?? ''}
        onChange={(e) => set({ locations: e.target.value.trim() ? [e.target.value] : undefined })}
        sx={{ width: 170 }}
      />
      <TextField
        size="small"
        type="number"
        label={t('fundraising.filters.checkMin')}
        value={filters.checkSizeMin ?? ''}
        onChange={(e) => set({ checkSizeMin: numberOrUndefined(e.target.value) })}
        sx={{ width: 140 }}
      />
      <TextField
        size="small"
        type="number"
        label={t('fundraising.filters.checkMax')}
        value={filters.checkSizeMax ?? ''}
        onChange={(e) => set({ checkSizeMax: numberOrUndefined(e.target.value) })}
        sx={{ width: 140 }}
      />
      <Button onClick={() => onChange({ name: filters.name })}>{t('fundraising.filters.reset')}</Button>
    </Stack>
  );
}
