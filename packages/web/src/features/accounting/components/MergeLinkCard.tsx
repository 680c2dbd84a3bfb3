import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import type { Integration } from '@atrium/contract';
import { notify } from '../../../lib/notify';
import { useApiQuery } from '../../../components/useApi';
import { useWorkspace } from '../../../workspace/workspace';
import { accountingKeys } from '../keys';
import { accountingApi } from '../api/accounting-api';
import { mergeApi } from '../api/merge-api';
import { useRefreshAccounting } from '../api/queries';
import { loadMergeLink } from '../merge-link-script';

/** While a sync runs, the status is asked again this often. */
const SYNC_POLL_MS = 3000;

function SyncState({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  if (integration.syncState === 'FAILED')
    return (
      <Alert severity="warning" data-testid="merge-sync-state">
        {t('accounting.merge.failed')}
      </Alert>
    );
  if (integration.syncState === 'SYNCING')
    return (
      <Stack sx={{ gap: 1 }} role="status" data-testid="merge-sync-state">
        <Typography variant="body2">{t('accounting.merge.syncing')}</Typography>
        <LinearProgress />
      </Stack>
    );
  return (
    <Typography data-testid="merge-sync-state" sx={{ color: 'success.main' }}>
      {t('accounting.merge.synced')}
    </Typography>
  );
}

/**
 * The Merge link (issue 17 item 1), offered when the server has MERGE_API_KEY: connect opens Merge Link with a link
 * token; the public token it hands back goes to POST /api/merge; then the first sync runs on the server and this card
 * follows it. The account token never reaches the browser.
 */
export function MergeLinkCard({ integration }: { integration: Integration | null }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccounting();
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';
  const [busy, setBusy] = useState(false);
  const linked = integration?.type === 'MERGE' ? integration : null;
  // Follows a running sync (the status query shared with the page, asked again while SYNCING).
  useApiQuery({
    queryKey: accountingKeys.status(tenant),
    queryFn: accountingApi.status,
    enabled: !!tenant && linked?.syncState === 'SYNCING',
    refetchInterval: SYNC_POLL_MS,
    silent: true,
  });

  async function connect() {
    setBusy(true);
    try {
      const { linkToken, scriptUrl } = await mergeApi.linkToken();
      const link = await loadMergeLink(scriptUrl);
      link.initialize({
        linkToken,
        onReady: () => link.openLink(),
        onExit: () => setBusy(false),
        onSuccess: (publicToken) => {
          mergeApi
            .exchange(publicToken)
            .then(async (i) => {
              notify(t('accounting.merge.linked', { name: i.name }), 'success');
              await refresh();
            })
            .catch((err: unknown) => notify(err instanceof Error ? err.message : t('errors.unexpected'), 'error'))
            .finally(() => setBusy(false));
        },
      });
    } catch (err) {
      notify(err instanceof Error ? err.message : t('errors.unexpected'), 'error');
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('accounting.merge.title')}
        </Typography>
        {linked ? (
          <Stack sx={{ gap: 1 }}>
            <Typography data-testid="merge-linked">{t('accounting.merge.linkedTo', { name: linked.name })}</Typography>
            <SyncState integration={linked} />
          </Stack>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('accounting.merge.text')}</Typography>
            <Button variant="contained" startIcon={<LinkIcon />} disabled={busy} onClick={() => void connect()}>
              {t('accounting.merge.connect')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
