import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS } from '@atrium/contract';
import { renameTitle } from '../rename';

/**
 * Inline rename (spec 2 §5): starts with the current title, commits on blur or Enter, Escape cancels; an empty or
 * unchanged title cancels (onDone(null)).
 */
export function RenameField({ current, onDone }: { current: string | null; onDone: (title: string | null) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(current ?? '');
  const [finished, setFinished] = useState(false);
  const finish = (title: string | null) => {
    if (finished) return;
    setFinished(true);
    onDone(title);
  };
  return (
    <TextField
      autoFocus
      size="small"
      fullWidth
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => finish(renameTitle(current, draft))}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(renameTitle(current, draft));
        } else if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        }
      }}
      slotProps={{
        htmlInput: { maxLength: ASSISTANT_LIMITS.titleMaxLength, 'aria-label': t('assistant.list.renameLabel') },
      }}
    />
  );
}
