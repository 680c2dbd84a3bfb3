import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { FUNDER_IMAGE_LIMITS, type Funder } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../lib/notify';
import type { TransferHandle } from '../../../lib/transfer';
import { investorToolsApi } from '../investor-tools-api';
import { FunderAvatar } from './FunderAvatar';

type Upload =
  { state: 'idle' } | { state: 'sending'; percent: number; name: string } | { state: 'failed'; message: string };

/**
 * A funder's logo, for the provider's staff (spec 3 §2.14: the upload shows only for a funder with a uuid and when
 * upload is enabled — the investor database is shared, so staff keep it). Choosing a PNG or JPEG uploads it at once
 * with its progress; the server judges the file and its refusal is shown as it words it; the new logo shows on success.
 */
export function FunderLogoDialog({
  funder,
  onClose,
  onUploaded,
}: {
  funder: Funder | null;
  onClose: () => void;
  onUploaded: (f: Funder) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const transfer = useRef<TransferHandle<Funder> | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [shown, setShown] = useState<Funder | null>(funder);
  useEffect(() => {
    setShown(funder);
    setUpload({ state: 'idle' });
  }, [funder]);
  useEffect(() => () => transfer.current?.abort(), []);

  const send = async (file: File) => {
    if (!funder) return;
    if (file.size > FUNDER_IMAGE_LIMITS.maxBytes) {
      setUpload({ state: 'failed', message: t('investorTools.logo.tooLarge') });
      return;
    }
    setUpload({ state: 'sending', percent: 0, name: file.name });
    const h = investorToolsApi.uploadLogo(funder, file, (sent, total) =>
      setUpload({ state: 'sending', percent: total ? Math.round((sent / total) * 100) : 0, name: file.name }),
    );
    transfer.current = h;
    try {
      const saved = await h.promise;
      setShown(saved);
      setUpload({ state: 'idle' });
      notify(t('investorTools.logo.saved', { name: saved.name }), 'success');
      onUploaded(saved);
    } catch (err) {
      // Closing the dialog aborts the upload: nothing to say then.
      if ((err as Error).message === 'aborted') return;
      setUpload({ state: 'failed', message: (err as Error).message || t('errors.unexpected') });
    } finally {
      transfer.current = null;
    }
  };

  const sending = upload.state === 'sending';
  const close = () => {
    transfer.current?.abort();
    onClose();
  };

  return (
    <Modal
      open={!!funder}
      onClose={close}
      title={t('investorTools.logo.title', { name: funder?.name ?? '' })}
      maxWidth="xs"
      actions={
        <Button onClick={close} color="inherit">
          {sending ? t('common.cancel') : t('common.close')}
        </Button>
      }
    >
      {shown && (
        <Stack sx={{ gap: 2, alignItems: 'center', pt: 1 }}>
          <Box data-testid="funder-logo-current">
            <FunderAvatar funder={shown} size={96} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {shown.logoUrl ? t('investorTools.logo.has') : t('investorTools.logo.none')} {t('investorTools.logo.rules')}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept={FUNDER_IMAGE_LIMITS.accept}
            data-testid="funder-logo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={sending}
            onClick={() => input.current?.click()}
          >
            {shown.logoUrl ? t('investorTools.logo.replace') : t('investorTools.logo.choose')}
          </Button>
          {upload.state === 'sending' && (
            <Box sx={{ width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={upload.percent}
                aria-label={t('investorTools.logo.progress', { name: upload.name })}
              />
              <Typography variant="caption" role="status">
                {t('investorTools.logo.sending', { name: upload.name, percent: upload.percent })}
              </Typography>
            </Box>
          )}
          {upload.state === 'failed' && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {upload.message}
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
