import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-error';
import { authApi } from './api';
import { startSession } from '../../session/session';
import LoginPage from './pages/LoginPage';
import { customer, renderAt, sessionReply, typeInto } from './test-utils';

vi.mock('./api', () => ({
  authApi: { loginMethod: vi.fn(), login: vi.fn(), sendLoginCode: vi.fn(), loginWithCode: vi.fn() },
}));
vi.mock('../../session/session', () => ({ startSession: vi.fn() }));
// No single sign-on configured here (SsoButtons.test.tsx covers the buttons).
vi.mock('../../lib/app-config', () => ({ useAppConfig: () => ({ data: { ssoProviders: [] } }) }));

const api = vi.mocked(authApi);
const start = vi.mocked(startSession);

const open = (url = '/login') => renderAt(<LoginPage />, { path: '/login', url });

async function continueWith(email: string) {
  const user = userEvent.setup();
  await typeInto(user, screen.getByLabelText(/e-mail/i), email);
  await user.keyboard('{Enter}');
  return user;
}

// Full-page renders with MUI are slow in jsdom when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.resetAllMocks();
  api.sendLoginCode.mockResolvedValue({});
  start.mockResolvedValue(customer);
});

describe('login steps', () => {
  it('starts with the e-mail field focused and nothing sent', () => {
    open();
    expect(screen.getByLabelText(/e-mail/i)).toHaveFocus();
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    open();
    await continueWith('not-an-address');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.loginMethod).not.toHaveBeenCalled();
  });

  it('PASSWORD → the password step, with forgot-password and the code alternative', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    open();
    await continueWith('Owner@Acme.example ');
    expect(await screen.findByLabelText(/^password/i)).toHaveFocus();
    // The contract's e-mail schema trims and lower-cases.
    expect(api.loginMethod).toHaveBeenCalledWith('owner@acme.example');
    expect(api.sendLoginCode).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code instead' })).toBeEnabled();
    expect(screen.queryByLabelText(/6-digit code/)).not.toBeInTheDocument();
  });

  it('CODE → the code is e-mailed and the code step shows, resend waiting 30 s', async () => {
    api.loginMethod.mockResolvedValue({ method: 'CODE' });
    open();
    await continueWith('solo@example.com');
    expect(await screen.findByLabelText(/6-digit code/)).toHaveFocus();
    expect(api.sendLoginCode).toHaveBeenCalledWith('solo@example.com');
    expect(screen.getByText(/We e-mailed you a 6-digit code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    // A code-only account is not offered a password.
    expect(screen.queryByRole('button', { name: 'Use my password instead' })).not.toBeInTheDocument();
  });

  it('password step → "e-mail me a code instead" → code step, and back to the password', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    open();
    const user = await continueWith('owner@acme.example');
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in code instead' }));
    expect(await screen.findByLabelText(/6-digit code/)).toBeInTheDocument();
    expect(api.sendLoginCode).toHaveBeenCalledWith('owner@acme.example');
    await user.click(screen.getByRole('button', { name: 'Use my password instead' }));
    expect(await screen.findByLabelText(/^password/i)).toBeInTheDocument();
  });

  it('"Change e-mail" returns to the first step with the address kept', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    open();
    const user = await continueWith('owner@acme.example');
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('owner@acme.example');
  });

  it('a wrong password shows the server message inline as an alert, and stays on the step', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    api.login.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 401, 'Incorrect email or password'));
    open();
    const user = await continueWith('owner@acme.example');
    await typeInto(user, await screen.findByLabelText(/^password/i), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(start).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^password/i)).toBeInTheDocument();
  });

  it('429 shows the throttle message', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    api.login.mockRejectedValue(new ApiError('TOO_MANY_REQUESTS', 429, 'Too many attempts, please try again later'));
    open();
    const user = await continueWith('owner@acme.example');
    await typeInto(user, await screen.findByLabelText(/^password/i), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again later');
  });

  it('an unverified e-mail goes to /verify-email/:userExternalId', async () => {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    api.login.mockRejectedValue(
      new ApiError('EMAIL_NOT_VERIFIED', 403, 'Verify your e-mail', { userExternalId: 'abc-123' }),
    );
    open();
    const user = await continueWith('new@example.com');
    await typeInto(user, await screen.findByLabelText(/^password/i), 'secret-pass{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/verify-email/abc-123');
  });

  it('a wrong code shows the server message', async () => {
    api.loginMethod.mockResolvedValue({ method: 'CODE' });
    api.loginWithCode.mockRejectedValue(new ApiError('INVALID_CODE', 400, 'The code is not valid'));
    open();
    const user = await continueWith('solo@example.com');
    // Spaces and dashes of a pasted code are dropped.
    await typeInto(user, await screen.findByLabelText(/6-digit code/), '123-456{Enter}');
    expect(api.loginWithCode).toHaveBeenCalledWith('solo@example.com', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid');
  });
});

describe('after signing in', () => {
  async function signIn(url: string) {
    api.loginMethod.mockResolvedValue({ method: 'PASSWORD' });
    api.login.mockResolvedValue(sessionReply);
    open(url);
    const user = await continueWith('owner@acme.example');
    await typeInto(user, await screen.findByLabelText(/^password/i), 'right-pass{Enter}');
    await waitFor(() => expect(start).toHaveBeenCalledWith(sessionReply));
    return screen.findByTestId('where');
  }

  it('goes to the landing page of the user', async () => {
    expect(await signIn('/login')).toHaveTextContent(/^\/one\/home$/);
  });

  it('follows a same-origin redirect_uri', async () => {
    expect(await signIn(`/login?redirect_uri=${encodeURIComponent('/one/notifications?page=2')}`)).toHaveTextContent(
      /^\/one\/notifications\?page=2$/,
    );
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the foreign redirect_uri %s',
    async (target) => {
      expect(await signIn(`/login?redirect_uri=${encodeURIComponent(target)}`)).toHaveTextContent(/^\/one\/home$/);
    },
  );
});

describe('error query parameter', () => {
  it.each([
    ['not-authorized', 'You are not authorized'],
    ['token-expired', 'Your session has expired, please log in again'],
    ['1', 'Your session has expired, please log in again'],
  ])('?error=%s shows "%s"', (error, text) => {
    open(`/login?error=${error}`);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
