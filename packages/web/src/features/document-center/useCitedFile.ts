import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { documentCenterApi, downloadOne } from './api/document-center-api';

/**
 * `?file=<id>`, the link of an assistant's citation: shows the file's folder and opens the file (as a click on it
 * does: downloads it), then drops the parameter so Back and a reload do not open it again.
 */
export function useCitedFile() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const file = params.get('file');
  useEffect(() => {
    if (!file) return;
    let live = true;
    void (async () => {
      const next = new URLSearchParams(params);
      next.delete('file');
      try {
        const chain = await documentCenterApi.path(file);
        if (!live) return;
        const parent = chain.length > 1 ? chain[chain.length - 2] : null;
        if (parent) next.set('folder', parent.externalId);
        else next.delete('folder');
        setParams(next, { replace: true });
        const item = chain[chain.length - 1];
        if (item) await downloadOne(item);
      } catch {
        if (!live) return;
        setParams(next, { replace: true });
        notify(t('documentCenter.download.failed'), 'error');
      }
    })();
    return () => {
      live = false;
    };
    // Only a new ?file= starts this; the other parameters are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
}
