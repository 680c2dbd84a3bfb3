import { Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { subscriptionApi } from '../api/subscription-api';
import { useInvoices } from '../api/invoices';
import { usd } from '../money';
import { formatDate } from '../../../lib/dates';
import { DataTable } from '../../../components/DataTable';
import { invoiceDescription } from '../invoice-text';

const STATUS_COLOR = { PAID: 'success', OPEN: 'warning', VOID: 'default' } as const;

/** The tenant's invoices (GET invoices) with a download of each as PDF. */
export function InvoicesList() {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices();
  const download = useApiMutation<void, Invoice>({ mutationFn: (inv) => subscriptionApi.downloadInvoice(inv) });
  return (
    <DataTable
      aria-label={t('subscriptions.invoices.title')}
      size="small"
      columns={[
        {
          id: 'number',
          header: t('subscriptions.invoices.number'),
          cellSx: { whiteSpace: 'nowrap' },
          cell: (inv) => inv.number,
        },
        {
          id: 'date',
          header: t('subscriptions.invoices.date'),
          cellSx: { whiteSpace: 'nowrap' },
          cell: (inv) => formatDate(inv.createdAt, i18n.language),
        },
        {
          id: 'description',
          header: t('subscriptions.invoices.description'),
          cell: (inv) => invoiceDescription(inv.description),
        },
        { id: 'amount', header: t('subscriptions.invoices.amount'), align: 'right', cell: (inv) => usd(inv.amount) },
        {
          id: 'status',
          header: t('subscriptions.invoices.status'),
          cell: (inv) => (
            <Chip
              size="small"
              color={STATUS_COLOR[inv.status]}
              label={t(`subscriptions.invoices.statuses.${inv.status}`)}
            />
          ),
        },
        {
          id: 'actions',
          header: null,
          align: 'right',
          cell: (inv) => (
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              {inv.hostedUrl && (
                <Button size="small" href={inv.hostedUrl} target="_blank" rel="noopener noreferrer">
                  {t('subscriptions.invoices.pay')}
                </Button>
              )}
              <Button
                size="small"
                startIcon={<DownloadIcon aria-hidden />}
                onClick={() => download.mutate(inv)}
                loading={download.isPending && download.variables?.externalId === inv.externalId}
                aria-label={t('subscriptions.invoices.downloadNamed', { number: inv.number })}
              >
                {t('subscriptions.invoices.download')}
              </Button>
            </Stack>
          ),
        },
      ]}
      rows={invoices.data ?? (invoices.isError ? [] : undefined)}
      rowKey={(inv) => inv.externalId}
      rowTestId="invoice-row"
      loading={invoices.isPending}
      loadingRows={3}
      empty={<Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.invoices.empty')}</Typography>}
    />
  );
}
