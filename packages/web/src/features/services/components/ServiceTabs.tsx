import { Button, Stack } from '@mui/material';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '/one/services', labelKey: 'services.tabs.all' },
  { to: '/one/legal', labelKey: 'services.tabs.legal' },
  { to: '/one/advertising', labelKey: 'services.tabs.offers' },
] as const;

/** The links between the three service pages (all services, legal, other offers), drawn as tabs. */
export function ServiceTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack
      component="nav"
      aria-label={t('services.tabs.label')}
      direction="row"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      {TABS.map((tab) => {
        const current = pathname.startsWith(tab.to);
        return (
          <Button
            key={tab.to}
            component={NavLink}
            to={tab.to}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            sx={{
              borderRadius: 0,
              flexShrink: 0,
              px: 2,
              py: 1.25,
              fontWeight: current ? 700 : 500,
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              mb: '-1px',
            }}
          >
            {t(tab.labelKey)}
          </Button>
        );
      })}
    </Stack>
  );
}
