import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../../session/session';
import { ErrorPage } from './ErrorPage';
import { useLogInAndReturn } from './NotLoggedIn';
import { useGoBack } from './useGoBack';

/**
 * The 401 page at /unauthorized: 'You don't have the sufficient permissions to see this screen' with 'Go Back'
 * when signed in, 'Log In' when not (spec 1 §2.4).
 */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const session = useSession();
  const goBack = useGoBack();
  const logIn = useLogInAndReturn();
  const signedIn = isLoggedIn(session);
  return (
    <ErrorPage
      code="401"
      title={t('errorPages.unauthorized')}
      text={signedIn ? t('errorPages.unauthorizedHint') : t('errorPages.notLoggedIn')}
      actions={
        signedIn
          ? [{ label: t('errorPages.goBack'), onClick: goBack }]
          : [{ label: t('errorPages.logIn'), onClick: logIn }]
      }
    />
  );
}
