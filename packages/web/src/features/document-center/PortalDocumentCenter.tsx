import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Autocomplete, TextField } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import type { DocCenterPathItem } from '@atrium/contract';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '../../components/EmptyState';
import { useApiQuery } from '../../components/useApi';
import { portalApi, portalKeys } from '../inbox-portal/api';
import { DocumentBrowser } from './DocumentBrowser';

/**
 * Staff: pick a client company (the portal's company list, filtered by name as one types), then browse its
 * document center read-only (GET files/portal). The company is in the URL; the folder trail is kept here.
 */
export function PortalDocumentCenter() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const companies = useApiQuery({ queryKey: portalKeys.companies, queryFn: portalApi.companies, staleTime: 60_000, silent: true });
  const company = (companies.data ?? []).find((c) => c.externalId === companyId) ?? null;
  const [trail, setTrail] = useState<DocCenterPathItem[]>([]);
  useEffect(() => setTrail([]), [companyId]);
  const folder = trail.at(-1)?.externalId ?? null;

  return (
    <>
      <PageHeader title={t('documentCenter.portalTitle')} subtitle={company ? t('documentCenter.subtitle', { company: company.name }) : t('documentCenter.company.pick')} />
      <Autocomplete
        options={companies.data ?? []}
        value={company}
        loading={companies.isLoading}
        onChange={(_, c) => {
          const p = new URLSearchParams(params);
          if (c) p.set('company', c.externalId);
          else p.delete('company');
          setParams(p);
        }}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
        noOptionsText={t('documentCenter.company.noOptions')}
        loadingText={t('common.loading')}
        sx={{ maxWidth: 420, mb: 3 }}
        renderInput={(p) => <TextField {...p} label={t('documentCenter.company.label')} placeholder={t('documentCenter.company.placeholder')} />}
      />
      {companies.isError && <Alert severity="error">{t('documentCenter.company.loadFailed')}</Alert>}
      {!company && !companies.isError && <EmptyState icon={<ApartmentOutlinedIcon />} title={t('documentCenter.company.pick')} />}
      {company && (
        <DocumentBrowser
          source={{ kind: 'portal', tenant: company.externalId }}
          state={{ folder, term: '', ownership: 'ALL' }}
          onState={() => {}}
          trail={trail}
          onOpenFolder={(item) => setTrail([...trail, { externalId: item.externalId, name: item.name }])}
          onCrumb={(i) => setTrail(trail.slice(0, i + 1))}
        />
      )}
    </>
  );
}
