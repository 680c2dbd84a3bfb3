import { useLocation, useNavigate } from 'react-router';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@atrium/contract';
import { ErrorPage } from './ErrorPage';

/** Stores the current address for return, then goes to login with it as redirect_uri. */
export function useLogInAndReturn(returnTo?: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const here = returnTo ?? location.pathname + location.search + location.hash;
    try {
      sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, here);
    } catch {
      /* storage failure is only logged */
    }
    const keep = here !== '/' && !here.startsWith('/login') && !here.startsWith('/unauthorized');
    void navigate(keep ? `/login?redirect_uri=${encodeURIComponent(here)}` : '/login');
  };
}

/** 'Looks like you're not logged in, please log in to continue!' with 'Log In' (spec 1 §2.4). */
export function NotLoggedIn({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation();
  const logIn = useLogInAndReturn(returnTo);
  return (
    <ErrorPage
      icon={<LockOutlinedIcon />}
      title={t('errorPages.notLoggedIn')}
      actions={[{ label: t('errorPages.logIn'), onClick: logIn }]}
    />
  );
}

export default NotLoggedIn;
