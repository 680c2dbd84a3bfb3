import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { DATA_ROOM_LIMITS } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import type { useRedFlagActions } from '../api/red-flag-actions';

/** Raise a red flag by name; Save stays disabled while the name is empty (spec 3 §5). */
export function CreateRedFlagForm({
  fileExternalId,
  staticId,
  actions,
}: {
  fileExternalId: string | null;
  staticId: number;
  actions: ReturnType<typeof useRedFlagActions>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const busy = actions.create.isPending;
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    actions.create.mutate({ name: trimmed, fileExternalId, staticId }, { onSuccess: () => setName('') });
  };
  return (
    <Stack
      component="form"
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        size="small"
        fullWidth
        label={t('dataRoomFile.redFlags.newLabel')}
        placeholder={t('dataRoomFile.redFlags.newPlaceholder')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: DATA_ROOM_LIMITS.redFlagNameMax } }}
      />
      <Button type="submit" variant="contained" disabled={!name.trim() || busy} sx={{ flexShrink: 0, minHeight: 40 }}>
        {t('dataRoomFile.redFlags.save')}
      </Button>
    </Stack>
  );
}
