import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@atrium/contract';
import { CsvTable } from './preview/CsvTable';
import { fetchTextPrefix } from './preview/fetch-text';
import { FileTypeIcon } from './preview/FileTypeIcon';
import { MAX_TEXT_PREVIEW_BYTES, previewKind, type PreviewKind } from './preview/kind';
import { MarkdownView } from './preview/MarkdownView';

export interface FilePreviewProps {
  name: string;
  contentType?: string | null;
  /** Resolves a (pre-signed) URL of the bytes; called once per file. */
  loadUrl: () => Promise<string>;
  /** Called when the bytes could not be shown with the URL (so a cache can drop it). */
  onUrlFailed?: () => void;
  /** The download action shown with office documents and files without a preview. */
  download?: ReactNode;
  /** For text previews (tests lower it). */
  maxTextBytes?: number;
}

type UrlState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

function useUrl(load: () => Promise<string>, enabled: boolean, key: string): UrlState {
  const [state, setState] = useState<UrlState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setState({ status: 'loading' });
    load().then(
      (url) => alive && setState({ status: 'ready', url }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per file
  }, [key, enabled]);
  return state;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        color: 'text.secondary',
      }}
    >
      {children}
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <CircularProgress size={28} aria-label={t('preview.loading')} />
    </Centered>
  );
}

/** The file icon with a message and the download action: office documents, unsupported types, failures. */
function IconCard({
  name,
  title,
  text,
  download,
}: {
  name: string;
  title: string;
  text?: string;
  download?: ReactNode;
}) {
  return (
    <Centered>
      <FileTypeIcon name={name} sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </Typography>
      {text && <Typography sx={{ maxWidth: 420 }}>{text}</Typography>}
      {download && <Box sx={{ mt: 1 }}>{download}</Box>}
    </Centered>
  );
}

function TextPreview({
  url,
  kind,
  name,
  maxBytes,
  onFailed,
}: {
  url: string;
  kind: 'text' | 'markdown' | 'csv';
  name: string;
  maxBytes: number;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; text: string; truncated: boolean }
  >({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchTextPrefix(url, maxBytes, controller.signal).then(
      (r) => setState({ status: 'ready', ...r }),
      () => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        onFailed();
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetch again only for a new url or limit, not for new callbacks
  }, [url, maxBytes]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <IconCard name={name} title={t('preview.notAvailable')} />;
  const note = state.truncated && kind !== 'csv' && (
    <Alert severity="info" sx={{ mb: 1 }}>
      {t('preview.truncatedText', { size: formatFileSize(maxBytes) })}
    </Alert>
  );
  if (kind === 'csv') return <CsvTable text={state.text} name={name} truncatedText={state.truncated} />;
  if (!state.text.trim()) return <Typography sx={{ color: 'text.secondary' }}>{t('preview.emptyFile')}</Typography>;
  return (
    <Box>
      {note}
      {kind === 'markdown' ? (
        <MarkdownView source={state.text} />
      ) : (
        <Box
          component="pre"
          aria-label={t('preview.previewOf', { name })}
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 13, m: 0 }}
        >
          {state.text}
        </Box>
      )}
    </Box>
  );
}

/**
 * The shared file preview (spec 1 §2.3, spec 3 §8–9): pdf in the browser's viewer, images (svg too, always as an
 * <img>, so scripts in it never run), txt, md (safely rendered), csv (a table), office documents and other types
 * as a card with the file icon and the download action. A failed image falls back to the file icon; a failed pdf
 * says 'Preview not available.'.
 */
export function FilePreview({
  name,
  contentType,
  loadUrl,
  onUrlFailed,
  download,
  maxTextBytes = MAX_TEXT_PREVIEW_BYTES,
}: FilePreviewProps) {
  const { t } = useTranslation();
  const kind: PreviewKind = previewKind(name, contentType);
  const needsUrl = kind !== 'office' && kind !== 'none';
  const url = useUrl(loadUrl, needsUrl, name);
  const [broken, setBroken] = useState(false);
  const failed = () => {
    setBroken(true);
    onUrlFailed?.();
  };

  if (kind === 'office')
    return (
      <IconCard name={name} title={t('preview.office.title')} text={t('preview.office.text')} download={download} />
    );
  if (kind === 'none') return <IconCard name={name} title={t('preview.noPreview')} download={download} />;
  if (url.status === 'loading') return <Loading />;
  if (url.status === 'error' || (broken && kind === 'pdf'))
    return <IconCard name={name} title={t('preview.notAvailable')} download={download} />;
  if (kind === 'image') {
    if (broken) return <IconCard name={name} title={t('preview.notAvailable')} download={download} />;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={url.url}
          alt={name}
          onError={failed}
          sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
        />
      </Box>
    );
  }
  if (kind === 'pdf') {
    return (
      <Paper variant="outlined" sx={{ height: { xs: '70vh', sm: '75vh' }, overflow: 'hidden' }}>
        <Box
          component="iframe"
          src={url.url}
          title={t('preview.previewOf', { name })}
          onError={failed}
          sx={{ width: '100%', height: '100%', display: 'block', border: 0 }}
        />
      </Paper>
    );
  }
  return <TextPreview url={url.url} kind={kind} name={name} maxBytes={maxTextBytes} onFailed={() => onUrlFailed?.()} />;
}
