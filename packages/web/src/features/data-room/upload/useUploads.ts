import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_ROOM_LIMITS, wholeMb, type DataRoomFile } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { dataRoomKeys } from '../keys';
import { useDataRoomTenant } from '../useTenant';
import { uploadFiles, uploadUrl, type UploadHandle, type UploadTarget } from '../api/upload';
import i18n from '../../../lib/i18n';
import { fileProgress, uploadErrorKey } from './upload-filter';

/** A failed row's text in the reader's language: the server's known refusals translated, else the generic error. */
function rowError(err: unknown, name: string): string | null {
  if (!(err instanceof ApiError)) return null;
  const key = uploadErrorKey(err.status, err.message);
  return key ? i18n.t(key, { name, mb: wholeMb(DATA_ROOM_LIMITS.maxDocumentBytes) }) : null;
}

export type UploadRowStatus = 'queued' | 'uploading' | 'done' | 'error';
export interface UploadRow {
  id: number;
  file: File;
  /** Bytes sent over the file's size, 0–1. */
  progress: number;
  status: UploadRowStatus;
  error: string | null;
}

/** Requests in flight at once: one request per file, so progress and errors are per file. */
export const UPLOAD_CONCURRENCY = 2;

/**
 * The upload queue of the upload dialog: every confirmed file becomes a row and its own multipart request; progress
 * is the XHR's bytes sent over the file's size. When a batch ends the data-room queries (stats, lists) refresh.
 */
export function useUploads(target: UploadTarget, onUploaded?: (files: DataRoomFile[]) => void) {
  const tenant = useDataRoomTenant();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [batchDone, setBatchDone] = useState<{ uploaded: number; failed: number } | null>(null);
  const nextId = useRef(1);
  // The list belongs to one upload target: another folder starts with an empty list (rows still running stay).
  const targetKey = uploadUrl(target);
  const [listTarget, setListTarget] = useState(targetKey);
  if (listTarget !== targetKey) {
    setListTarget(targetKey);
    setRows((list) => list.filter((r) => r.status === 'queued' || r.status === 'uploading'));
    setBatchDone(null);
  }
  const handles = useRef(new Set<UploadHandle>());
  const mounted = useRef(true);
  const targetRef = useRef(target);
  targetRef.current = target;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    mounted.current = true;
    const live = handles.current;
    return () => {
      mounted.current = false;
      live.forEach((h) => h.abort());
    };
  }, []);

  const patch = useCallback((id: number, change: Partial<UploadRow>) => {
    if (mounted.current) setRows((list) => list.map((r) => (r.id === id ? { ...r, ...change } : r)));
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const batch: UploadRow[] = files.map((file) => ({
        id: nextId.current++,
        file,
        progress: 0,
        status: 'queued',
        error: null,
      }));
      setBatchDone(null);
      setRows((list) => [...list, ...batch]);
      const queue = [...batch];
      const uploaded: DataRoomFile[] = [];
      let failed = 0;
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const current = row;
          patch(current.id, { status: 'uploading' });
          const handle = uploadFiles(targetRef.current, [current.file], (sent) =>
            patch(current.id, { progress: fileProgress(sent, current.file.size) }),
          );
          handles.current.add(handle);
          try {
            const result = await handle.promise;
            uploaded.push(...result);
            patch(current.id, { status: 'done', progress: 1 });
          } catch (err) {
            failed++;
            patch(current.id, { status: 'error', error: rowError(err, current.file.name) });
          } finally {
            handles.current.delete(handle);
          }
        }
      };
      void Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, batch.length) }, worker)).then(async () => {
        if (tenant) await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) });
        if (!mounted.current) return;
        setBatchDone({ uploaded: uploaded.length, failed });
        if (uploaded.length) onUploadedRef.current?.(uploaded);
      });
    },
    [patch, queryClient, tenant],
  );

  const busy = rows.some((r) => r.status === 'queued' || r.status === 'uploading');
  /** Names in the dialog's uploaded list (queued, running or done): a new file with one of these names is dropped. */
  const uploadedNames = rows.filter((r) => r.status !== 'error').map((r) => r.file.name);
  return { rows, start, busy, batchDone, uploadedNames };
}
