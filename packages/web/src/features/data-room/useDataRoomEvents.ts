import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channel, type StateChangedContent, type UploadProgressContent } from '@atrium/contract';
import { realtime } from '../../lib/realtime';
import { useSession } from '../../session/session';
import { dataRoomKeys } from './keys';
import { useDataRoomTenant } from './useTenant';
import { patchCached, SETTLED_STATES } from './live-updates';

/**
 * Live updates of the master room on the signed-in user's channel (spec 3 §7.12). STATE_CHANGED patches every cached
 * list and file holding the file at once, then refreshes the stats (counts, red flags) and red-flag lists once a stage
 * settles; a finished UPLOAD_PROGRESS (an upload from another tab or person) refreshes lists and stats; after a
 * reconnect everything data-room is refetched, since events may have been missed.
 */
export function useDataRoomEvents() {
  const userId = useSession().user?.externalId;
  const tenant = useDataRoomTenant();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !tenant) return;
    const off = realtime.subscribe(channel('user', userId), (event) => {
      if (event.type === 'STATE_CHANGED') {
        const content = event.content as StateChangedContent;
        if (!content?.fileExternalId) return;
        queryClient.setQueriesData({ queryKey: dataRoomKeys.all(tenant) }, (old: unknown) => patchCached(old, content));
        if (SETTLED_STATES.includes(content.processingState)) {
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.stats(tenant) });
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.redFlagsAll(tenant) });
        }
      } else if (event.type === 'UPLOAD_PROGRESS') {
        const content = event.content as UploadProgressContent;
        if (content?.event === 'TRANSFER_COMPLETED') {
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.stats(tenant) });
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.filesAll(tenant) });
          void queryClient.invalidateQueries({ queryKey: dataRoomKeys.customAll(tenant) });
        }
      }
    });
    let dropped = false;
    const offStatus = realtime.onStatus((s) => {
      if (s === 'reconnecting') dropped = true;
      if (s === 'open' && dropped) {
        dropped = false;
        void queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(tenant) });
      }
    });
    return () => {
      off();
      offStatus();
    };
  }, [userId, tenant, queryClient]);
}
