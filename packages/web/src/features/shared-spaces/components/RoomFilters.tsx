import { useQuery } from '@tanstack/react-query';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ROOM_SHARING_FILTERS,
  ROOM_STATUS_FILTERS,
  type RoomSharingFilter,
  type RoomStatusFilter,
  type RoomsFilter,
} from '@atrium/contract';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';

/** The rooms list's filters as they stand in the address (?status=&sharing=), so a reload keeps them. */
export function roomsFilterOf(params: URLSearchParams): RoomsFilter {
  const status = params.get('status');
  const sharing = params.get('sharing');
  return {
    status: ROOM_STATUS_FILTERS.includes(status as RoomStatusFilter) ? (status as RoomStatusFilter) : undefined,
    sharing: ROOM_SHARING_FILTERS.includes(sharing as RoomSharingFilter) ? (sharing as RoomSharingFilter) : undefined,
  };
}
export function roomsFilterParams(f: RoomsFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.status) out.status = f.status;
  if (f.sharing) out.sharing = f.sharing;
  return out;
}

/** Chips for each value GET home/filter-options offers, with its count; a chosen chip is unset by a second click. */
export function RoomFilters({ filter, onChange }: { filter: RoomsFilter; onChange: (f: RoomsFilter) => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const options = useQuery({
    queryKey: sharedSpacesKeys.filterOptions(tenant),
    queryFn: roomsApi.filterOptions,
    enabled: !!tenant,
  });
  if (!options.data) return null;
  const group = <K extends 'status' | 'sharing'>(
    key: K,
    values: { value: NonNullable<RoomsFilter[K]>; count: number }[],
  ) => (
    <Stack direction="row" role="group" aria-label={t(`sharedSpaces.filters.${key}`)} sx={{ gap: 1, flexWrap: 'wrap' }}>
      {values.map((o) => {
        const on = filter[key] === o.value;
        return (
          <Chip
            key={o.value}
            label={`${t(`sharedSpaces.filters.${o.value}`)} (${o.count})`}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onChange({ ...filter, [key]: on ? undefined : o.value })}
          />
        );
      })}
    </Stack>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 3 }, mb: 2, alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sharedSpaces.filters.label')}
      </Typography>
      {group('status', options.data.status)}
      {group('sharing', options.data.sharing)}
    </Stack>
  );
}
