import {
  API,
  FUNDER_IMAGE,
  FUNDRAISING_LIMITS,
  apiPath,
  type CrunchbaseStatus,
  type Funder,
  type FunderPage,
} from '@atrium/contract';
import { http } from '../../lib/http';
import { postMultipart, type TransferHandle } from '../../lib/transfer';

/** Spec 3 §9: uploads get 60 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The investor database's own tools: a funder's logo (staff) and the live Crunchbase search (spec 3 §7.10). */
export const investorToolsApi = {
  /** POST /api/funder/{id}/image: the fields first (kind FUNDER_IMAGE, the funder's type), then the file. */
  uploadLogo: (
    funder: Pick<Funder, 'externalId' | 'type'>,
    file: File,
    onProgress: (sent: number, total: number) => void,
  ): TransferHandle<Funder> => {
    const form = new FormData();
    form.append('kind', FUNDER_IMAGE);
    form.append('funderType', funder.type);
    form.append('file', file, file.name);
    return postMultipart<Funder>(apiPath(API.funder.image, { id: funder.externalId }), form, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      onProgress,
    });
  },
  crunchbaseStatus: () => http.get<CrunchbaseStatus>(API.funder.crunchbaseStatus),
  crunchbaseSearch: (name: string) =>
    http.get<FunderPage>(API.funder.searchCrunchbase, {
      query: { name },
      timeoutMs: FUNDRAISING_LIMITS.timeoutMs.search,
    }),
};
