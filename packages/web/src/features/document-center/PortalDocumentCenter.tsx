import { useSearchParams } from 'react-router';
import { Alert, Autocomplete, TextField } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/EmptyState';
import { usePortalCompanies } from './api/portal-companies';
import { DocumentBrowser } from './DocumentBrowser';
import { useBrowserParams } from './useBrowserParams';

/**
 * Staff: pick a client company (the portal's company list, filtered by name as one types), then work on its
 * document center (the list through GET files/portal; what staff add is PROVIDER-owned). Company, folder, search
 * and filter live in the URL.
 */
export function PortalDocumentCenter() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const companies = usePortalCompanies();
  const company = (companies.data ?? []).find((c) => c.externalId === companyId) ?? null;
  const [state, onState] = useBrowserParams();

  return (
    <>
      <PageHeader
        title={t('documentCenter.portalTitle')}
        subtitle={company ? t('documentCenter.subtitle', { company: company.name }) : undefined}
      />
      <Autocomplete
        options={companies.data ?? []}
        value={company}
        loading={companies.isLoading}
        onChange={(_, c) => {
          // A new company starts at its root.
          const p = new URLSearchParams();
          if (c) p.set('company', c.externalId);
          setParams(p);
        }}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
        noOptionsText={t('documentCenter.company.noOptions')}
        loadingText={t('common.loading')}
        sx={{ maxWidth: { sm: 420 }, mb: 3 }}
        renderInput={(p) => (
          <TextField
            {...p}
            label={t('documentCenter.company.label')}
            placeholder={t('documentCenter.company.placeholder')}
          />
        )}
      />
      {companies.isError && <Alert severity="error">{t('documentCenter.company.loadFailed')}</Alert>}
      {!company && !companies.isError && (
        <EmptyState icon={<ApartmentOutlinedIcon />} title={t('documentCenter.company.pick')} />
      )}
      {company && (
        <DocumentBrowser
          key={company.externalId}
          source={{ kind: 'portal', tenant: company.externalId }}
          state={state}
          onState={onState}
        />
      )}
    </>
  );
}
