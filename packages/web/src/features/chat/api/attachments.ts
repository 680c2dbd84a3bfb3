import { useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS, CHAT_PATHS, type ChatFile, type ChatMessage } from '@atrium/contract';
import { download } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';
import { chatApi } from './chat-api';

const M = CHAT_PATHS.message;

export interface UploadHandle {
  promise: Promise<ChatMessage>;
  abort: () => void;
}

/**
 * POST M/attachments as multipart (`files` parts, optional `message`). XMLHttpRequest rather than fetch because
 * fetch reports no upload progress. `onProgress` gets the bytes sent of the whole body (files go in order,
 * so the composer derives each file's share from it).
 */
export function uploadAttachments(
  conversationExternalId: string,
  files: File[],
  message: string | null,
  onProgress?: (loaded: number, total: number) => void,
): UploadHandle {
  const form = new FormData();
  if (message) form.append('message', message);
  files.forEach((f) => form.append('files', f, f.name));
  const url = `${M}/attachments?conversationExternalId=${encodeURIComponent(conversationExternalId)}`;
  const handle = postMultipart<ChatMessage>(url, form, { timeoutMs: CHAT_LIMITS.timeouts.sendMessage, onProgress });
  return { ...handle, promise: handle.promise.then((m) => (onProgress?.(1, 1), m)) };
}

// ---------------------------------------------------------------- presigned URLs, cached until they expire

const presignedCache = new Map<string, { url: string; expiresAtMs: number; pending?: Promise<string> }>();
/** Renew a little early so an <img> never starts loading an URL that expires mid-flight. */
const PRESIGNED_MARGIN_MS = 30_000;

/** A pre-signed URL for a file; the same URL is reused until shortly before it expires. */
export async function getPresignedUrl(fileExternalId: string, now: () => number = Date.now): Promise<string> {
  const hit = presignedCache.get(fileExternalId);
  if (hit?.pending) return hit.pending;
  if (hit && hit.expiresAtMs - PRESIGNED_MARGIN_MS > now()) return hit.url;
  const pending = chatApi.presignedUrl(fileExternalId).then(
    (r) => {
      const expiresAtMs = Date.parse(r.expiresAt);
      presignedCache.set(fileExternalId, {
        url: r.url,
        expiresAtMs: Number.isNaN(expiresAtMs) ? now() + CHAT_LIMITS.presignedUrlTtlMs : expiresAtMs,
      });
      return r.url;
    },
    (err: unknown) => {
      presignedCache.delete(fileExternalId);
      throw err;
    },
  );
  presignedCache.set(fileExternalId, { url: '', expiresAtMs: 0, pending });
  return pending;
}

/** For tests. */
export function clearPresignedCache() {
  presignedCache.clear();
}

/** Downloads a file through the authenticated endpoint (the bytes need the bearer token, so no plain link). */
export const downloadChatFile = (file: Pick<ChatFile, 'externalId' | 'name'>) =>
  download('GET', chatApi.downloadUrl(file.externalId), file.name);

/** A pre-signed URL for a file (null while loading, 'error' when it failed). */
export function usePresignedUrl(fileExternalId: string, enabled = true): string | null | 'error' {
  const [url, setUrl] = useState<string | null | 'error'>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    if (!enabled) return;
    getPresignedUrl(fileExternalId).then(
      (u) => alive.current && setUrl(u),
      () => alive.current && setUrl('error'),
    );
    return () => {
      alive.current = false;
    };
  }, [fileExternalId, enabled]);
  return url;
}
