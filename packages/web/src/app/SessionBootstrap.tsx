import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, API } from '@atrium/contract';
import { http, httpHooks } from '../lib/http';
import { notify } from '../lib/notify';
import { storage } from '../lib/storage';
import { loadCurrentUser, logout, onLogout, sessionStore, useSession } from '../session/session';
import { loadWorkspaces, resetWorkspaceState, selectMembership, useWorkspace } from '../workspace/workspace';
import { supportedLanguage } from '../lib/i18n';

/**
 * Runs the session rules of spec 1 §4.1–4.2 once the router exists: token from the URL (t, u),
 * loading the user and workspaces, the tenantExternalId parameter, the LOGIN visit, and logout on
 * INVALID_TOKEN with the session-expired alert.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const started = useRef(false);
  const workspaceStatus = useWorkspace().status;

  // ?error=not-authorized|token-expired while a token is stored: the session ends and the sign-in page explains why.
  useEffect(() => {
    if (params.has('error') && !params.has('t') && sessionStore.get().token) void logout('silent');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on start: the URL the page was opened with
  }, []);

  // Token handed over in the URL (?t=…&u=…); an empty or 'null' token is refused.
  useEffect(() => {
    if (!params.has('t')) return;
    const token = params.get('t');
    const next = new URLSearchParams(params);
    next.delete('t');
    next.delete('u');
    if (!token || token === 'null') {
      navigate('/?error=not-authorized', { replace: true });
      return;
    }
    storage.set(STORAGE_KEYS.token, token);
    sessionStore.set({ token, expiresAt: null, user: null, status: 'loading' });
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on start: the token handed over in the opening URL
  }, []);

  useEffect(() => {
    httpHooks.onInvalidToken = () => {
      if (!sessionStore.get().token) return;
      void logout('expired', { callServer: false });
    };
    return onLogout((reason) => {
      queryClient.clear();
      resetWorkspaceState();
      if (reason === 'silent') return;
      if (reason === 'expired') notify(t('errors.sessionExpired'), 'warning');
      const here = window.location.pathname + window.location.search;
      const redirect =
        reason === 'expired' && here !== '/' && !here.startsWith('/login')
          ? `?redirect_uri=${encodeURIComponent(here)}`
          : '';
      navigate(`/login${redirect}`, { replace: true });
    });
  }, [navigate, queryClient, t]);

  // Load the user and their workspaces whenever a token appears without a loaded user.
  useEffect(() => {
    if (!session.token || session.status !== 'loading' || started.current) return;
    started.current = true;
    const pendingTenant = params.get('tenantExternalId') ?? sessionStorage.getItem(STORAGE_KEYS.pendingTenant);
    loadCurrentUser()
      .then(async (user) => {
        if (!user) return;
        await i18n.changeLanguage(supportedLanguage(user.language));
        await loadWorkspaces({ preferTenant: pendingTenant }).catch(() => notify(t('workspace.fetchError'), 'error'));
        if (pendingTenant) {
          selectMembership(pendingTenant);
          sessionStorage.removeItem(STORAGE_KEYS.pendingTenant);
        }
        // The first load in a browser session records a LOGIN visit (spec 1 §4.1).
        if (!sessionStorage.getItem(STORAGE_KEYS.visitRecorded)) {
          sessionStorage.setItem(STORAGE_KEYS.visitRecorded, '1');
          void http
            .post(
              API.visitSession.root,
              { sessionEvent: 'LOGIN', userExternalId: user.externalId, page: window.location.pathname.slice(0, 2048) },
              { noTenant: true },
            )
            .catch(() => undefined);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        started.current = false;
      });
  }, [session.token, session.status, params, i18n, t]);

  // ?tenantExternalId= selects the matching membership (spec 1 §2.4).
  useEffect(() => {
    const tenant = params.get('tenantExternalId');
    if (!tenant) return;
    if (session.status !== 'authenticated' || workspaceStatus !== 'ready') {
      sessionStorage.setItem(STORAGE_KEYS.pendingTenant, tenant);
      return;
    }
    // Selected (or not one of the user's tenants): either way the parameter has done its job.
    selectMembership(tenant);
    sessionStorage.removeItem(STORAGE_KEYS.pendingTenant);
    const next = new URLSearchParams(params);
    next.delete('tenantExternalId');
    setParams(next, { replace: true });
  }, [params, session.status, workspaceStatus, setParams]);

  return <>{children}</>;
}
