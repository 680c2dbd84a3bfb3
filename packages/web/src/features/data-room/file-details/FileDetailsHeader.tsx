import { useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatFileSize, type DataRoomFile } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon } from '../../../components/preview/FileTypeIcon';
import { extensionOf } from '../../../components/preview/kind';
import { notify } from '../../../lib/notify';
import { downloadDataRoomFile } from '../api/summary';
import { formatAddedDate } from '../files/format';
import { AssistantButton } from '../../assistant';

/** Saves the file under its own name; 'There was an error downloading the file.' when it fails. */
export function DownloadButton({
  file,
  variant = 'outlined',
}: {
  file: Pick<DataRoomFile, 'externalId' | 'name'>;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDataRoomFile(file);
    } catch {
      notify(t('dataRoomFile.drawer.downloadError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      onClick={() => void download()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
    >
      {t('dataRoomFile.drawer.download')}
    </Button>
  );
}

export function FileDetailsHeader({
  file,
  titleId,
  onClose,
}: {
  file: DataRoomFile;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ext = extensionOf(file.name).toUpperCase();
  return (
    <Stack sx={{ gap: 1.5, p: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5 }}>
        <Box aria-hidden sx={{ color: 'text.secondary', pt: 0.5 }}>
          <FileTypeIcon name={file.name} fontSize="large" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ wordBreak: 'break-word', lineHeight: 1.3 }}>
            {file.name}
          </Typography>
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
            <span>
              {t('dataRoomFile.drawer.size')}: {formatFileSize(file.size)}
            </span>
            {ext && (
              <span>
                {' · '}
                {t('dataRoomFile.drawer.type')}: {ext}
              </span>
            )}
            <span>
              {' · '}
              {t('dataRoomFile.drawer.added')}: {formatAddedDate(file.createdAt, false, i18n.language)}
            </span>
          </Typography>
        </Box>
        <IconButton aria-label={t('dataRoomFile.drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <DownloadButton file={file} />
        <AssistantButton
          withText
          testId="file-ai-button"
          scope={{ context: 'SINGLE_DOCUMENT_DATA_ROOM', entity: file.externalId }}
          onOpen={onClose}
        />
      </Stack>
    </Stack>
  );
}
