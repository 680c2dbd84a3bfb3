import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/** List or timeline: the two views of the company's tax deadlines, as links (each its own URL). */
export function TaxViewSwitch({ current }: { current: 'list' | 'timeline' }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={current} aria-label={t('accounting.timeline.view')}>
      <ToggleButton value="list" component={RouterLink} to="/one/accounting/tax-deadlines">
        {t('accounting.timeline.list')}
      </ToggleButton>
      <ToggleButton value="timeline" component={RouterLink} to="/one/accounting/tax-timeline">
        {t('accounting.timeline.timeline')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
