import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { subscriptionApi } from '../api/subscription-api';
import { useInvoices } from '../api/invoices';
import { usd } from '../money';
import { formatDate } from '../../../lib/dates';

const STATUS_COLOR = { PAID: 'success', OPEN: 'warning', VOID: 'default' } as const;

/** The tenant's invoices (GET invoices) with a download of each as PDF. */
export function InvoicesList() {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices();
  const download = useApiMutation<void, Invoice>({ mutationFn: (inv) => subscriptionApi.downloadInvoice(inv) });
  if (invoices.isPending) return <Typography sx={{ color: 'text.secondary' }}>{t('common.loading')}</Typography>;
  const rows = invoices.data ?? [];
  if (rows.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.invoices.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('subscriptions.invoices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('subscriptions.invoices.number')}</TableCell>
            <TableCell>{t('subscriptions.invoices.date')}</TableCell>
            <TableCell>{t('subscriptions.invoices.description')}</TableCell>
            <TableCell align="right">{t('subscriptions.invoices.amount')}</TableCell>
            <TableCell>{t('subscriptions.invoices.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((inv) => (
            <TableRow key={inv.externalId} data-testid="invoice-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{inv.number}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(inv.createdAt, i18n.language)}</TableCell>
              <TableCell>{inv.description}</TableCell>
              <TableCell align="right">{usd(inv.amount)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[inv.status]}
                  label={t(`subscriptions.invoices.statuses.${inv.status}`)}
                />
              </TableCell>
              <TableCell align="right">
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
