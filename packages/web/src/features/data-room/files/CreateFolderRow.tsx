import { useState } from 'react';
import { ClickAwayListener, ListItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';

/**
 * The 'Create Folder' input of spec 3 §2.4/§4: placeholder 'Name...', Enter confirms, Escape or an outside click
 * cancels; an empty name warns 'Folder name cannot be empty' and makes no call. Success closes the row (the caller).
 */
export function CreateFolderRow({
  level,
  onCreate,
  onCancel,
}: {
  level: number;
  onCreate: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) {
      notify(t('dataRoomFiles.custom.nameEmpty'), 'warning');
      return;
    }
    setBusy(true);
    try {
      await onCreate(name.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <ClickAwayListener onClickAway={() => !busy && onCancel()}>
      <ListItem sx={{ pl: 1 + level * 2 + 3, py: 0.5 }}>
        <TextField
          autoFocus
          size="small"
          fullWidth
          disabled={busy}
          value={name}
          placeholder={t('dataRoomFiles.custom.namePlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('dataRoomFiles.custom.nameLabel'), maxLength: 120 } }}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
        />
      </ListItem>
    </ClickAwayListener>
  );
}
