import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useIntegrationStatus } from '../api/queries';
import { MergeLinkCard } from './MergeLinkCard';
import { TrialBalanceImport } from './TrialBalanceImport';

/**
 * Where the company's books come from (issue 17 item 1): the Merge link when the server offers it (MERGE_API_KEY),
 * and — unless the company is linked, whose syncs replace the ledger — the ledger import of transactions and of a
 * trial balance.
 */
export function AccountingSources({ ledgerImport }: { ledgerImport: ReactNode }) {
  const status = useIntegrationStatus();
  const current = status.data?.integrations[0] ?? null;
  const linked = current?.type === 'MERGE';
  return (
    <Stack sx={{ gap: 2 }}>
      {(status.data?.linkAvailable || linked) && <MergeLinkCard integration={current} />}
      {!linked && (
        <>
          {ledgerImport}
          <TrialBalanceImport />
        </>
      )}
    </Stack>
  );
}
