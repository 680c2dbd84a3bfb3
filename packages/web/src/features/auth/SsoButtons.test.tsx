import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OidcProvider } from '@atrium/contract';
import LoginPage from './pages/LoginPage';
import SignupPage from './pages/SignupPage';
import { loginQueryErrorKey } from './login-steps';
import { renderAt } from './test-utils';

vi.mock('./api', () => ({ authApi: {} }));
const config = vi.hoisted(() => ({ ssoProviders: [] as OidcProvider[] }));
vi.mock('../../lib/app-config', () => ({ useAppConfig: () => ({ data: config }) }));

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  config.ssoProviders = [];
});

describe('single sign-on buttons', () => {
  it('are absent when no provider is configured', () => {
    renderAt(<LoginPage />, { path: '/login', url: '/login' });
    expect(screen.queryByRole('link', { name: /continue with/i })).not.toBeInTheDocument();
  });

  it('show each configured provider on /login, carrying the language and the page asked for', () => {
    config.ssoProviders = ['google', 'microsoft'];
    renderAt(<LoginPage />, { path: '/login', url: '/login?redirect_uri=%2Fone%2Fsettings' });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?lang=en&redirect=%2Fone%2Fsettings',
    );
    expect(screen.getByRole('link', { name: 'Continue with Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/microsoft/start?lang=en&redirect=%2Fone%2Fsettings',
    );
  });

  it('show on the sign-up page too', () => {
    config.ssoProviders = ['google'];
    renderAt(<SignupPage />, { path: '/register', url: '/register' });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?lang=en',
    );
    expect(screen.queryByRole('link', { name: /microsoft/i })).not.toBeInTheDocument();
  });

  it('a refused sign-on comes back to /login with its reason', () => {
    config.ssoProviders = ['google'];
    renderAt(<LoginPage />, { path: '/login', url: '/login?error=sso-email-unverified' });
    expect(screen.getByRole('alert')).toHaveTextContent(/has not verified your e-mail address/);
  });
});

describe('loginQueryErrorKey', () => {
  it('names each refusal, and an unknown one as not verified', () => {
    expect(loginQueryErrorKey('sso-state')).toBe('auth.sso.errors.state');
    expect(loginQueryErrorKey('sso-inactive')).toBe('auth.sso.errors.inactive');
    expect(loginQueryErrorKey('sso-toString')).toBe('auth.sso.errors.rejected');
    expect(loginQueryErrorKey('token-expired')).toBe('auth.login.tokenExpired');
  });
});
