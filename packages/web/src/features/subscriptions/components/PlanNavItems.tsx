import type { ReactNode } from 'react';
import { Chip, ListSubheader } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecialOutlined';
import FolderSharedIcon from '@mui/icons-material/FolderSharedOutlined';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../../workspace/workspace';
import { useSubscription } from '../api/active-subscription';
import { planNavItems, type PlanNavItem } from '../plan-nav';

type Icon = typeof AddShoppingCartIcon;
const ICONS: Record<string, Icon> = {
  'add-products': AddShoppingCartIcon,
  'tax-deadlines': EventNoteIcon,
  dashboards: InsightsIcon,
  smartlists: ListAltIcon,
  'master-room': FolderSpecialIcon,
  'shared-spaces': FolderSharedIcon,
};

/** Renders one navigation link the way the shell does (NavContent passes its own renderer). */
export type RenderNavLink = (to: string, label: ReactNode, Icon: Icon, testId: string) => ReactNode;

/** The plan-dependent entries of the customer navigation, grouped (spec 1 §2.2). */
export function PlanNavItems({ render }: { render: RenderNavLink }) {
  const { t } = useTranslation();
  const tenant = useWorkspace().selectedTenantMembership?.tenant;
  const accountType = tenant?.accountType ?? null;
  const sub = useSubscription();
  const items = planNavItems(accountType, sub.data, { internal: tenant?.isInternal });
  const label = (i: PlanNavItem) => (
    <>
      {t(i.labelKey)}
      {i.trialTag && (
        <Chip
          label={t('subscriptions.nav.trialTag')}
          size="small"
          color="secondary"
          sx={{ ml: 1, height: 20 }}
          data-testid="nav-trial-tag"
        />
      )}
      {i.locked && (
        <LockOutlinedIcon
          aria-label={t('subscriptions.nav.notInPlan')}
          sx={{ ml: 1, fontSize: 16, verticalAlign: 'text-bottom', opacity: 0.8 }}
        />
      )}
    </>
  );
  const out: ReactNode[] = [];
  let group: PlanNavItem['group'] | null = null;
  for (const i of items) {
    if (i.group !== group && i.group !== 'products') {
      out.push(
        <ListSubheader
          key={`h-${i.group}`}
          disableSticky
          sx={{
            bgcolor: 'transparent',
            color: 'rgba(255,255,255,0.85)',
            lineHeight: '32px',
            fontSize: 12,
            textTransform: 'uppercase',
            letterSpacing: 0.6,
          }}
        >
          {t(`subscriptions.nav.groups.${i.group}`)}
        </ListSubheader>,
      );
    }
    group = i.group;
    out.push(render(i.to, label(i), ICONS[i.id], `nav-${i.id}`));
  }
  return <>{out}</>;
}
