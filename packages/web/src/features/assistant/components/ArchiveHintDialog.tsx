import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';

/** After archiving: where archived chats are, with 'Don't show this again' (saved as a user option, spec 2 §4). */
export function ArchiveHintDialog({ onClose }: { onClose: (dontShowAgain: boolean) => void }) {
  const { t } = useTranslation();
  const [never, setNever] = useState(false);
  return (
    <Modal
      open
      onClose={() => onClose(never)}
      title={t('assistant.archiveHint.title')}
      actions={
        <Button variant="contained" onClick={() => onClose(never)}>
          {t('assistant.archiveHint.ok')}
        </Button>
      }
    >
      <Typography variant="body2">{t('assistant.archiveHint.body')}</Typography>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={never} onChange={(e) => setNever(e.target.checked)} />}
        label={t('assistant.archiveHint.dontShow')}
      />
    </Modal>
  );
}
