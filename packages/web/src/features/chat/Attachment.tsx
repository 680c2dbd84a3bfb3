import { useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { CHAT_LIMITS, type ChatFile } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { downloadChatFile, usePresignedUrl } from './api/attachments';
import { formatSize } from './format';

const extension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');
const previewKind = (f: ChatFile): 'image' | 'pdf' | null => {
  const ext = extension(f.name);
  if (!(CHAT_LIMITS.previewExtensions as readonly string[]).includes(ext)) return null;
  return ext === 'pdf' ? 'pdf' : 'image';
};

/** Download link of a file: fetched with the session's token, saved under its own name. */
export function FileDownloadLink({
  file,
  children,
}: {
  file: Pick<ChatFile, 'externalId' | 'name'>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      onClick={() => downloadChatFile(file).catch(() => notify(t('chat.files.downloadFailed'), 'error'))}
      sx={{ textAlign: 'left', wordBreak: 'break-all' }}
    >
      {children ?? file.name}
    </Link>
  );
}

function FileRow({ file, icon }: { file: ChatFile; icon?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
        {icon ?? <InsertDriveFileOutlinedIcon />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <FileDownloadLink file={file} />
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {formatSize(file.size)} · {t('chat.files.download')}
        </Typography>
      </Box>
    </Stack>
  );
}

/** An attachment: png/jpg/jpeg as an image and pdf as a first-page preview (pre-signed URL), else a download link. */
export function Attachment({ file }: { file: ChatFile }) {
  const { t } = useTranslation();
  const kind = previewKind(file);
  const url = usePresignedUrl(file.externalId, kind !== null);
  const [broken, setBroken] = useState(false);
  if (!kind || url === 'error' || broken)
    return <FileRow file={file} icon={kind === 'pdf' ? <PictureAsPdfOutlinedIcon /> : undefined} />;
  return (
    <Stack sx={{ gap: 0.5, maxWidth: 280 }}>
      {url === null ? (
        <Box
          sx={{ width: 200, height: 120, bgcolor: 'action.hover', borderRadius: 1 }}
          aria-label={t('common.loading')}
          role="img"
        />
      ) : kind === 'image' ? (
        <Box
          component="img"
          src={url}
          alt={file.name}
          onError={() => setBroken(true)}
          loading="lazy"
          sx={{
            maxWidth: '100%',
            maxHeight: 220,
            borderRadius: 1,
            display: 'block',
            objectFit: 'contain',
            bgcolor: 'action.hover',
          }}
        />
      ) : (
        // An iframe, not <object>: the content security policy has object-src 'none'.
        <Box
          component="iframe"
          src={`${url}#page=1&toolbar=0`}
          title={file.name}
          sx={{ width: 240, height: 160, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <FileRow file={file} icon={kind === 'pdf' ? <PictureAsPdfOutlinedIcon /> : undefined} />
    </Stack>
  );
}
