import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Box, Collapse, IconButton, Link, Paper, Stack, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_PATHS, manageState, type DataRoomFilesState } from './navigation';
import { AssistantButton } from '../assistant';
import { DataRoomSearch } from './search/DataRoomSearch';
import { useDataRoomEvents } from './useDataRoomEvents';

/**
 * The master room's frame (spec 3 §2.1): an app bar with the title (home link), a back icon away from home, the Manage
 * tab and the search box, above the landing page or the files screen. Phones and tablets get a collapsible menu and a
 * full-width search. Live file updates are subscribed here, so both pages receive them. The AI button (spec 3 §2.1)
 * opens the assistant drawer in the data-room context.
 */
export default function DataRoomLayout({ title }: { title?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  useDataRoomEvents();

  const atHome = location.pathname.replace(/\/$/, '') === DATA_ROOM_PATHS.home;
  const onFiles = location.pathname.startsWith(DATA_ROOM_PATHS.files);
  const section = (location.state as DataRoomFilesState | null)?.section ?? 'MANAGE';
  const tabValue = onFiles && section === 'MANAGE' ? 'manage' : false;
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(DATA_ROOM_PATHS.home);
  };

  const manageTab = (
    <Tabs value={tabValue} aria-label={t('dataRoom.appBar.sections')} sx={{ minHeight: 48 }}>
      <Tab
        value="manage"
        label={t('dataRoom.appBar.manage')}
        component={RouterLink}
        to={DATA_ROOM_PATHS.files}
        state={manageState()}
        sx={{ minHeight: 48 }}
        onClick={() => setMenuOpen(false)}
      />
    </Tabs>
  );
  return (
    <Box>
      <Paper
        component="header"
        variant="outlined"
        data-testid="data-room-app-bar"
        sx={{ px: { xs: 1.5, sm: 2 }, py: 1, mb: 3, borderRadius: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 1, md: 2 }, minHeight: 48 }}>
          {!atHome && (
            <IconButton aria-label={t('dataRoom.appBar.back')} onClick={back} edge="start">
              <ArrowBackIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to={DATA_ROOM_PATHS.home}
            underline="hover"
            color="inherit"
            variant="h6"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
            data-testid="data-room-title"
          >
            {title || t('dataRoom.appBar.title')}
          </Link>
          {!compact && manageTab}
          <Box sx={{ flex: 1 }} />
          {!compact && <DataRoomSearch />}
          <AssistantButton scope={{ context: 'DATA_ROOM', entity: null }} testId="ai-button" />
          {compact && (
            <IconButton
              aria-label={t('dataRoom.appBar.menu')}
              aria-expanded={menuOpen}
              aria-controls="data-room-menu"
              onClick={() => setMenuOpen((o) => !o)}
              sx={{ width: 48, height: 48 }}
            >
              {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          )}
        </Stack>
        {compact && (
          <>
            <Collapse in={menuOpen} id="data-room-menu" unmountOnExit>
              <Stack sx={{ gap: 1, py: 1 }}>{manageTab}</Stack>
            </Collapse>
            <Box sx={{ mt: 1 }}>
              <DataRoomSearch fullWidth />
            </Box>
          </>
        )}
      </Paper>
      <Outlet />
    </Box>
  );
}
