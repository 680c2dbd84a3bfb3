import { MenuItem, Skeleton, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStates } from './api/country-states';

export interface StateSelectProps {
  /** The country whose states are offered (iso2). */
  country: string | null;
  /** The selected state's ISO code (a name stored earlier is recognised too), or ''. */
  value: string;
  onChange: (state: string) => void;
  required?: boolean;
  label?: string;
  error?: string;
  name?: string;
  onBlur?: () => void;
}

/**
 * The state/region dropdown: a skeleton while loading, disabled when the country has no states (spec 1 §2.8). It
 * shows the names and gives the ISO code, the one stored representation (issue 13).
 */
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
  const selected = options.find((s) => s.iso2 === value || s.name === value);
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label ?? t('locations.state')}
      value={selected?.iso2 ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={options.length === 0}
      required={required && options.length > 0}
      error={!!error}
      helperText={error ?? (country && options.length === 0 ? t('locations.noStates') : undefined)}
    >
      {options.map((s) => (
        <MenuItem key={s.id} value={s.iso2}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A stored state as people read it: the name where the country's list has the code, else the text as stored. */
export function useStateName(country: string | null | undefined, state: string | null | undefined) {
  const states = useStates(state ? (country ?? null) : null);
  if (!state) return state ?? null;
  return states.data?.states.find((s) => s.iso2 === state)?.name ?? state;
}
