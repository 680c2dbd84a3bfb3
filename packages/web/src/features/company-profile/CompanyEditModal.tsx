import { useRef } from 'react';
import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { companyEditSchema, type Company, type CompanyEdit, type CompanyEditInput } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api-error';
import { CompanyFields, onboardingMessage, scrollToFirstInvalid, type CompanyField } from '../onboarding';
import { useUpdateCompany } from './api/update-company';
import type { KeysUnder } from '../../lib/i18n-keys';

/** The profile's company fields, in the shared layout's order (also the order of the jump to the first error). */
const FIELDS = [
  'companyName',
  'legalName',
  'description',
  'url',
  'telephone',
  'country',
  'state',
  'city',
  'zipCode',
  'streetAddress',
  'industry',
  'startupStage',
  'yearFounded',
  'numberOfEmployees',
  'keyInvestors',
] as const satisfies readonly CompanyField[];
type LabelKey = Exclude<(typeof FIELDS)[number], 'country'>;
/** The country keeps the country list's own label. */
const hasLabel = (field: CompanyField): field is LabelKey =>
  field !== 'country' && (FIELDS as readonly string[]).includes(field);
const REQUIRED: CompanyField[] = ['companyName', 'legalName', 'telephone', 'state', 'zipCode'];

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
  const label = (key: LabelKey & KeysUnder<'companyProfile.fields'>) => t(`companyProfile.fields.${key}`);
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
    (errors) => scrollToFirstInvalid(errors, FIELDS, root.current ?? document),
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
        <CompanyFields
          form={form}
          fields={FIELDS}
          label={(field) => (hasLabel(field) ? label(field) : undefined)}
          message={onboardingMessage}
          required={REQUIRED}
          blankOption
        />
      </Box>
    </Modal>
  );
}
