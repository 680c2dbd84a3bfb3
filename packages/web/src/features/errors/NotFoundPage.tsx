import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '../../session/landing';
import { isLoggedIn, useSession } from '../../session/session';
import { ErrorPage } from './ErrorPage';
import { useGoBack } from './useGoBack';

/**
 * 'Looks like what you're looking for is not here.' Signed in: Go back and Go home. Signed out: Log in only (going
 * back to where a signed-out visitor came from is not a way forward).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const signedIn = isLoggedIn(session);
  return (
    <ErrorPage
      code="404"
      title={t('errorPages.notFound')}
      actions={
        signedIn
          ? [
              { label: t('errorPages.goBack'), onClick: goBack },
              { label: t('errorPages.goHome'), onClick: () => void navigate(landingPath(session.user)) },
            ]
          : [{ label: t('errorPages.logIn'), onClick: () => void navigate('/login') }]
      }
    />
  );
}
