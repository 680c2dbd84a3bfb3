import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import { ACTIVE_RED_FLAG_STATUSES, TAXONOMY_IDS, type RedFlag } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { SummaryCard } from '../../../components/SummaryCard';
import { RouterAdapter } from '../../../components/RouterLink';
import { redFlagsQuery } from '../api/red-flag-list';
import { useDataRoomTenant } from '../useTenant';
import { DATA_ROOM_PATHS, filesUrl } from '../navigation';

const SHOWN = 5;

/** The open (created or assigned) flags of the whole room, newest first. */
export const openFlags = (flags: readonly RedFlag[]) =>
  flags.filter((f) => ACTIVE_RED_FLAG_STATUSES.includes(f.status));

/**
 * The customer home's open red flags of the master data room (the room's flag list, 9999 = the whole room); a flag on
 * a file opens that file in the room, a room flag the room. The query shares the room's cache key, so the room's live
 * updates refresh it.
 */
export function OpenRedFlagsCard() {
  const { t } = useTranslation();
  const tenant = useDataRoomTenant();
  const q = useApiQuery<RedFlag[]>({ ...redFlagsQuery(tenant, TAXONOMY_IDS.root, null), silent: true });
  const open = openFlags(q.data ?? []);
  return (
    <SummaryCard
      testId="home-red-flags"
      title={t('home.waiting.flags.title')}
      icon={<FlagOutlinedIcon />}
      count={open.length}
      link={{ to: DATA_ROOM_PATHS.home, label: t('home.waiting.flags.all') }}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? t('home.waiting.flags.error') : null}
      empty={
        !q.data || open.length === 0
          ? { title: t('home.waiting.flags.empty'), text: t('home.waiting.flags.emptyText') }
          : null
      }
    >
      {open.slice(0, SHOWN).map((f) => (
        <ListItem key={f.externalId} disablePadding>
          <ListItemButton
            component={RouterAdapter}
            to={f.file ? filesUrl(f.file.externalId) : DATA_ROOM_PATHS.home}
            data-testid="home-red-flag"
          >
            <ListItemText
              primary={f.name}
              secondary={f.file?.name ?? t('home.waiting.flags.room')}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </SummaryCard>
  );
}
