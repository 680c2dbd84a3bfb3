import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DOC_CENTER_OWNERSHIP, type DocCenterOwnership, type View } from '@atrium/contract';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspace } from '../../app/workspace';
import { DocumentBrowser, type BrowserState } from './DocumentBrowser';
import { PortalDocumentCenter } from './PortalDocumentCenter';

/** /one/document-center (the selected company's) and /portal/document-center (staff pick a client company first). */
export default function DocumentCenterPage({ view }: { view: View }) {
  return view === 'portal' ? <PortalDocumentCenter /> : <OwnDocumentCenter />;
}

/** The selected company's document center; folder, search term and ownership filter live in the URL. */
function OwnDocumentCenter() {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  const tenant = workspace.selectedTenantMembership?.tenant;
  const [params, setParams] = useSearchParams();
  const own = params.get('show');
  const state: BrowserState = {
    folder: params.get('folder'),
    term: params.get('q') ?? '',
    ownership: (DOC_CENTER_OWNERSHIP as readonly string[]).includes(own ?? '') ? (own as DocCenterOwnership) : 'ALL',
  };
  const onState = (next: Partial<BrowserState>) => {
    const p = new URLSearchParams(params);
    const set = (k: string, v: string | null | undefined, empty: string | null = null) => (v === undefined ? undefined : v === null || v === '' || v === empty ? p.delete(k) : p.set(k, v));
    set('folder', next.folder);
    set('q', next.term);
    set('show', next.ownership, 'ALL');
    setParams(p);
  };
  if (!tenant) return null;
  return (
    <>
      <PageHeader title={t('documentCenter.title')} subtitle={t('documentCenter.subtitle', { company: tenant.name })} />
      <DocumentBrowser source={{ kind: 'one', tenant: tenant.externalId }} state={state} onState={onState} />
    </>
  );
}
