import { useQueryClient } from '@tanstack/react-query';
import type { RedFlag, RedFlagDeleted, RedFlagStatus } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { notify } from '../../../lib/notify';
import i18n from '../../../lib/i18n';
import type { TranslationKey } from '../../../lib/i18n-keys';
import { dataRoomKeys } from '../keys';
import { useDataRoomTenant } from '../useTenant';
import { redFlagsApi } from './red-flags';

/** After any red-flag change: every flag list, the counts on file rows and the landing cards. */
function useRefreshAfterFlagChange() {
  const tenant = useDataRoomTenant();
  const qc = useQueryClient();
  return (flag?: RedFlag | null) => {
    void qc.invalidateQueries({ queryKey: dataRoomKeys.redFlagsAll(tenant) });
    void qc.invalidateQueries({ queryKey: dataRoomKeys.stats(tenant) });
    void qc.invalidateQueries({ queryKey: dataRoomKeys.filesAll(tenant) });
    if (flag?.file) void qc.invalidateQueries({ queryKey: dataRoomKeys.file(tenant, flag.file.externalId) });
  };
}

const fail = (key: TranslationKey) => () => notify(i18n.t(key), 'error');

export function useRedFlagActions() {
  const refresh = useRefreshAfterFlagChange();
  const create = useApiMutation<RedFlag, { name: string; fileExternalId: string | null; staticId: number }>({
    mutationFn: ({ name, fileExternalId, staticId }) =>
      redFlagsApi.create(name, fileExternalId ? { fileExternalId } : { staticId }),
    errorMode: 'none',
    onError: fail('dataRoomFile.redFlags.errors.create'),
    onSuccess: (flag) => refresh(flag),
  });
  const setStatus = useApiMutation<RedFlag, { flag: RedFlag; status: RedFlagStatus }>({
    mutationFn: ({ flag, status }) => redFlagsApi.update({ ...flag, status }),
    errorMode: 'none',
    onError: fail('dataRoomFile.redFlags.errors.update'),
    onSuccess: (flag) => refresh(flag),
  });
  const rename = useApiMutation<RedFlag, { flag: RedFlag; name: string }>({
    mutationFn: ({ flag, name }) => redFlagsApi.update({ ...flag, name }),
    errorMode: 'none',
    onError: fail('dataRoomFile.redFlags.errors.rename'),
    onSuccess: (flag) => refresh(flag),
  });
  const remove = useApiMutation<RedFlagDeleted, RedFlag>({
    mutationFn: (flag) => redFlagsApi.remove(flag.externalId),
    errorMode: 'none',
    onError: fail('dataRoomFile.redFlags.errors.delete'),
    onSuccess: (_r, flag) => refresh(flag),
  });
  return { create, setStatus, rename, remove };
}
