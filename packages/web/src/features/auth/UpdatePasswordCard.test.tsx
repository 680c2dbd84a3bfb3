import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ApiError } from '../../lib/api-error';
import { sessionStore } from '../../session/session';
import { authApi } from './api';
import { UpdatePasswordCard } from './index';
import { customer, typeInto } from './test-utils';

vi.mock('./api', () => ({ authApi: { updatePassword: vi.fn() } }));
const api = vi.mocked(authApi);

function open() {
  sessionStore.set({ token: 'tok', expiresAt: null, user: customer, status: 'authenticated' });
  render(
    <SnackbarProvider>
      <UpdatePasswordCard />
    </SnackbarProvider>,
  );
}

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await typeInto(user, screen.getByLabelText(/current password/i), current);
  await typeInto(user, screen.getByLabelText(/^new password/i), next);
  await typeInto(user, screen.getByLabelText(/confirm new password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

// Full-page renders with MUI are slow in jsdom when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => vi.resetAllMocks());

describe('UpdatePasswordCard', () => {
  it("sends the signed-in user's e-mail, says 'Password updated successfully' and clears the form", async () => {
    api.updatePassword.mockResolvedValue('Password updated successfully');
    open();
    await fill('Old-pass-1', 'New-pass-12');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(api.updatePassword).toHaveBeenCalledWith({
      email: 'owner@acme.example',
      password: 'New-pass-12',
      currentPassword: 'Old-pass-1',
    });
    await waitFor(() => expect(screen.getByLabelText(/current password/i)).toHaveValue(''));
  });

  it('puts a wrong current password (400 with content.fields) on that field', async () => {
    api.updatePassword.mockRejectedValue(
      new ApiError('VALIDATION_ERROR', 400, 'Current password is incorrect', {
        fields: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      }),
    );
    open();
    await fill('wrong', 'New-pass-12');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/current password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/current password/i)).toHaveFocus();
  });

  it('checks length and confirmation before calling the server', async () => {
    open();
    await fill('Old-pass-1', 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.updatePassword).not.toHaveBeenCalled();
  });
});
