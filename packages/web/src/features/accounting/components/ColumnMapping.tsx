import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** One select per field of an import, offering the file's column headers (or none). */
export function ColumnMapping<F extends string>({
  fields,
  labelOf,
  headers,
  mapping,
  disabled,
  onChange,
}: {
  fields: readonly F[];
  labelOf: (field: F) => string;
  headers: readonly string[];
  mapping: Partial<Record<F, string | null>>;
  disabled: boolean;
  onChange: (field: F, header: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {fields.map((f) => (
        <Grid key={f} size={{ xs: 12, sm: 6, md: 'grow' }}>
          <TextField
            select
            fullWidth
            size="small"
            label={labelOf(f)}
            value={mapping[f] ?? ''}
            disabled={disabled}
            onChange={(e) => onChange(f, e.target.value)}
          >
            <MenuItem value="">{t('accounting.integrations.notMapped')}</MenuItem>
            {headers.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
    </Grid>
  );
}
