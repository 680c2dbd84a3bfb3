import { MenuItem, Skeleton, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStates } from './api/country-states';

export interface StateSelectProps {
  /** The country whose states are offered (iso2). */
  country: string | null;
  /** The selected state's name, or ''. */
  value: string;
  onChange: (state: string) => void;
  required?: boolean;
  label?: string;
  error?: string;
  name?: string;
  onBlur?: () => void;
}

/** The state/region dropdown: a skeleton while loading, disabled when the country has no states (spec 1 §2.8). */
export function StateSelect({
  country,
  value,
  onChange,
  required = false,
  label,
  error,
  name = 'state',
  onBlur,
}: StateSelectProps) {
  const { t } = useTranslation();
  const states = useStates(country);
  if (states.isLoading)
    return (
      <Skeleton variant="rounded" height={56} data-testid="state-select-loading" aria-label={t('common.loading')} />
    );
  const options = states.data?.states ?? [];
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label ?? t('locations.state')}
      value={options.some((s) => s.name === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={options.length === 0}
      required={required && options.length > 0}
      error={!!error}
      helperText={error ?? (country && options.length === 0 ? t('locations.noStates') : undefined)}
    >
      {options.map((s) => (
        <MenuItem key={s.id} value={s.name}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
