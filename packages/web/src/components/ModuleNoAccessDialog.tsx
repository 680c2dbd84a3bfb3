import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, ModalText } from './Modal';

/**
 * Shown when the plan's access map forbids the current path (spec 1 §2.3): 'Upgrade' goes to the paywall,
 * closing goes back (or to `closeTo`). Nothing opens it until subscriptions exist.
 */
export function ModuleNoAccessDialog({
  open,
  moduleName,
  closeTo,
}: {
  open: boolean;
  moduleName?: string;
  /** Where closing goes when there is nothing to go back to (the first page of a visit); else back. */
  closeTo?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => void (closeTo ? navigate(closeTo, { replace: true }) : navigate(-1));
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('dialogs.moduleNoAccess.title')}
      maxWidth="xs"
      actions={
        <>
          <Button color="inherit" onClick={close}>
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
