import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '../../session/landing';
import { isLoggedIn, useSession } from '../../session/session';
import { ErrorPage } from './ErrorPage';
import { useGoBack } from './useGoBack';

/** 'Looks like what you're looking for is not here.' */
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
      actions={[
        { label: t('errorPages.goBack'), onClick: goBack },
        {
          label: signedIn ? t('errorPages.goHome') : t('errorPages.logIn'),
          onClick: () => void navigate(signedIn ? landingPath(session.user) : '/login'),
        },
      ]}
    />
  );
}
