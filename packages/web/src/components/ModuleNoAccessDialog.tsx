import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, ModalText } from './Modal';

/**
 * Shown when the plan's access map forbids the current path (spec 1 §2.3): 'Upgrade' goes to the paywall,
 * closing goes back. Nothing opens it until subscriptions exist.
 */
export function ModuleNoAccessDialog({ open, moduleName }: { open: boolean; moduleName?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={() => void navigate(-1)}
      title={t('dialogs.moduleNoAccess.title')}
      maxWidth="xs"
      actions={
        <>
          <Button color="inherit" onClick={() => void navigate(-1)}>
            {t('common.close')}
          </Button>
          <Button variant="contained" onClick={() => void navigate('/one/paywall')}>
            {t('dialogs.moduleNoAccess.upgrade')}
          </Button>
        </>
      }
    >
      <ModalText>
        {moduleName ? t('dialogs.moduleNoAccess.textNamed', { module: moduleName }) : t('dialogs.moduleNoAccess.text')}
      </ModalText>
    </Modal>
  );
}
