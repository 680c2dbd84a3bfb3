import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { Modal, ModalText } from '../../../components/Modal';

/** Spec 1 §2.3: shown when the company has no integration yet (no ledger imported). */
export function SetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('accounting.setup.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('accounting.setup.later')}</Button>
          <Button variant="contained" onClick={() => navigate('/one/integrations')}>
            {t('accounting.setup.import')}
          </Button>
        </>
      }
    >
      <ModalText>{t('accounting.setup.text')}</ModalText>
    </Modal>
  );
}
