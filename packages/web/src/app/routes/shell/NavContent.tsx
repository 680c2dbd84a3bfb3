import { NavLink, useLocation } from 'react-router';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import LogoutIcon from '@mui/icons-material/Logout';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenterOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '@atrium/contract';
import { UnreadBadge } from '../../../components/UnreadBadge';
import { useSession } from '../../../session/session';
import { useWorkspace } from '../../../workspace/workspace';
import { useAppConfig } from '../../../lib/app-config';
import { PlanNavItems } from '../../../features/subscriptions';
import { useIsPortalAdmin } from '../../../features/user-management';
import {
  canSeeAdminTools,
  canToggleView,
  navItems,
  otherViewPath,
  settingsPath,
  showIntegrations,
  type NavIcon,
} from './nav';

const ICONS: Record<NavIcon, typeof HomeOutlinedIcon> = {
  home: HomeOutlinedIcon,
  notifications: NotificationsOutlinedIcon,
  settings: SettingsOutlinedIcon,
  customers: ApartmentOutlinedIcon,
  team: GroupsOutlinedIcon,
  inbox: ChatBubbleOutlineIcon,
  documents: DescriptionOutlinedIcon,
  services: StorefrontOutlinedIcon,
  users: ManageAccountsOutlinedIcon,
  taxDeadlines: EventNoteOutlinedIcon,
  taxTimeline: CalendarMonthOutlinedIcon,
  tasks: AssignmentOutlinedIcon,
  products: WorkOutlineIcon,
  workload: SpeedOutlinedIcon,
};

// Compact rows: every area of the portal (and its Spanish labels, some on two lines) fits a 900 px high screen in
// the 220 px drawer of spec 1 §9 without scrolling.
const itemSx = {
  borderRadius: 2,
  mx: 1,
  mb: 0.25,
  py: 0.75,
  color: 'rgba(255,255,255,0.92)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '& .MuiListItemText-root': { my: 0.25 },
  '& .MuiListItemText-primary': { fontSize: 15, lineHeight: 1.35 },
  '&.active, &.Mui-selected': { bgcolor: 'rgba(255,255,255,0.16)', color: '#fff', fontWeight: 700 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.10)' },
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
} as const;

/** The drawer's content: product name, the view's areas, and the footer (settings, admin tools, view toggle, user). */
export function NavContent({
  view,
  unread,
  chatUnread,
  onNavigate,
  onLogout,
}: {
  view: View;
  unread: number;
  chatUnread: number;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const config = useAppConfig();
  const selectedTenant = useWorkspace().selectedTenantMembership?.tenant ?? null;
  const accountType = selectedTenant?.accountType ?? null;
  const portalAdmin = useIsPortalAdmin();
  const items = navItems(view, accountType, { portalAdmin });
  const fullName = user ? `${user.user.firstName} ${user.user.lastName}`.trim() : '';
  const initials = user ? `${user.user.firstName.charAt(0)}${user.user.lastName.charAt(0)}`.toUpperCase() : '';

  const location = useLocation();
  // Links whose route carries a parameter (the inbox) are active on every value of it.
  const link = (
    to: string,
    label: ReactNode,
    Icon: typeof HomeOutlinedIcon,
    badge?: number,
    testId?: string,
    activePrefix?: string,
  ) => (
    <ListItem key={to} disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={to}
        onClick={onNavigate}
        sx={itemSx}
        data-testid={testId}
        {...(activePrefix && location.pathname.startsWith(activePrefix)
          ? { selected: true, 'aria-current': 'page' as const }
          : {})}
      >
        <ListItemIcon>
          {badge !== undefined ? (
            <UnreadBadge count={badge} testId={testId ? `${testId}-badge` : undefined}>
              <Icon />
            </UnreadBadge>
          ) : (
            <Icon />
          )}
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Stack sx={{ height: '100%', bgcolor: 'primary.main', color: '#fff' }}>
      <Box sx={{ px: 2.5, py: 2.25 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: 0.3 }}>
          {view === 'portal' ? t('nav.portalName') : t('common.customerViewName')}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('nav.main')} sx={{ flex: 1, overflowY: 'auto' }}>
        <List sx={{ pt: 0 }}>
          {items.map((i) =>
            link(
              i.to,
              t(i.labelKey),
              ICONS[i.icon],
              i.badge === 'chat' ? chatUnread : i.badge ? unread : undefined,
              `nav-${i.id}`,
              i.activePrefix,
            ),
          )}
          {view === 'one' && (
            <PlanNavItems render={(to, label, Icon, testId) => link(to, label, Icon, undefined, testId)} />
          )}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)' }} />
      <Box component="nav" aria-label={t('nav.footer')}>
        <List>
          {link(settingsPath(view), t('nav.settings'), SettingsOutlinedIcon, undefined, 'nav-settings')}
          {showIntegrations(view, selectedTenant) &&
            link('/one/integrations', t('accounting.nav.integrations'), SyncAltIcon, undefined, 'nav-integrations')}
          {canSeeAdminTools(user, config.data?.internalEmailDomain) &&
            link('/tools/admin', t('nav.adminTools'), AdminPanelSettingsOutlinedIcon, undefined, 'nav-admin-tools')}
          {canToggleView(user) &&
            link(
              otherViewPath(view),
              view === 'portal' ? t('nav.switchToOne') : t('nav.switchToPortal'),
              SwapHorizIcon,
              undefined,
              'view-toggle',
            )}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)' }} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, px: 2, py: 1.5 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }} aria-hidden>
          {initials}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }} data-testid="user-name" title={fullName}>
            {fullName}
          </Typography>
          <Typography noWrap sx={{ fontSize: 12, color: 'rgba(255,255,255,0.85)' }} title={user?.user.email}>
            {user?.user.email}
          </Typography>
        </Box>
        <Tooltip title={t('nav.logout')}>
          <IconButton onClick={onLogout} aria-label={t('nav.logout')} sx={{ color: '#fff' }} data-testid="logout">
            <LogoutIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
