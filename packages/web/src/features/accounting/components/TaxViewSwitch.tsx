import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup } from '@mui/material';

/** List or timeline: the two views of the company's tax deadlines, as links (each its own URL). */
export function TaxViewSwitch({ current }: { current: 'list' | 'timeline' }) {
  const { t } = useTranslation();
  const link = (view: 'list' | 'timeline', to: string) => (
    <Button
      component={RouterLink}
      to={to}
      variant={current === view ? 'contained' : 'outlined'}
      aria-current={current === view ? 'page' : undefined}
    >
      {t(`accounting.timeline.${view}`)}
    </Button>
  );
  return (
    <ButtonGroup size="small" aria-label={t('accounting.timeline.view')}>
      {link('list', '/one/accounting/tax-deadlines')}
      {link('timeline', '/one/accounting/tax-timeline')}
    </ButtonGroup>
  );
}
