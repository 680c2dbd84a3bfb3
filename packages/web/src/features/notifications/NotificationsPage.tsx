import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, List, ListItem, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { LIMITS, type NotificationStatus } from '@atrium/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { NotificationItem } from './NotificationItem';
import { useNotificationPage } from './api/notification-page';
import { useUnreadCount } from './api/unread-count';
import { useMarkAllAsRead, useUpdateNotificationStatus } from './api/update-status';

const PAGE_SIZE = LIMITS.notificationsPageSize;

export function NotificationSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <List aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <ListItem key={i} sx={{ gap: 1.5, py: 1.5 }}>
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="45%" height={24} />
            <Skeleton width="80%" />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/** Notifications (both views): 10 per page, unread styling, read/unread per item, mark all as read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const list = useNotificationPage(page, PAGE_SIZE);
  const unread = useUnreadCount();
  const update = useUpdateNotificationStatus();
  const markAll = useMarkAllAsRead();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const unreadCount = unread.data?.count ?? 0;
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 0) next.delete('page');
    else next.set('page', String(p + 1));
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const toggle = (externalId: string, status: NotificationStatus) => {
    setPendingId(externalId);
    update.mutate({ externalIds: [externalId], status }, { onSettled: () => setPendingId(null) });
  };

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={unread.data ? t('notifications.unreadSummary', { count: unreadCount }) : undefined}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            onClick={() => setConfirmAll(true)}
            disabled={unreadCount === 0 || markAll.isPending}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Paper variant="outlined">
        {list.isPending && <NotificationSkeleton rows={5} />}
        <QueryErrorAlert query={list} message={t('notifications.loadError')} sx={{ m: 2 }} />
        {list.data && list.data.items.length === 0 && (
          <EmptyState
            icon={<NotificationsNoneIcon />}
            title={t('notifications.emptyTitle')}
            text={t('notifications.emptyText')}
          />
        )}
        {list.data && list.data.items.length > 0 && (
          <List
            aria-label={t('notifications.listLabel')}
            aria-busy={list.isFetching ? 'true' : undefined}
            sx={{
              py: 0,
              opacity: list.isPlaceholderData ? 0.6 : 1,
              '& > li + li': { borderTop: '1px solid', borderTopColor: 'divider' },
            }}
          >
            {list.data.items.map((n) => (
              <NotificationItem key={n.externalId} item={n} onToggle={toggle} busy={pendingId === n.externalId} />
            ))}
          </List>
        )}
      </Paper>
      <ConfirmDialog
        open={confirmAll}
        title={t('notifications.markAllConfirmTitle', { count: unreadCount })}
        confirmLabel={t('notifications.markAllRead')}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() =>
          markAll.mutateAsync().then(
            () => setConfirmAll(false),
            () => setConfirmAll(false),
          )
        }
      />
      {total > PAGE_SIZE && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page + 1, pages)}
            onChange={(_, p) => setPage(p - 1)}
            color="primary"
            siblingCount={0}
            getItemAriaLabel={(type, p, selected) =>
              type === 'page'
                ? t(selected ? 'common.pagination.current' : 'common.pagination.page', { page: p })
                : t(`common.pagination.${type}`)
            }
          />
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('notifications.range', {
              from: page * PAGE_SIZE + 1,
              to: Math.min(total, (page + 1) * PAGE_SIZE),
              total,
            })}
          </Typography>
        </Stack>
      )}
    </>
  );
}
