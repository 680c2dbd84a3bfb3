import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Autocomplete, TextField } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useApiQuery } from '../../../components/useApi';
import { portalApi, portalKeys } from '../../inbox-portal';
import { TaxDeadlineList } from './TaxDeadlinesPage';
import { PortalDashboardSummary } from './PortalDashboardSummary';

/**
 * /portal/customers/details/accounting: staff pick a client company (?company=) and work on its tax deadlines — the
 * same list the company sees, with the status of each due date settable.
 */
export default function PortalAccountingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const companies = useApiQuery({
    queryKey: portalKeys.companies,
    queryFn: () => portalApi.companies(),
    staleTime: 60_000,
    silent: true,
  });
  const company = (companies.data ?? []).find((c) => c.externalId === companyId) ?? null;
  const picker = (
    <Autocomplete
      options={companies.data ?? []}
      value={company}
      loading={companies.isLoading}
      onChange={(_, c) => setParams(c ? { company: c.externalId } : {})}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
      noOptionsText={t('accounting.portal.noOptions')}
      loadingText={t('common.loading')}
      sx={{ maxWidth: { sm: 420 }, mb: 3 }}
      renderInput={(p) => (
        <TextField {...p} label={t('accounting.portal.label')} placeholder={t('accounting.portal.placeholder')} />
      )}
    />
  );
  if (!company)
    return (
      <>
        <PageHeader title={t('accounting.portal.title')} />
        {picker}
        {companies.isError && <Alert severity="error">{t('accounting.portal.loadFailed')}</Alert>}
        {!companies.isError && <EmptyState icon={<ApartmentOutlinedIcon />} title={t('accounting.portal.pick')} />}
      </>
    );
  return (
    <TaxDeadlineList
      key={company.externalId}
      customer={company.externalId}
      title={t('accounting.portal.title')}
      subtitle={t('accounting.portal.subtitle', { company: company.name })}
    >
      {picker}
      <PortalDashboardSummary customer={company.externalId} />
    </TaxDeadlineList>
  );
}
