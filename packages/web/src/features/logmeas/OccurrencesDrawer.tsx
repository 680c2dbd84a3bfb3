import { useState } from 'react';
import { Alert, Box, Divider, Drawer, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { ErrorOccurrence } from '@atrium/contract';
import { Pagination } from '../../components/Pagination';
import { useFormatDate } from '../../lib/dates';
import { useOccurrences } from './api/logs';

const PAGE_SIZE = 10;

/** One group of the error list: every report of that message, newest first, with stack and component stack. */
export function OccurrencesDrawer({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useOccurrences(message, page, PAGE_SIZE);
  const close = () => {
    setPage(0);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={message !== null}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'occurrences-title',
          sx: { width: { xs: '100%', md: 720 }, maxWidth: '100vw' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', px: 2, py: 1.5, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="occurrences-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('logmeas.occurrences.title')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14 }}>{message}</Typography>
        </Box>
        <IconButton onClick={close} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {query.isError && !query.data ? (
          <Alert severity="error">{t('logmeas.occurrences.loadError')}</Alert>
        ) : !query.data ? (
          <Stack sx={{ gap: 2 }}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : (
          <Stack sx={{ gap: 2 }} aria-busy={query.isFetching}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('logmeas.occurrences.count', { count: query.data.total })}
            </Typography>
            {query.data.items.map((o) => (
              <Occurrence key={o.id} o={o} />
            ))}
            {query.data.total > PAGE_SIZE && (
              <Pagination
                page={page}
                rowsPerPage={PAGE_SIZE}
                count={query.data.total}
                onPageChange={(_, p) => setPage(p)}
              />
            )}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

function StackBlock({ label, text }: { label: string; text: string | null }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="h4" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {label}
      </Typography>
      {text ? (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={label}
          sx={{
            m: 0,
            p: 1,
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontSize: 12,
            maxHeight: 220,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {text}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('logmeas.occurrences.none')}
        </Typography>
      )}
    </Box>
  );
}

function Occurrence({ o }: { o: ErrorOccurrence }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const who = o.user ? `${o.user.firstName} ${o.user.lastName} (${o.user.email})` : t('logmeas.anonymous');
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5 }} data-testid="occurrence">
      <Stack sx={{ gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {date(o.receivedAt, { dateStyle: 'medium', timeStyle: 'medium' })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('logmeas.occurrences.who', { who, page: o.page ?? '—' })}
        </Typography>
        {o.userAgent && (
          <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {o.userAgent}
          </Typography>
        )}
        <StackBlock label={t('logmeas.occurrences.stack')} text={o.stack} />
        <StackBlock label={t('logmeas.occurrences.componentStack')} text={o.componentStack} />
      </Stack>
    </Paper>
  );
}
