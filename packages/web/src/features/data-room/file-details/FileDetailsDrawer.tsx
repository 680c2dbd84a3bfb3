import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  Drawer,
  IconButton,
  Stack,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { TAXONOMY_IDS } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../../components/FilePreview';
import { ApiError } from '../../../lib/api-error';
import { dataRoomKeys } from '../keys';
import { dataRoomPresignedUrls } from '../api/summary';
import { DownloadButton, FileDetailsHeader } from './FileDetailsHeader';
import { RedFlagsList } from './RedFlagsList';
import { SummaryPanel } from './SummaryPanel';
import { useDataRoomFile } from '../api/file-by-external';
import { useDataRoomTenant } from '../useTenant';

export type FileDetailsTab = 'preview' | 'summary' | 'redFlags';

export interface FileDetailsDrawerProps {
  fileExternalId: string | null;
  open: boolean;
  onClose: () => void;
  /** The tab shown on opening (default: Preview). */
  initialTab?: FileDetailsTab;
}

/**
 * One file: header (name, size, type, date, download) and the tabs Preview, Summary (AI summary, editable) and Red
 * flags. A right drawer on desktop, full screen on phones. The file is read from `dataRoomKeys.file`, which the
 * realtime STATE_CHANGED events patch, so the summary appears as soon as the analysis ends.
 */
export function FileDetailsDrawer({ fileExternalId, open, onClose, initialTab = 'preview' }: FileDetailsDrawerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [tab, setTab] = useState<FileDetailsTab>(initialTab);
  // While the drawer slides shut the caller may already have cleared the id: keep showing the last file.
  const lastId = useRef(fileExternalId);
  if (fileExternalId) lastId.current = fileExternalId;
  const file = useDataRoomFile(lastId.current);
  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, fileExternalId, initialTab]);
  useRefreshFlagsOnAnalysis(file.data?.externalId ?? null, file.data?.processingState, file.data?.redFlags);

  const notFound = file.error instanceof ApiError && (file.error.status === 404 || file.error.status === 403);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': file.data ? titleId : undefined,
          'aria-label': file.data ? undefined : t('dataRoomFile.drawer.label'),
          sx: { width: phone ? '100vw' : 'min(760px, 92vw)', height: '100%', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {!file.data ? (
        <Stack sx={{ flex: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('dataRoomFile.drawer.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {file.isError ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {notFound ? t('dataRoomFile.drawer.notFound') : t('dataRoomFile.drawer.loadError')}
            </Alert>
          ) : (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('common.loading')} />
            </Stack>
          )}
        </Stack>
      ) : (
        <>
          <FileDetailsHeader file={file.data} titleId={titleId} onClose={onClose} />
          <Tabs
            value={tab}
            onChange={(_e, v: FileDetailsTab) => setTab(v)}
            aria-label={t('dataRoomFile.drawer.tabs.label')}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              value="preview"
              label={t('dataRoomFile.drawer.tabs.preview')}
              id={`${titleId}-tab-preview`}
              aria-controls={`${titleId}-panel`}
            />
            <Tab
              value="summary"
              label={t('dataRoomFile.drawer.tabs.summary')}
              id={`${titleId}-tab-summary`}
              aria-controls={`${titleId}-panel`}
            />
            <Tab
              value="redFlags"
              label={
                file.data.redFlags > 0
                  ? t('dataRoomFile.drawer.tabs.redFlagsCount', { count: file.data.redFlags })
                  : t('dataRoomFile.drawer.tabs.redFlags')
              }
              id={`${titleId}-tab-redFlags`}
              aria-controls={`${titleId}-panel`}
            />
          </Tabs>
          <Box
            role="tabpanel"
            id={`${titleId}-panel`}
            aria-labelledby={`${titleId}-tab-${tab}`}
            sx={{ flex: 1, overflowY: 'auto', p: 2 }}
          >
            {tab === 'preview' && (
              <FilePreview
                key={file.data.externalId}
                name={file.data.name}
                contentType={file.data.contentType}
                loadUrl={() => dataRoomPresignedUrls.get(file.data!.externalId)}
                onUrlFailed={() => dataRoomPresignedUrls.invalidate(file.data!.externalId)}
                download={<DownloadButton file={file.data} variant="contained" />}
              />
            )}
            {tab === 'summary' && <SummaryPanel file={file.data} />}
            {tab === 'redFlags' && <RedFlagsList fileExternalId={file.data.externalId} />}
          </Box>
        </>
      )}
    </Drawer>
  );
}

/** The analysis raises AI red flags: when a file's state or flag count changes live, its flag list is re-read. */
function useRefreshFlagsOnAnalysis(
  fileExternalId: string | null,
  state: string | undefined,
  count: number | undefined,
) {
  const qc = useQueryClient();
  const tenant = useDataRoomTenant();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!fileExternalId || state === undefined) return;
    const signature = `${fileExternalId}:${state}:${count}`;
    if (seen.current !== null && seen.current !== signature && seen.current.startsWith(`${fileExternalId}:`))
      void qc.invalidateQueries({ queryKey: dataRoomKeys.redFlags(tenant, TAXONOMY_IDS.root, fileExternalId) });
    seen.current = signature;
  }, [fileExternalId, state, count, qc, tenant]);
}
