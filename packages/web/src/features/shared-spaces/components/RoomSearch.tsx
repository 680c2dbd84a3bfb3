import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';

/**
 * Search inside a room: Enter (or a past search picked from the list) asks the server, which saves the term in the
 * member's room search history (type 1); clearing the box shows every file again.
 */
export function RoomSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: sharedSpacesKeys.searchHistory(tenant),
    queryFn: roomsApi.searchHistory,
    enabled: open,
  });
  const submit = (term: string) => onSearch(term.trim());
  return (
    <Autocomplete
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={(history.data ?? []).map((h) => h.search)}
      inputValue={text}
      onInputChange={(_, v, reason) => {
        setText(v);
        if (reason === 'clear' || !v.trim()) onSearch('');
      }}
      onChange={(_, v) => {
        if (typeof v === 'string') submit(v);
      }}
      sx={{ mb: 1, maxWidth: 360 }}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('sharedSpaces.search')}
          helperText={open && history.data?.length ? t('sharedSpaces.recentSearches') : undefined}
        />
      )}
    />
  );
}
