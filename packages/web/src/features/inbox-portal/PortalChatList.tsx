import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  InputAdornment,
  List,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, PORTAL_QUICK_FILTERS } from '@atrium/contract';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { EmptyState } from '../../components/EmptyState';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../session/session';
import type { PortalListState } from './filters';
import { usePortalInbox } from './api/portal-list';
import { PortalChatRow } from './PortalChatRow';
import { PortalFilterMenu } from './PortalFilterMenu';
import { NewChatMenu } from './NewChatMenu';
import type { CreateMode } from './CreateChatDialog';

interface Props {
  state: PortalListState;
  onChange: (patch: Partial<PortalListState>) => void;
  selectedId: string | null;
  onSelect: (externalId: string) => void;
  onCreate: (mode: CreateMode) => void;
  onStats: () => void;
}

/** The left column of the portal inbox: tabs, Stats, Times, filters, search, quick filters and the paged list. */
export function PortalChatList({ state, onChange, selectedId, onSelect, onCreate, onStats }: Props) {
  const { t } = useTranslation();
  const myId = useSession().user?.externalId;
  const [search, setSearch] = useState(state.searchValue);
  const debounced = useDebouncedValue(search.trim(), CHAT_LIMITS.debounce.portalSearch);
  useEffect(() => {
    if (debounced !== state.searchValue) onChange({ searchValue: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report only a new debounced term, not a new onChange or state
  }, [debounced]);

  const list = usePortalInbox(state);
  const rows = list.data?.pages.flatMap((p) => p.content) ?? [];

  // More rows load when the end of the list comes (10 %) into view.
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rows.length]);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }} component="section" aria-label={t('inboxPortal.list.label')}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={state.otherClients ? 1 : 0}
          onChange={(_e, v) => onChange({ otherClients: v === 1 })}
          sx={{ flex: 1, minHeight: 44 }}
        >
          <Tab label={t('inboxPortal.list.myClients')} sx={{ minHeight: 44 }} />
          <Tab label={t('inboxPortal.list.others')} sx={{ minHeight: 44 }} />
        </Tabs>
        <NewChatMenu onPick={onCreate} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1.5, pt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<BarChartIcon />} onClick={onStats}>
          {t('inboxPortal.list.stats')}
        </Button>
        <FormControlLabel
          sx={{ ml: 0.5 }}
          control={
            <Switch
              size="small"
              checked={state.showResponseTimes}
              onChange={(e) => onChange({ showResponseTimes: e.target.checked })}
            />
          }
          label={t('inboxPortal.list.times')}
        />
        <Box sx={{ flex: 1 }} />
        <PortalFilterMenu state={state} onChange={onChange} />
      </Stack>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('inboxPortal.list.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Stack
        direction="row"
        role="group"
        aria-label={t('inboxPortal.list.quickFilters')}
        sx={{ gap: 0.75, px: 1.5, py: 1, overflowX: 'auto', flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}
      >
        {PORTAL_QUICK_FILTERS.map((q) => (
          <Chip
            key={q}
            size="small"
            label={t(`inboxPortal.quick.${q}`)}
            color={state.quick === q ? 'primary' : 'default'}
            variant={state.quick === q ? 'filled' : 'outlined'}
            onClick={() => onChange({ quick: q })}
            aria-pressed={state.quick === q}
          />
        ))}
      </Stack>
      {state.showResponseTimes && (
        <Typography
          variant="caption"
          sx={{ px: 1.5, py: 0.5, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
          data-testid="times-legend"
        >
          {t('inboxPortal.times.legend')}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }} aria-busy={list.isFetching}>
        {list.isLoading && (
          <CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} aria-label={t('inboxPortal.loading')} />
        )}
        {list.isError && (
          <Alert
            severity="error"
            sx={{ m: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('inboxPortal.retry')}
              </Button>
            }
          >
            {t('inboxPortal.list.loadFailed', { message: errorMessage(list.error) })}
          </Alert>
        )}
        {list.isSuccess && rows.length === 0 && (
          <EmptyState title={t('inboxPortal.list.empty')} action={<NewChatMenu variant="button" onPick={onCreate} />} />
        )}
        {rows.length > 0 && (
          <List disablePadding data-testid="portal-chat-list">
            {rows.map((c) => (
              <PortalChatRow
                key={c.externalId}
                conversation={c}
                selected={c.externalId === selectedId}
                showTimes={state.showResponseTimes}
                myId={myId}
                onSelect={onSelect}
              />
            ))}
          </List>
        )}
        <div ref={sentinel} style={{ height: 1 }} />
        {isFetchingNextPage && (
          <CircularProgress
            size={24}
            sx={{ display: 'block', mx: 'auto', my: 2 }}
            aria-label={t('inboxPortal.loading')}
          />
        )}
      </Box>
    </Stack>
  );
}
