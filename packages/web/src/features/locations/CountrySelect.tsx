import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Country } from '@atrium/contract';
import { useCountries } from './api/countries';

export interface CountrySelectProps {
  /** The selected country's iso2, or null. */
  value: string | null;
  onChange: (iso2: string | null) => void;
  /** Required unless set to false (spec 1 §5). */
  required?: boolean;
  label?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** The country dropdown: every country, searchable by typing. */
export function CountrySelect({
  value,
  onChange,
  required = true,
  label,
  error,
  disabled,
  name = 'country',
  onBlur,
}: CountrySelectProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const options = countries.data ?? [];
  const selected = options.find((c) => c.iso2 === value) ?? null;
  return (
    <Autocomplete<Country>
      options={options}
      value={selected}
      loading={countries.isLoading}
      disabled={disabled}
      onChange={(_, c) => onChange(c?.iso2 ?? null)}
      onBlur={onBlur}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.iso2 === b.iso2}
      loadingText={t('common.loading')}
      noOptionsText={t('locations.noCountries')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label ?? t('locations.country')}
          required={required}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
