import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@atrium/contract';
import { useSession } from '../../session/session';
import { useWorkspace } from '../../workspace/workspace';
import { RouterLink } from '../../components/RouterLink';
import { EmptyState } from '../../components/EmptyState';
import { accountTypeKey, ManageWorkspaceDialog } from '../../features/workspace';
import { NotificationItem, NotificationSkeleton, useNotificationPage } from '../../features/notifications';
import { inboxPath } from '../../features/inbox-client';
import { WaitingTasksCard } from '../../features/tasks';
import { LatestMessagesCard } from '../../features/inbox-client';
import { OpenRedFlagsCard } from '../../features/data-room';
import { NextContactsCard } from '../../features/fundraising';
import { useSubscription } from '../../features/subscriptions';
import { canToggleView } from './shell/nav';
import { tenantDisplayName } from '../../lib/tenant-name';

const LATEST = 3;

/**
 * The customer home (/one/home): greeting, the selected company, what waits on the customer (tasks that need them,
 * the newest messages, open red flags — each card links to where to act), the latest notifications, what can be done.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const ws = useWorkspace();
  const latest = useNotificationPage(0, LATEST);
  const [manageOpen, setManageOpen] = useState(false);
  const membership = ws.selectedTenantMembership;
  const canCreate = !!user && hasPermission(user, 'companyCreate');

  const isCompany = membership?.tenant.accountType === 'COMPANY';
  const tenantExternalId = membership?.tenant.externalId ?? null;
  // Red flags live in the master data room: shown when the plan has it (the room's own gate).
  const access = useSubscription().data?.access;
  const hasDataRoom = !!access?.masterDataRoom;
  // The founder's investor follow-ups: when the plan has a Smartlists add-on.
  const hasFundraising = isCompany && !!access?.fundraising;
  const waitingCards = [
    isCompany ? 'tasks' : null,
    'messages',
    hasDataRoom ? 'flags' : null,
    hasFundraising ? 'follow-ups' : null,
  ].filter(Boolean).length;
  const abilities = [
    { icon: <SwapHorizIcon />, text: t('home.can.switch') },
    { icon: <ChatBubbleOutlineIcon />, text: t('home.can.inbox'), to: inboxPath('one') },
    ...(isCompany
      ? [{ icon: <DescriptionOutlinedIcon />, text: t('home.can.documents'), to: '/one/document-center' }]
      : []),
    { icon: <NotificationsOutlinedIcon />, text: t('home.can.notifications'), to: '/one/notifications' },
    { icon: <TranslateIcon />, text: t('home.can.language'), to: '/one/settings' },
    { icon: <LockOutlinedIcon />, text: t('home.can.password'), to: '/one/settings' },
    ...(canCreate
      ? [{ icon: <AddBusinessOutlinedIcon />, text: t('home.can.create'), onClick: () => setManageOpen(true) }]
      : []),
    ...(canToggleView(user)
      ? [{ icon: <ApartmentOutlinedIcon />, text: t('home.can.portal'), to: '/portal/customers' }]
      : []),
  ];

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
          {t('home.greeting', { name: user?.user.firstName ?? '' })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('home.subtitle', { product: t('common.customerViewName') })}
        </Typography>
      </Box>

      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="overline" sx={{ color: 'text.secondary' }}>
            {t('home.workingIn')}
          </Typography>
          {membership ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mt: 0.5 }}>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
                <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
                  {membership.tenant.accountType === 'INDIVIDUAL' ? (
                    <PersonIcon fontSize="large" />
                  ) : (
                    <BusinessIcon fontSize="large" />
                  )}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant="h6"
                    component="p"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    data-testid="home-tenant-name"
                  >
                    {tenantDisplayName(membership.tenant.name)}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      label={t(accountTypeKey(membership.tenant.accountType))}
                      data-testid="home-account-type"
                    />
                    {ws.selectedWorkspace && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {ws.selectedWorkspace.domain}
                      </Typography>
                    )}
                  </Stack>
                </Box>
              </Stack>
              <Button variant="outlined" onClick={() => setManageOpen(true)}>
                {t('workspace.manage.open')}
              </Button>
            </Stack>
          ) : ws.status === 'ready' || ws.status === 'error' ? (
            <Typography sx={{ mt: 1 }}>{t('home.noCompany')}</Typography>
          ) : (
            <Skeleton width="40%" height={40} />
          )}
        </CardContent>
      </Card>

      {membership && (
        <Box component="section" aria-labelledby="home-waiting-title">
          <Typography id="home-waiting-title" component="h2" variant="overline" sx={{ color: 'text.secondary' }}>
            {t('home.waiting.title')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              mt: 0.5,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                md: waitingCards > 1 ? '1fr 1fr' : '1fr',
                lg: `repeat(${waitingCards === 4 ? 2 : waitingCards}, 1fr)`,
              },
            }}
          >
            {isCompany && <WaitingTasksCard tenantExternalId={tenantExternalId} />}
            <LatestMessagesCard tenantExternalId={tenantExternalId} />
            {hasDataRoom && <OpenRedFlagsCard />}
            {hasFundraising && <NextContactsCard />}
          </Box>
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardHeader
            title={t('home.latestNotifications')}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            action={
              <RouterLink to="/one/notifications" sx={{ display: 'inline-block', mt: 1, mr: 1, fontWeight: 600 }}>
                {t('home.allNotifications')}
              </RouterLink>
            }
          />
          {latest.isPending && <NotificationSkeleton rows={LATEST} />}
          {latest.data && latest.data.items.length === 0 && (
            <EmptyState
              icon={<NotificationsOutlinedIcon />}
              title={t('home.noNotifications')}
              text={t('notifications.emptyText')}
            />
          )}
          {latest.data && latest.data.items.length > 0 && (
            <List
              sx={{ pt: 0, '& > li + li': { borderTop: '1px solid', borderTopColor: 'divider' } }}
              aria-label={t('home.latestNotifications')}
            >
              {latest.data.items.slice(0, LATEST).map((n) => (
                <NotificationItem key={n.externalId} item={n} dense />
              ))}
            </List>
          )}
          {latest.isError && !latest.data && (
            <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{t('notifications.loadError')}</Typography>
          )}
        </Card>

        <Card variant="outlined">
          <CardHeader title={t('home.canDoTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <List sx={{ pt: 0 }} dense>
            {abilities.map((a) => (
              <ListItem key={a.text}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{a.icon}</ListItemIcon>
                <ListItemText
                  primary={
                    'to' in a && a.to ? (
                      <RouterLink to={a.to}>{a.text}</RouterLink>
                    ) : 'onClick' in a && a.onClick ? (
                      <Button
                        variant="text"
                        onClick={a.onClick}
                        sx={{ p: 0, minWidth: 0, fontWeight: 400, textAlign: 'left', verticalAlign: 'baseline' }}
                      >
                        {a.text}
                      </Button>
                    ) : (
                      a.text
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        </Card>
      </Box>
      <ManageWorkspaceDialog open={manageOpen} onClose={() => setManageOpen(false)} />
    </Stack>
  );
}
