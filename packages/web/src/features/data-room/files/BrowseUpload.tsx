import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS, TENANT_HEADER, isDocumentName, maxBytesFor, wholeMb, type DataRoomFile } from '@atrium/contract';
import { httpHooks } from '../../../lib/http';
import { notify } from '../../../lib/notify';

export type UploadTarget = { kind: 'static'; staticId: number } | { kind: 'custom'; externalId: string };

/**
 * SLOT (lead: swap for w-landing's reusable UploadDialog when dr-w-landing is merged): the §2.5 Browse button. It
 * opens the file picker, drops files of a wrong type or too large (with the §5 messages) and uploads the rest into
 * the folder on screen.
 */
export function BrowseUpload({ target, onUploaded }: { target: UploadTarget; onUploaded: (files: DataRoomFile[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])].filter((f) => {
      if (!isDocumentName(f.name)) return notify(t('dataRoomFiles.notices.invalidFormat'), 'error'), false;
      if (f.size >= maxBytesFor(f.name)) return notify(t('dataRoomFiles.notices.tooLarge', { name: f.name, mb: wholeMb(maxBytesFor(f.name)) }), 'error'), false;
      return true;
    });
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const body = new FormData();
    files.forEach((f) => body.append('files', f, f.name));
    const url = target.kind === 'static' ? `/api/data-room/upload-files?parentId=${target.staticId}` : `/api/data-room/custom/folder/files?customParentId=${target.externalId}`;
    const headers: Record<string, string> = {};
    const token = httpHooks.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const tenant = httpHooks.tenantExternalId();
    if (tenant) headers[TENANT_HEADER] = tenant;
    setBusy(true);
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(DATA_ROOM_LIMITS.timeouts.upload) });
      const env = (await res.json()) as { success: boolean; content: DataRoomFile[]; message?: string };
      if (!res.ok || !env.success) throw new Error(env.message);
      notify(t('dataRoomFiles.notices.uploaded', { count: env.content.length }), 'success');
      onUploaded(env.content);
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : t('dataRoomFiles.notices.errorUploading'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {t('dataRoomFiles.empty.browse')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        accept={DATA_ROOM_LIMITS.documentExtensions.map((e) => `.${e}`).join(',')}
        onChange={(e) => void upload(e.target.files)}
        data-testid="browse-input"
      />
    </>
  );
}
