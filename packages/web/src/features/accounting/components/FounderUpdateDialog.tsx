import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Modal } from '../../../components/Modal';
import { useDownloadFounderUpdate, useSpending, useStoreFounderUpdate } from '../api/spending-queries';
import { monthLabel } from '../format';

/**
 * The monthly founder update (issue 17 item 7): pick a month of the books, then download the PDF or save it into the
 * company's documents. The server writes the PDF; while it does, a progress bar and disabled buttons.
 */
export function FounderUpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const spending = useSpending();
  const months = spending.data?.months ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const month = picked && months.includes(picked) ? picked : (months[0] ?? '');
  const downloadPdf = useDownloadFounderUpdate();
  const store = useStoreFounderUpdate((name) => t('spending.founder.stored', { name }));
  const busy = downloadPdf.isPending || store.isPending;
  const noLedger = !!spending.data && months.length === 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('spending.founder.title')}
      maxWidth="sm"
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          <Button
            variant="outlined"
            startIcon={<SaveAltIcon />}
            disabled={!month || busy}
            onClick={() => store.mutate(month)}
          >
            {t('spending.founder.store')}
          </Button>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!month || busy}
            onClick={() => downloadPdf.mutate(month)}
            data-testid="founder-download"
          >
            {t('spending.founder.download')}
          </Button>
        </Stack>
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('spending.founder.text')}</Typography>
        {noLedger ? (
          <Alert severity="info">{t('spending.founder.noLedger')}</Alert>
        ) : (
          <TextField
            select
            label={t('spending.founder.month')}
            value={month}
            onChange={(e) => setPicked(e.target.value)}
            disabled={busy || !months.length}
            slotProps={{ htmlInput: { 'data-testid': 'founder-month' } }}
          >
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {monthLabel(m, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {busy && (
          <Stack sx={{ gap: 1 }} role="status" data-testid="founder-generating">
            <Typography variant="body2">{t('spending.founder.generating')}</Typography>
            <LinearProgress />
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
