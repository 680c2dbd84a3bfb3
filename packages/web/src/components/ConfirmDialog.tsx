import { useState, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Modal, ModalText } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  /** May return a promise: the buttons stay disabled until it settles. */
  onConfirm: () => unknown;
  title?: ReactNode;
  /** Defaults to 'Are you sure you want to do this?' (spec 1 §2.3). */
  text?: ReactNode;
  confirmLabel?: string;
  /** A destructive action shows its confirm button in red. */
  destructive?: boolean;
}

/** The generic confirmation: 'Are you sure you want to do this?' with Cancel and Confirm. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  text,
  confirmLabel,
  destructive,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      busy={busy}
      maxWidth="xs"
      title={title ?? t('dialogs.confirm.title')}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={() => void confirm()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            autoFocus
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <ModalText>{text ?? t('dialogs.confirm.text')}</ModalText>
    </Modal>
  );
}
