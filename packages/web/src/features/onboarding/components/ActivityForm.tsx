import { useRef } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_FIELDS,
  COMPANY_TYPES,
  activityFormSchema,
  activityVisibility,
  type ActivityForm as ActivityValues,
  type ActivityFormInput,
} from '@atrium/contract';
import { bind } from '../field';
import { onboardingMessage } from '../messages';
import { CheckField } from './CheckField';
import { scrollToFirstInvalid } from '../scroll';
import type { KeysUnder } from '../../../lib/i18n-keys';

export interface ActivityFormProps {
  defaultValues?: Partial<ActivityFormInput>;
  onSubmit: (values: ActivityValues, raw: ActivityFormInput) => Promise<void> | void;
  onSkip?: () => void;
  onBack?: () => void;
  submitting?: boolean;
}

const EMPTY: Partial<ActivityFormInput> = {
  expenses: '',
  statesWithEmployees: 0,
  bookkeeper: '',
  companyType: 'Operating',
  lastYearCompanyType: 'Operating',
  // Steppers always hold a number, starting at 0.
  lastYearStatesWithEmployees: 0,
};

/** The activity form (spec 1 §3, §5): expenses, employees' states, bookkeeping, holdings; the 2022 block on request. */
export function ActivityForm({ defaultValues, onSubmit, onSkip, onBack, submitting }: ActivityFormProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLFormElement>(null);
  // Hidden fields unregister, so a value typed before its box was unticked is neither validated nor sent.
  const form = useForm<ActivityFormInput, unknown, ActivityValues>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: { ...EMPTY, ...defaultValues } as ActivityFormInput,
    shouldUnregister: true,
  });
  const watched = useWatch({ control: form.control });
  const show = activityVisibility(watched);
  const f = (name: Path<ActivityFormInput>) => bind(form, name);
  const label = (key: KeysUnder<'onboarding.activity'>) => t(`onboarding.activity.${key}`);

  const submit = form.handleSubmit(
    (values) => onSubmit(values, form.getValues()),
    (errors) => scrollToFirstInvalid(errors, ACTIVITY_FIELDS, root.current ?? document),
  );

  const amount = (name: Path<ActivityFormInput>) => (
    <TextField label={label('amount')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...f(name)} />
  );

  const stepper = (name: 'statesWithEmployees' | 'lastYearStatesWithEmployees', text: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const n = Number(field.value) || 0;
        return (
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <IconButton
              aria-label={t('onboarding.activity.decrease')}
              onClick={() => field.onChange(Math.max(0, n - 1))}
              disabled={n <= 0}
              sx={{ mt: 1 }}
            >
              <RemoveIcon />
            </IconButton>
            <TextField
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              helperText={onboardingMessage(fieldState.error?.message)}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              label={text}
              required
              error={!!fieldState.error}
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
            />
            <IconButton
              aria-label={t('onboarding.activity.increase')}
              onClick={() => field.onChange(n + 1)}
              sx={{ mt: 1 }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
        );
      }}
    />
  );

  const typeRadio = (name: 'companyType' | 'lastYearCompanyType') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={`${name}-label`}>{label(name)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${name}-label`}
            name={field.name}
            value={field.value ?? 'Operating'}
            onChange={(e) => field.onChange(e.target.value)}
          >
            {COMPANY_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(`onboarding.companyTypes.${type}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );

  return (
    <Box component="form" ref={root} noValidate onSubmit={submit} aria-label={t('onboarding.steps.activity')}>
      <Stack spacing={2}>
        <TextField
          label={label('expenses')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...f('expenses')}
        />
        {stepper('statesWithEmployees', label('statesWithEmployees'))}
        <TextField label={label('bookkeeper')} required {...f('bookkeeper')} />
        {typeRadio('companyType')}
        {show.tangibleAssets && (
          <CheckField control={form.control} name="tangibleAssets" label={label('tangibleAssets')} />
        )}
        {show.tangibleAssetsAmount && amount('tangibleAssetsAmount')}
        <CheckField control={form.control} name="foreignAccounts" label={label('foreignAccounts')} />
        {show.foreignAccountsAmount && amount('foreignAccountsAmount')}
        <CheckField control={form.control} name="foreignShareholders" label={label('foreignShareholders')} />
        {show.foreignShareholdersAmount && amount('foreignShareholdersAmount')}
        <CheckField control={form.control} name="completeBookkeeping" label={label('completeBookkeeping')} />
        <CheckField control={form.control} name="monthlyBookkeeping" label={label('monthlyBookkeeping')} />
        <CheckField
          control={form.control}
          name="internationalSubsidiaries"
          label={label('internationalSubsidiaries')}
        />
        {show.internationalSubsidiariesAmount && amount('internationalSubsidiariesAmount')}
        <CheckField control={form.control} name="domesticSubsidiaries" label={label('domesticSubsidiaries')} />
        <CheckField control={form.control} name="taxAssistance" label={label('taxAssistance')} />
        {show.lastYearBlock && (
          <Stack
            spacing={2}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            data-testid="last-year-block"
          >
            <Typography component="legend" variant="subtitle2">
              {label('lastYearTitle')}
            </Typography>
            <TextField
              label={label('lastYearExpenses')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...f('lastYearExpenses')}
            />
            {typeRadio('lastYearCompanyType')}
            {show.lastYearTangibleAssets && (
              <CheckField control={form.control} name="lastYearTangibleAssets" label={label('tangibleAssets')} />
            )}
            {stepper('lastYearStatesWithEmployees', label('lastYearStatesWithEmployees'))}
            <CheckField control={form.control} name="lastYearForeignAccounts" label={label('foreignAccounts')} />
            {show.lastYearForeignAccountsAmount && amount('lastYearForeignAccountsAmount')}
            <CheckField
              control={form.control}
              name="lastYearForeignShareholders"
              label={label('foreignShareholders')}
            />
            {show.lastYearForeignShareholdersAmount && amount('lastYearForeignShareholdersAmount')}
            <CheckField
              control={form.control}
              name="completeBookkeepingLastYear"
              label={label('completeBookkeeping')}
            />
            <CheckField
              control={form.control}
              name="lastYearInternationalSubsidiaries"
              label={label('internationalSubsidiaries')}
            />
            {show.lastYearInternationalSubsidiariesAmount && amount('lastYearInternationalSubsidiariesAmount')}
            <CheckField
              control={form.control}
              name="lastYearDomesticSubsidiaries"
              label={label('domesticSubsidiaries')}
            />
            {show.lastYearDomesticSubsidiariesAmount && amount('lastYearDomesticSubsidiariesAmount')}
          </Stack>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', pt: 1 }}>
          {onBack ? (
            <Button onClick={onBack} disabled={submitting}>
              {t('onboarding.backToCompany')}
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="row" sx={{ gap: 1 }}>
            {onSkip && (
              <Button variant="outlined" onClick={onSkip} disabled={submitting}>
                {t('onboarding.skip')}
              </Button>
            )}
            <Button type="submit" variant="contained" loading={submitting}>
              {t('onboarding.continue')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
