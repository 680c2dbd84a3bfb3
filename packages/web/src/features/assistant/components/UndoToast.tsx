import { useEffect, useRef } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LIMITS } from '@atrium/contract';
import { UndoTimer } from '../undo-timer';

/**
 * 'Chat Deleted' with Undo (spec 1 §2.6, spec 2 §4): dismisses itself after 5 s, the time pausing while the pointer
 * (or focus) is on it. Rendered inside the drawer, so the drawer's focus trap does not keep it out of reach.
 */
export function UndoToast({ onUndo, onExpire }: { onUndo: () => void; onExpire: () => void }) {
  const { t } = useTranslation();
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const timer = useRef<UndoTimer | null>(null);
  useEffect(() => {
    const tm = new UndoTimer(ASSISTANT_LIMITS.undoDeleteMs, () => expire.current());
    timer.current = tm;
    tm.start();
    return () => tm.cancel();
  }, []);
  return (
    <Paper
      role="status"
      elevation={6}
      data-testid="assistant-undo-toast"
      onMouseEnter={() => timer.current?.pause()}
      onMouseLeave={() => timer.current?.resume()}
      onFocus={() => timer.current?.pause()}
      onBlur={() => timer.current?.resume()}
      sx={{
        position: 'absolute',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {t('assistant.toasts.deleted')}
      </Typography>
      <Button
        size="small"
        sx={{ color: 'primary.light' }}
        onClick={(e) => {
          timer.current?.cancel();
          // The toast unmounts with its button: focus moves to the drawer first, so Escape and Tab keep working
          // instead of starting from the page body behind the modal.
          e.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          onUndo();
        }}
      >
        {t('assistant.toasts.undo')}
      </Button>
    </Paper>
  );
}
