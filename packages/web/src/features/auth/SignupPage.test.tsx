import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-error';
import { authApi } from './api';
import SignupPage from './pages/SignupPage';
import { renderAt, typeInto } from './test-utils';

vi.mock('./api', () => ({ authApi: { signUp: vi.fn() } }));
// No single sign-on configured here (SsoButtons.test.tsx covers the buttons).
vi.mock('../../lib/app-config', () => ({ useAppConfig: () => ({ data: { ssoProviders: [] } }) }));
const api = vi.mocked(authApi);

const open = () => renderAt(<SignupPage />, { path: '/signup', url: '/signup' });

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const v = {
    first: 'Nina',
    last: 'New',
    email: 'nina@example.com',
    password: 'long-enough-1',
    confirm: 'long-enough-1',
    ...overrides,
  };
  await typeInto(user, screen.getByLabelText(/first name/i), v.first);
  await typeInto(user, screen.getByLabelText(/last name/i), v.last);
  await typeInto(user, screen.getByLabelText(/e-mail/i), v.email);
  await typeInto(user, screen.getByLabelText(/^password/i), v.password);
  await typeInto(user, screen.getByLabelText(/confirm password/i), v.confirm);
  await user.keyboard('{Enter}');
}

// Full-page renders with MUI are slow in jsdom when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => vi.resetAllMocks());

describe('sign-up form', () => {
  it('checks the contract rules before calling the server', async () => {
    open();
    await fill({ password: 'short', confirm: 'other' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('goes to the check-your-inbox page', async () => {
    api.signUp.mockResolvedValue({ userExternalId: 'new-user', email: 'nina@example.com' });
    open();
    await fill();
    expect(await screen.findByTestId('where')).toHaveTextContent('/verify-email/new-user');
    expect(api.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Nina', email: 'nina@example.com', passwordConfirmation: 'long-enough-1' }),
    );
  });

  it('puts a taken e-mail (409) on the e-mail field', async () => {
    api.signUp.mockRejectedValue(new ApiError('EMAIL_TAKEN', 409, 'This e-mail is already registered'));
    open();
    await fill();
    const email = screen.getByLabelText(/e-mail/i);
    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it("puts the server's field errors on their fields", async () => {
    api.signUp.mockRejectedValue(
      new ApiError('VALIDATION_ERROR', 400, 'body.lastName: Last name required', {
        fields: [{ path: 'body.lastName', message: 'Last name required' }],
      }),
    );
    open();
    await fill();
    expect(await screen.findByText('Last name required')).toBeInTheDocument();
    expect(screen.getByLabelText(/last name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
