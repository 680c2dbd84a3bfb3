import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { FUNDRAISING_LIMITS } from '@atrium/contract';
import { FormDialog } from '../../../components/FormDialog';

/** Writes the note a list keeps on one investor; an emptied note is cleared. */
export function NoteDialog({
  open,
  name,
  note,
  onClose,
  onSave,
}: {
  open: boolean;
  name: string;
  note: string | null;
  onClose: () => void;
  onSave: (note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(note ?? '');
  useEffect(() => {
    if (open) setText(note ?? '');
  }, [open, note]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('fundraising.list.noteTitle', { name })}
      onSave={() => onSave(text.trim())}
      closeOnSave
      savedMessage={t('fundraising.list.noteSaved')}
    >
      <TextField
        label={t('fundraising.columns.note')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={4}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: FUNDRAISING_LIMITS.noteMax } }}
      />
    </FormDialog>
  );
}
