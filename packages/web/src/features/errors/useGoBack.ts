import { useNavigate } from 'react-router';
import { landingPath } from '../../session/landing';
import { useSession } from '../../session/session';
import { canGoBack } from './logError';

/** 'Go Back' (spec 1 §2.4): browser history back if there is history, otherwise the user's landing page. */
export function useGoBack() {
  const navigate = useNavigate();
  const session = useSession();
  return () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(landingPath(session.user), { replace: true });
  };
}
