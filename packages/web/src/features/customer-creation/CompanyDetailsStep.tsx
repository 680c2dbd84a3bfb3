import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyOnboarding } from '@atrium/contract';
import { CompanyFields, type CompanyField } from '../onboarding';
import type { KeysUnder } from '../../lib/i18n-keys';
import type { CompanyFormValues } from './forms';
import { creationMessage } from './messages';

type Form = UseFormReturn<CompanyFormValues, unknown, CompanyOnboarding>;

const FIELDS: CompanyField[] = [
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
  'delawareCCorp',
  'startupStage',
  'yearFounded',
  'numberOfEmployees',
  'keyInvestors',
  'ebitda',
  'cashOnHand',
  'monthlyRevenue',
  'totalFundingReceived',
];
// Spec 1 §5: the admin form requires the state (a list where the country has one, else free text).
const REQUIRED: CompanyField[] = [
  'companyName',
  'legalName',
  'description',
  'country',
  'state',
  'city',
  'zipCode',
  'streetAddress',
  'industry',
  'startupStage',
  'yearFounded',
  'numberOfEmployees',
];
/** This form's names of the shared company fields. */
const NAMES = { url: 'website', streetAddress: 'address', startupStage: 'latestFinancialStage' } as const;

function labelKey(field: CompanyField): KeysUnder<'customerCreation.company'> | undefined {
  switch (field) {
    case 'url':
    case 'streetAddress':
    case 'startupStage':
      return NAMES[field];
    case 'otherIndustry':
      return undefined;
    default:
      return field;
  }
}

/** Step 2: the admin company form (spec 1 §3 "Company onboarding form (admin)", §5 required fields). */
export function CompanyDetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const label = (field: CompanyField) => {
    const key = labelKey(field);
    return key && t(`customerCreation.company.${key}`);
  };
  return (
    <CompanyFields
      form={form}
      fields={FIELDS}
      names={NAMES}
      label={label}
      message={creationMessage}
      required={REQUIRED}
      currencyPrefix
    />
  );
}
