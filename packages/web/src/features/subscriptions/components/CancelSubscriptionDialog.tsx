import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPurchase } from '@atrium/contract';
import { Modal, ModalText } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { errorMessage, notify } from '../../../lib/notify';
import { subscriptionApi } from '../api/subscription-api';
import { useRefreshSubscription } from '../hooks';
import { formatDate } from '../../../lib/dates';

/**
 * 'Cancel Subscription' (spec 1 §2.6): Close or Cancel, then a confirmation. The plan stays until the period ends,
 * then becomes the free Basic plan. A failure shows the server's message (spec 1 §8).
 */
export function CancelSubscriptionDialog({
  open,
  onClose,
  purchase,
}: {
  open: boolean;
  onClose: () => void;
  purchase: SubscriptionPurchase;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshSubscription();
  const close = () => {
    setConfirming(false);
    setError(null);
    onClose();
  };
  const cancel = useApiMutation({
    mutationFn: () => subscriptionApi.cancel(purchase.externalId!),
    errorMode: 'none',
    onSuccess: async () => {
      notify(t('subscriptions.cancel.done'), 'success');
      await refresh();
      close();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const end = purchase.currentPeriodEnd ? formatDate(purchase.currentPeriodEnd, i18n.language) : '';
  return (
    <Modal
      open={open}
      onClose={close}
      busy={cancel.isPending}
      maxWidth="xs"
      title={confirming ? t('subscriptions.cancel.confirmTitle') : t('subscriptions.cancel.title')}
      actions={
        confirming ? (
          <>
            <Button color="inherit" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('subscriptions.cancel.back')}
            </Button>
            <Button variant="contained" color="error" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('subscriptions.cancel.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={close}>
              {t('common.close')}
            </Button>
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {t('subscriptions.cancel.cancel')}
            </Button>
          </>
        )
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="cancel-error">
          {error}
        </Alert>
      )}
      <ModalText>
        {confirming
          ? t('subscriptions.cancel.confirmText', { date: end })
          : t('subscriptions.cancel.text', { plan: purchase.subscription.name, date: end })}
      </ModalText>
    </Modal>
  );
}
