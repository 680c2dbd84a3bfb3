import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { RouterAdapter } from '../../../components/RouterLink';
import { FounderUpdateDialog } from './FounderUpdateDialog';
import { SPENDING_PATH } from '../spending-paths';

/** The dashboards page's header actions: open Spending, and the monthly founder update. */
export function DashboardActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button component={RouterAdapter} to={SPENDING_PATH} variant="outlined">
        {t('spending.openSpending')}
      </Button>
      <Button variant="contained" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {t('spending.founder.button')}
      </Button>
      {open && <FounderUpdateDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
