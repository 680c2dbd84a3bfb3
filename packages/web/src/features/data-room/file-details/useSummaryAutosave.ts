import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_ROOM_LIMITS, type AiAnalysis } from '@atrium/contract';
import { errorMessage } from '../../../lib/notify';
import { dataRoomKeys } from '../keys';
import { summaryApi } from '../api/summary';
import { useDataRoomTenant } from '../useTenant';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * The editable summary of one file: edits land in a local draft at once and are saved 100 ms after the last one
 * (spec 3 §9 'AI edit save debounce'). Saves never overlap: an edit made while a save runs is sent after it. The
 * saved file replaces `dataRoomKeys.file` so every view shows it. Leaving with an edit pending saves it at once.
 */
export function useSummaryAutosave(fileExternalId: string, initial: AiAnalysis) {
  const tenant = useDataRoomTenant();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<AiAnalysis>(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);

  const save = useCallback(async () => {
    timer.current = null;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    if (alive.current) setStatus('saving');
    try {
      const file = await summaryApi.updateSummary(fileExternalId, latest.current);
      qc.setQueryData(dataRoomKeys.file(tenant, fileExternalId), file);
      if (alive.current && !again.current && !timer.current) {
        setStatus('saved');
        setError(null);
      }
    } catch (err) {
      if (alive.current) {
        setStatus('error');
        setError(errorMessage(err));
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }, [fileExternalId, qc, tenant]);

  const change = useCallback(
    (next: AiAnalysis) => {
      latest.current = next;
      setDraft(next);
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), DATA_ROOM_LIMITS.debounce.aiEditSave);
    },
    [save],
  );

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) {
        clearTimeout(timer.current);
        void save();
      }
    };
  }, [save]);

  return { draft, change, status, error };
}
