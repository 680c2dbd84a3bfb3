import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GatedModule } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';

/**
 * The destination of a gated area whose own screen belongs to a later issue (dashboards, tax deadlines, fundraising,
 * shared rooms). The navigation does not offer these areas (plan-nav's SCREEN_AVAILABLE); a deep link reaches this
 * page through ModuleGate, and it says plainly that the area is coming, without presenting it as part of the plan.
 * The owning issue replaces this element in router.tsx.
 */
export default function GatedAreaPage({ module }: { module: GatedModule }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`subscriptions.modules.${module}`)} subtitle={t('subscriptions.gated.comingSoon')} />
      <Alert severity="info" data-testid="gated-area-pending">
        {t('subscriptions.gated.notYet')}
      </Alert>
    </>
  );
}
