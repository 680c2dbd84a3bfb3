import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';
import { canGoBack, logClientError } from './logError';
import { SomethingWentWrong } from './SomethingWentWrong';

/** The router's errorElement: 404 responses get the not-found text; anything else the error page, and a log call. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) void logClientError(error, null);
  }, [error, notFound]);
  const goBack = () => {
    if (canGoBack()) void navigate(-1);
    else window.location.assign('/');
  };
  if (notFound)
    return (
      <ErrorPage
        code="404"
        title={t('errorPages.notFound')}
        actions={[{ label: t('errorPages.goBack'), onClick: goBack }]}
      />
    );
  return <SomethingWentWrong onGoBack={goBack} onReload={() => window.location.reload()} />;
}
