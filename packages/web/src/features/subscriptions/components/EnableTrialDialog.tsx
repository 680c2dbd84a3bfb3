import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@atrium/contract';
import { Modal, ModalText } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { notify, errorMessage } from '../../../lib/notify';
import { subscriptionApi } from '../api/subscription-api';
import { useRefreshSubscription } from '../hooks';

/**
 * 'Enable core trial' (spec 1 §2.6): Skip for now, Enable trial. Success: enabled notification and refetch; failure:
 * the failed text plus the server's message (spec 1 §8).
 */
export function EnableTrialDialog({
  open,
  onClose,
  tenantExternalId,
}: {
  open: boolean;
  onClose: () => void;
  tenantExternalId: string;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshSubscription();
  const enable = useApiMutation({
    mutationFn: () => subscriptionApi.enableTrial(tenantExternalId),
    errorMode: 'none',
    onSuccess: async () => {
      notify(t('subscriptions.trial.enabled'), 'success');
      await refresh();
      onClose();
    },
    onError: (err) => notify(`${t('subscriptions.trial.failed')}: ${errorMessage(err)}`, 'error'),
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={enable.isPending}
      maxWidth="xs"
      title={t('subscriptions.trial.title')}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={enable.isPending}>
            {t('subscriptions.trial.skip')}
          </Button>
          <Button variant="contained" onClick={() => enable.mutate()} loading={enable.isPending}>
            {t('subscriptions.trial.enable')}
          </Button>
        </>
      }
    >
      <ModalText>{t('subscriptions.trial.text', { days: TRIAL_DAYS })}</ModalText>
    </Modal>
  );
}
