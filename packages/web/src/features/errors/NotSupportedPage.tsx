import { useNavigate } from 'react-router';
import DevicesIcon from '@mui/icons-material/Devices';
import { useTranslation } from 'react-i18next';
import { rememberContinueOnPhone } from '../../lib/device';
import { landingPath } from '../../session/landing';
import { isLoggedIn, useSession } from '../../session/session';
import { ErrorPage } from './ErrorPage';

/**
 * Where phone users land after sign-up (spec 1 §2.5): the full experience needs a larger screen. 'Continue anyway'
 * goes on to the landing page and is remembered on this device, so the next sign-up step does not send them back.
 */
export default function NotSupportedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isLoggedIn(session);
  return (
    <ErrorPage
      icon={<DevicesIcon />}
      title={t('errorPages.notSupported.title')}
      text={t('errorPages.notSupported.text')}
      actions={[
        {
          label: signedIn ? t('errorPages.notSupported.continue') : t('errorPages.logIn'),
          onClick: () => {
            if (signedIn) rememberContinueOnPhone();
            void navigate(signedIn ? landingPath(session.user) : '/login');
          },
        },
      ]}
    />
  );
}
