import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { authApi } from './api';
import { startSession } from '../../session/session';
import VerifyingEmailPage from './pages/VerifyingEmailPage';
import { customer, renderAt, sessionReply } from './test-utils';

vi.mock('./api', () => ({ authApi: { validateEmail: vi.fn() } }));
vi.mock('../../session/session', () => ({ startSession: vi.fn() }));
const api = vi.mocked(authApi);
const start = vi.mocked(startSession);

const open = (url: string) =>
  renderAt(
    <StrictMode>
      <VerifyingEmailPage />
    </StrictMode>,
    { path: '/verifying-email/:code', url },
  );

// Full-page renders with MUI are slow in jsdom when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.resetAllMocks();
  start.mockResolvedValue(customer);
});

describe('/verifying-email/:code', () => {
  it('validates the link once under StrictMode, signs in and opens the landing page', async () => {
    let resolve!: (v: typeof sessionReply) => void;
    api.validateEmail.mockReturnValue(new Promise((r) => (resolve = r)));
    open('/verifying-email/code-1?email=new%40example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your e-mail address');
    resolve(sessionReply);
    expect(await screen.findByTestId('where')).toHaveTextContent('/one/home');
    expect(api.validateEmail).toHaveBeenCalledTimes(1);
    expect(api.validateEmail).toHaveBeenCalledWith('code-1', 'new@example.com');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows the server message and a link to log in when the code is refused', async () => {
    api.validateEmail.mockRejectedValue(new ApiError('INVALID_CODE', 400, 'This link has expired'));
    open('/verifying-email/code-2?email=new%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(api.validateEmail).toHaveBeenCalledTimes(1));
    expect(start).not.toHaveBeenCalled();
  });

  it('says the link is incomplete without an e-mail, and calls nothing', () => {
    open('/verifying-email/code-3');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete');
    expect(api.validateEmail).not.toHaveBeenCalled();
  });
});
