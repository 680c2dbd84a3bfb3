import { useTranslation } from 'react-i18next';
import type { View } from '@atrium/contract';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspace } from '../../workspace/workspace';
import { DocumentBrowser } from './DocumentBrowser';
import { PortalDocumentCenter } from './PortalDocumentCenter';
import { useBrowserParams } from './useBrowserParams';
import { useCitedFile } from './useCitedFile';
import { tenantDisplayName } from '../../lib/tenant-name';

/** /one/document-center (the selected company's) and /portal/document-center (staff pick a client company first). */
export default function DocumentCenterPage({ view }: { view: View }) {
  return view === 'portal' ? <PortalDocumentCenter /> : <OwnDocumentCenter />;
}

function OwnDocumentCenter() {
  const { t } = useTranslation();
  const tenant = useWorkspace().selectedTenantMembership?.tenant;
  const [state, onState] = useBrowserParams();
  useCitedFile();
  if (!tenant) return null;
  return (
    <>
      <PageHeader
        title={t('documentCenter.title')}
        subtitle={t('documentCenter.subtitle', { company: tenantDisplayName(tenant.name) })}
      />
      <DocumentBrowser
        key={tenant.externalId}
        source={{ kind: 'one', tenant: tenant.externalId }}
        state={state}
        onState={onState}
      />
    </>
  );
}
