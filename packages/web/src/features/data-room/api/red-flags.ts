import type { RedFlag, RedFlagDeleted, RedFlagStatus } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** Red flags (spec 3 §7.4). staticId 9999 (root) lists the whole room; fileExternalId narrows to one file. */
export const redFlagsApi = {
  list: (staticId: number, fileExternalId?: string | null) =>
    http.get<RedFlag[]>(API.redFlag.root, { query: { staticId, fileExternalId: fileExternalId ?? undefined } }),
  /** A file's flag, or a room flag raised at a folder (staticId; 9999 = the whole room). */
  create: (name: string, target: { fileExternalId: string } | { staticId: number }) =>
    http.post<RedFlag>(
      API.redFlag.create,
      'fileExternalId' in target
        ? { name, file: { externalId: target.fileExternalId } }
        : { name, file: null, staticId: target.staticId },
    ),
  update: (flag: { externalId: string; name: string; status: RedFlagStatus }) =>
    http.put<RedFlag>(API.redFlag.root, { externalId: flag.externalId, name: flag.name, status: flag.status }),
  remove: (externalId: string) => http.delete<RedFlagDeleted>(API.redFlag.root, { query: { externalId } }),
};
