import { useRef } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  companyEditSchema,
  EMPLOYEE_RANGES,
  FUNDING_STAGES,
  INDUSTRIES,
  yearFoundedOptions,
  type Company,
  type CompanyEdit,
  type CompanyEditInput,
} from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-error';
import { CountrySelect, StateSelect, useStates } from '../locations';
import { bind, onboardingMessage, scrollToFirstInvalid } from '../onboarding';
import { useUpdateCompany } from './api/update-company';
import type { KeysUnder } from '../../lib/i18n-keys';

const ORDER = [
  'companyName',
  'legalName',
  'url',
  'telephone',
  'country',
  'state',
  'city',
  'streetAddress',
  'zipCode',
  'description',
  'industry',
  'yearFounded',
  'startupStage',
  'numberOfEmployees',
  'keyInvestors',
];

const toForm = (c: Company): CompanyEditInput => ({
  companyName: c.companyName,
  legalName: c.legalName ?? '',
  url: c.url ?? '',
  telephone: c.telephone ?? '',
  country: c.country ?? '',
  state: c.address.state ?? '',
  city: c.address.city ?? '',
  streetAddress: c.address.streetAddress ?? '',
  zipCode: c.address.zipCode === null ? '' : String(c.address.zipCode),
  description: c.companyContext.companyDescription ?? '',
  industry: c.companyContext.industry ?? '',
  yearFounded: c.yearFounded === null ? '' : String(c.yearFounded),
  startupStage: c.startupStage ?? '',
  numberOfEmployees: c.numberOfEmployees ?? '',
  keyInvestors: c.keyInvestors ?? '',
});

/** The company edit modal (spec 1 §2.6, §5): companyName, legalName, zipCode, telephone and state required. */
export function CompanyEditModal({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const updateCompany = useUpdateCompany();
  const root = useRef<HTMLFormElement>(null);
  const form = useForm<CompanyEditInput, unknown, CompanyEdit>({
    resolver: zodResolver(companyEditSchema),
    defaultValues: toForm(company),
  });
  const country = useWatch({ control: form.control, name: 'country' }) as string | null;
  const states = useStates(country || null);
  const hasStateList = states.isLoading || (states.data?.states.length ?? 0) > 0;
  const f = (name: Path<CompanyEditInput>) => bind(form, name);
  const label = (key: KeysUnder<'companyProfile.fields'>) => t(`companyProfile.fields.${key}`);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await updateCompany(company.externalId, values);
        notify(t('companyProfile.saved'), 'success');
        onClose();
      } catch (err) {
        // Spec 1 §8 "Company update failure": the message.
        notify(err instanceof ApiError && err.message ? err.message : t('companyProfile.saveFailed'), 'error');
      }
    },
    (errors) => scrollToFirstInvalid(errors, ORDER, root.current ?? document),
  );

  const select = (
    name: Path<CompanyEditInput> & KeysUnder<'companyProfile.fields'>,
    options: readonly (string | number)[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label(name)}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
        >
          <MenuItem value="">—</MenuItem>
          {options.map((o) => (
            <MenuItem key={o} value={String(o)}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('companyProfile.editTitle')}
      maxWidth="md"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('companyProfile.cancel')}
          </Button>
          <Button variant="contained" type="submit" form="company-edit-form" loading={busy}>
            {t('companyProfile.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="company-edit-form" ref={root} noValidate onSubmit={submit} sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField label={label('companyName')} required {...f('companyName')} />
            <TextField label={label('legalName')} required {...f('legalName')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField label={label('url')} {...f('url')} />
            <TextField
              label={label('telephone')}
              required
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              {...f('telephone')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <CountrySelect
                    required={false}
                    name={field.name}
                    value={(field.value as string) || null}
                    onChange={(iso2) => {
                      field.onChange(iso2 ?? '');
                      form.setValue('state', '');
                    }}
                  />
                )}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <Controller
                control={form.control}
                name="state"
                render={({ field, fieldState }) =>
                  hasStateList ? (
                    <StateSelect
                      required
                      country={country || null}
                      name={field.name}
                      value={(field.value as string) ?? ''}
                      onChange={field.onChange}
                      label={label('state')}
                      error={onboardingMessage(fieldState.error?.message)}
                    />
                  ) : (
                    <TextField
                      fullWidth
                      required
                      name={field.name}
                      inputRef={field.ref}
                      label={label('state')}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      error={!!fieldState.error}
                      helperText={onboardingMessage(fieldState.error?.message)}
                    />
                  )
                }
              />
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField label={label('city')} {...f('city')} />
            <TextField
              label={label('zipCode')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...f('zipCode')}
            />
          </Stack>
          <TextField label={label('streetAddress')} {...f('streetAddress')} />
          <TextField label={label('description')} multiline minRows={2} {...f('description')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {select('industry', INDUSTRIES)}
            {select('yearFounded', yearFoundedOptions())}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {select('startupStage', FUNDING_STAGES)}
            {select('numberOfEmployees', EMPLOYEE_RANGES)}
          </Stack>
          <TextField label={label('keyInvestors')} {...f('keyInvestors')} />
        </Stack>
      </Box>
    </Modal>
  );
}
