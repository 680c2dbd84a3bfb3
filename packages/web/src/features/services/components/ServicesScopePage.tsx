import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ContentMarkdown, type ContentName } from '../../content';
import { servicesOfScope, type CatalogueScope } from '../catalogue-view';
import { ServiceCatalogue } from './ServiceCatalogue';
import { ServiceTabs } from './ServiceTabs';
import { useOwnedServiceCodes } from '../owned';

const PAGES: Record<
  CatalogueScope,
  {
    title: 'services.title' | 'services.legal.title' | 'services.offers.title';
    subtitle: 'services.subtitle' | 'services.legal.subtitle' | 'services.offers.subtitle';
    content?: ContentName;
  }
> = {
  ALL: { title: 'services.title', subtitle: 'services.subtitle' },
  LEGAL: { title: 'services.legal.title', subtitle: 'services.legal.subtitle', content: 'legal' },
  OFFERS: { title: 'services.offers.title', subtitle: 'services.offers.subtitle', content: 'advertising' },
};

/** /one/services, /one/legal and /one/advertising: a part of the catalogue, with the provider's text above it. */
export function ServicesScopePage({ scope }: { scope: CatalogueScope }) {
  const { t } = useTranslation();
  const page = PAGES[scope];
  const services = useMemo(() => servicesOfScope(scope), [scope]);
  const owned = useOwnedServiceCodes();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t(page.title)} subtitle={t(page.subtitle)} />
      <ServiceTabs />
      {page.content && (
        <Box sx={{ mb: 2 }}>
          <ContentMarkdown name={page.content} />
        </Box>
      )}
      <ServiceCatalogue services={services} owned={owned} />
    </Box>
  );
}
