import { useId, type ReactNode } from 'react';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Hide the close button and ignore backdrop/Escape (while a request runs). */
  busy?: boolean;
  /** Extra node to the left of the footer buttons (status text). */
  footerStart?: ReactNode;
}

/**
 * The shared modal (spec 1 §2.8): a bottom sheet on phones, a centred dialog elsewhere, with a close
 * button and optional footer buttons. Transitions take 300 ms (theme).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'sm',
  busy = false,
  footerStart,
}: ModalProps) {
  const theme = useTheme();
  const sheet = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };

  const header = (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pr: 1 }}>
      <DialogTitle id={titleId} component="h2" sx={{ flex: 1, typography: 'h6' }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={close} disabled={busy}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
  const footer =
    actions || footerStart ? (
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {footerStart && <Box sx={{ mr: 'auto' }}>{footerStart}</Box>}
        {actions}
      </DialogActions>
    ) : null;

  if (sheet) {
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92vh' },
          } as object,
        }}
      >
        <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} />
        {header}
        <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
        {footer}
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {header}
      <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
      {footer}
    </Dialog>
  );
}

/** Small helper for the body text of a modal. */
export function ModalText({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
