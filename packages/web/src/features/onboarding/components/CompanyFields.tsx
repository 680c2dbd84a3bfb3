import type { ReactNode } from 'react';
import { Box, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  DESCRIPTION_MAX,
  EMPLOYEE_RANGES,
  FUNDING_STAGES,
  INDUSTRIES,
  OTHER_INDUSTRY,
  yearFoundedOptions,
} from '@atrium/contract';
import { CountrySelect, StateSelect, useStates } from '../../locations';
import { CheckField } from './CheckField';

/** The company fields, by their onboarding names (ONBOARDING_COMPANY_FIELDS). */
export type CompanyField =
  | 'companyName'
  | 'legalName'
  | 'description'
  | 'url'
  | 'telephone'
  | 'country'
  | 'state'
  | 'city'
  | 'zipCode'
  | 'streetAddress'
  | 'industry'
  | 'otherIndustry'
  | 'delawareCCorp'
  | 'startupStage'
  | 'yearFounded'
  | 'numberOfEmployees'
  | 'keyInvestors'
  | 'ebitda'
  | 'cashOnHand'
  | 'monthlyRevenue'
  | 'totalFundingReceived';

export interface CompanyFieldsProps<T extends FieldValues> {
  // The forms' value types differ (onboarding, customer creation, profile edit); the names below tie them together.
  form: UseFormReturn<T, unknown, unknown>;
  /** The fields this form has; they are laid out in the one shared order. */
  fields: readonly CompanyField[];
  /** The form's own name of a field where it differs (customer creation says `website`, `address`…). */
  names?: Partial<Record<CompanyField, Path<T>>>;
  /** Each form keeps its own labels (its namespace). */
  label: (field: CompanyField) => string | undefined;
  /** A validation message of the form's schema or the server in the user's language. */
  message: (message: string | undefined) => string | undefined;
  required: readonly CompanyField[];
  /** The selects offer an empty choice ('—'): the profile edit, where they are optional. */
  blankOption?: boolean;
  /** Money fields carry a 'USD' prefix (their labels do not say it). */
  currencyPrefix?: boolean;
  /** 'listOrText' (default): a state list where the country has one, else free text; 'list': always the list. */
  stateInput?: 'listOrText' | 'list';
  autoFocus?: boolean;
}

const MONEY: CompanyField[] = ['ebitda', 'cashOnHand', 'monthlyRevenue', 'totalFundingReceived'];
const SELECTS: Partial<Record<CompanyField, () => readonly (string | number)[]>> = {
  industry: () => INDUSTRIES,
  startupStage: () => FUNDING_STAGES,
  yearFounded: () => yearFoundedOptions(),
  numberOfEmployees: () => EMPLOYEE_RANGES,
};

/**
 * The company's fields (name, legal name, description, contact, country and state, address, activity, financials)
 * as one block, used by the onboarding company form, the admin's customer creation and the company profile edit.
 * Each form brings its react-hook-form instance, its field names, labels and messages.
 */
export function CompanyFields<T extends FieldValues>(props: CompanyFieldsProps<T>) {
  const { form, fields, names = {}, label, message, required, blankOption, currencyPrefix, autoFocus } = props;
  const name = (field: CompanyField) => (names[field] ?? field) as Path<T>;
  const has = (field: CompanyField) => fields.includes(field);
  const isRequired = (field: CompanyField) => required.includes(field);
  const country = useWatch({ control: form.control, name: name('country') }) as string | null | undefined;
  const industry = useWatch({ control: form.control, name: name('industry') }) as string | undefined;
  const description = useWatch({ control: form.control, name: name('description') }) as string | undefined;
  const { errors } = form.formState;

  const errorOf = (field: CompanyField) => {
    const e = (errors as Record<string, { message?: unknown } | undefined>)[name(field)];
    return e ? { message: message(typeof e.message === 'string' ? e.message : undefined) } : undefined;
  };
  const text = (field: CompanyField, extra: Record<string, unknown> = {}) => {
    const r = form.register(name(field));
    const error = errorOf(field);
    return (
      <TextField
        key={field}
        inputRef={r.ref}
        name={r.name}
        onChange={r.onChange}
        onBlur={r.onBlur}
        error={!!error}
        helperText={error?.message}
        fullWidth
        required={isRequired(field)}
        label={label(field)}
        {...extra}
      />
    );
  };
  const select = (field: CompanyField, options: readonly (string | number)[]) => (
    <Controller
      key={field}
      control={form.control}
      name={name(field)}
      render={({ field: f, fieldState }) => (
        <TextField
          select
          fullWidth
          required={isRequired(field)}
          label={label(field)}
          name={f.name}
          inputRef={f.ref}
          value={f.value === null || f.value === undefined ? '' : String(f.value)}
          onChange={(e) => f.onChange(e.target.value)}
          onBlur={f.onBlur}
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message)}
        >
          {blankOption && <MenuItem value="">—</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o} value={String(o)}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const money = (field: CompanyField) =>
    text(field, {
      slotProps: {
        htmlInput: { inputMode: 'decimal' },
        ...(currencyPrefix ? { input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> } } : {}),
      },
    });

  const one = (field: CompanyField): ReactNode => {
    if (!has(field)) return null;
    const options = SELECTS[field];
    if (options) return select(field, options());
    if (MONEY.includes(field)) return money(field);
    switch (field) {
      case 'companyName':
        return text(field, { autoFocus, autoComplete: 'off' });
      case 'legalName':
        return text(field, { autoComplete: 'off' });
      case 'description':
        return text(field, {
          multiline: true,
          minRows: 2,
          // Stops at the maximum while typing instead of refusing the form afterwards (issue 13).
          slotProps: { htmlInput: { maxLength: DESCRIPTION_MAX } },
          helperText: errorOf(field)?.message ?? `${String(description ?? '').length}/${DESCRIPTION_MAX}`,
        });
      case 'url':
        return text(field, { slotProps: { htmlInput: { inputMode: 'url' } } });
      case 'telephone':
        return text(field, { type: 'tel', slotProps: { htmlInput: { inputMode: 'tel' } } });
      case 'zipCode':
        return text(field, { slotProps: { htmlInput: { inputMode: 'numeric' } } });
      case 'otherIndustry':
        return industry === OTHER_INDUSTRY ? text(field) : null;
      case 'delawareCCorp':
        return <CheckField key={field} control={form.control} name={name(field)} label={label(field) ?? ''} />;
      case 'country':
        return (
          <Box key={field} sx={{ flex: 1 }}>
            <Controller
              control={form.control}
              name={name('country')}
              render={({ field: f, fieldState }) => (
                <CountrySelect
                  required={isRequired('country')}
                  name={f.name}
                  value={(f.value as string) || null}
                  onChange={(iso2) => {
                    f.onChange(iso2 ?? '');
                    // Changing the country clears the state (spec 1 §5).
                    form.setValue(name('state'), '' as never);
                  }}
                  onBlur={f.onBlur}
                  label={label('country')}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
          </Box>
        );
      case 'state':
        return (
          <Box key={field} sx={{ flex: 1 }}>
            <Controller
              control={form.control}
              name={name('state')}
              render={({ field: f, fieldState }) => (
                <StateInput
                  mode={props.stateInput ?? 'listOrText'}
                  required={isRequired('state')}
                  country={country || null}
                  name={f.name}
                  value={(f.value as string | null) ?? ''}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  label={label('state')}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
          </Box>
        );
      default:
        return text(field);
    }
  };
  const row = (...row: CompanyField[]) => {
    const shown = row.filter(has);
    if (shown.length === 0) return null;
    if (shown.length === 1) return one(shown[0]);
    return (
      <Stack key={row.join()} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {shown.map(one)}
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      {row('companyName', 'legalName')}
      {row('description')}
      {row('url', 'telephone')}
      {row('country', 'state')}
      {row('city', 'zipCode')}
      {row('streetAddress')}
      {row('industry')}
      {row('otherIndustry')}
      {row('delawareCCorp')}
      {row('startupStage', 'yearFounded', 'numberOfEmployees')}
      {row('keyInvestors')}
      {row('ebitda', 'cashOnHand')}
      {row('monthlyRevenue', 'totalFundingReceived')}
    </Stack>
  );
}

/**
 * The state: the country's list where it has one; elsewhere free text in 'listOrText' mode (the list is disabled
 * without options, which would make a required field impossible to fill), or the disabled list in 'list' mode, where
 * the state is required only when the country has states.
 */
function StateInput(props: {
  mode: 'listOrText' | 'list';
  required: boolean;
  country: string | null;
  name: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  label?: string;
  error?: string;
}) {
  const states = useStates(props.country);
  const hasList = (states.data?.states.length ?? 0) > 0;
  if (props.mode === 'list' || states.isLoading || hasList)
    return (
      <StateSelect
        required={props.mode === 'list' ? hasList : props.required}
        country={props.country}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        label={props.label}
        error={props.error}
      />
    );
  return (
    <TextField
      fullWidth
      required={props.required}
      name={props.name}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      error={!!props.error}
      helperText={props.error}
    />
  );
}
