import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GatedModule } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';

/**
 * The destination of a gated area whose own screen belongs to a later issue (dashboards, tax deadlines, fundraising,
 * data rooms). It is reached only through ModuleGate, so it shows that the plan opens the area, and says plainly that
 * the screen itself is not part of this version. The owning issue replaces this element in routes.tsx.
 */
export default function GatedAreaPage({ module }: { module: GatedModule }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`subscriptions.modules.${module}`)} subtitle={t('subscriptions.gated.included')} />
      <Alert severity="info" data-testid="gated-area-pending">
        {t('subscriptions.gated.notInThisVersion')}
      </Alert>
    </>
  );
}
