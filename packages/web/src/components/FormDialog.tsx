import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@atrium/contract';
import { Modal } from './Modal';
import { notify } from '../lib/notify';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Runs on Save (or Enter). A rejected promise keeps the dialog as it is; the caller shows the error. */
  onSave: () => unknown;
  /** Defaults to 'Save'. */
  saveLabel?: string;
  saveDisabled?: boolean;
  /** Close after a successful save; 'Saved' then shows as a 3 s snackbar instead of in the footer. */
  closeOnSave?: boolean;
  /** The one success message instead of 'Saved' (e.g. 'Invitation sent'), so a save never shows two toasts. */
  savedMessage?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The generic form dialog (spec 1 §2.3): Cancel and Save, and 'Saved' for 3 seconds after a successful save. */
export function FormDialog({
  open,
  onClose,
  title,
  children,
  onSave,
  saveLabel,
  saveDisabled,
  closeOnSave,
  savedMessage,
  maxWidth = 'sm',
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) setSaved(false);
  }, [open]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || saveDisabled) return;
    setBusy(true);
    try {
      await onSave();
    } catch {
      return; // the caller reported the failure
    } finally {
      setBusy(false);
    }
    if (closeOnSave) {
      notify(savedMessage ?? t('common.saved'), 'success');
      onClose();
      return;
    }
    setSaved(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaved(false), LIMITS.savedToastMs);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      maxWidth={maxWidth}
      footerStart={
        <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
          {saved && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
              <CheckCircleIcon fontSize="small" />
              <Typography variant="body2">{savedMessage ?? t('common.saved')}</Typography>
            </Stack>
          )}
        </Box>
      }
      actions={
        <>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={busy || saveDisabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saveLabel ?? t('common.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} sx={{ pt: 1 }}>
        {children}
      </Box>
    </Modal>
  );
}
