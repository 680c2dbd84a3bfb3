import { useState } from 'react';
import type { RoomFile } from '@atrium/contract';
import { saveBlob } from '../../../lib/http';
import { guestApi } from '../api/guest';

/** A guest's download of a room file (the server refuses it without CAN_DOWNLOAD), with the error to show. */
export function useGuestDownload() {
  const [error, setError] = useState<string | null>(null);
  const download = async (f: RoomFile) => {
    try {
      saveBlob((await guestApi.file(f.externalId, 'download')).blob, f.name);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return { error, download };
}
