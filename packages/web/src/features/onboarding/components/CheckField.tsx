import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A checkbox bound to a boolean form value. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}
