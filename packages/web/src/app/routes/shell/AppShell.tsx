import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import {
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Drawer,
  IconButton,
  Paper,
  Stack,
  Toolbar,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS, type View } from '@atrium/contract';
import { logout } from '../../../session/session';
import { UnreadBadge } from '../../../components/UnreadBadge';
import { LanguageToggle } from '../../../features/language';
import { WorkspaceSelector } from '../../../features/workspace';
import { useNotificationRealtime, useUnreadCount } from '../../../features/notifications';
import { useChatShellRealtime, useChatUnreadCount, inboxPath } from '../../../features/inbox-client';
import { EnvPill } from './EnvPill';
import { NavContent } from './NavContent';
import { inboxRoot, notificationsPath, tasksPath } from './nav';
import { useWorkspace } from '../../../workspace/workspace';
import { AssistantButton, AssistantHost } from '../../../features/assistant';

const DRAWER = LIMITS.drawerWidthPx;
const BOTTOM_BAR = 64;

/**
 * The signed-in frame (spec 1 §2.2): left navigation, top bar (workspace selector, environment pill, language),
 * and on phones and tablets a temporary drawer opened from a menu button plus a bottom bar.
 */
export default function AppShell({ view }: { view: View }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const unread = useUnreadCount().data?.count ?? 0;
  useNotificationRealtime();
  const chatUnread = useChatUnreadCount().data?.count ?? 0;
  useChatShellRealtime();

  const nav = (
    <NavContent
      view={view}
      unread={unread}
      chatUnread={chatUnread}
      onNavigate={mobile ? () => setOpen(false) : undefined}
      onLogout={() => void logout()}
    />
  );
  const notifPath = notificationsPath(view);
  const accountType = useWorkspace().selectedTenantMembership?.tenant.accountType ?? null;
  const taskPath = tasksPath(view, accountType);
  const bottomValue = location.pathname.startsWith(notifPath)
    ? 'notifications'
    : location.pathname.startsWith(inboxRoot(view))
      ? 'inbox'
      : taskPath && location.pathname.startsWith(taskPath)
        ? 'tasks'
        : null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'fixed',
          left: 8,
          top: -48,
          zIndex: theme.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER}px)` },
          ml: { md: `${DRAWER}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          {mobile && (
            <IconButton
              edge="start"
              aria-label={t('shell.openMenu')}
              onClick={() => setOpen(true)}
              data-testid="menu-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box sx={{ minWidth: 0, flexShrink: 1 }}>
            <WorkspaceSelector compact={mobile} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
            <EnvPill />
            <AssistantButton />
            <LanguageToggle />
          </Stack>
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: DRAWER }, flexShrink: { md: 0 } }}>
        {mobile ? (
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            ModalProps={{ keepMounted: false }}
            slotProps={{
              paper: { sx: { width: Math.max(DRAWER, 260), border: 0 }, 'data-testid': 'nav-drawer' } as object,
            }}
          >
            {nav}
          </Drawer>
        ) : (
          <Drawer
            variant="permanent"
            open
            slotProps={{ paper: { sx: { width: DRAWER, border: 0 }, 'data-testid': 'nav-drawer' } as object }}
          >
            {nav}
          </Drawer>
        )}
      </Box>

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, width: { md: `calc(100% - ${DRAWER}px)` }, outline: 'none' }}
      >
        <Toolbar sx={{ minHeight: { xs: 56, sm: 64 } }} />
        <Box sx={{ p: { xs: 2, sm: 3 }, pb: mobile ? `${BOTTOM_BAR + 24}px` : 4, maxWidth: 1200, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>

      {mobile && (
        <Paper
          component="nav"
          aria-label={t('shell.bottomBar')}
          elevation={8}
          data-testid="bottom-bar"
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: theme.zIndex.appBar,
            pb: 'env(safe-area-inset-bottom)',
          }}
        >
          <BottomNavigation showLabels value={bottomValue} sx={{ height: BOTTOM_BAR }}>
            <BottomNavigationAction
              value="menu"
              label={t('shell.menu')}
              icon={<MenuIcon />}
              onClick={() => setOpen(true)}
              data-testid="bottom-menu"
            />
            {taskPath && (
              <BottomNavigationAction
                value="tasks"
                label={t('nav.tasks')}
                component={Link}
                to={taskPath}
                data-testid="bottom-tasks"
                icon={<AssignmentOutlinedIcon />}
              />
            )}
            <BottomNavigationAction
              value="inbox"
              label={t('nav.inbox')}
              component={Link}
              to={inboxPath(view)}
              data-testid="bottom-inbox"
              icon={
                <UnreadBadge count={chatUnread} testId="bottom-inbox-badge">
                  <ChatBubbleOutlineIcon />
                </UnreadBadge>
              }
            />
            <BottomNavigationAction
              value="notifications"
              label={t('nav.notifications')}
              component={Link}
              to={notifPath}
              data-testid="bottom-notifications"
              icon={
                <UnreadBadge count={unread} testId="bottom-notifications-badge">
                  <NotificationsOutlinedIcon />
                </UnreadBadge>
              }
            />
          </BottomNavigation>
        </Paper>
      )}
      <AssistantHost />
    </Box>
  );
}
