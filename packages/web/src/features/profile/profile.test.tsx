import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { UserProfile } from '@atrium/contract';
import * as session from '../../session/session';
import { ApiError } from '../../lib/api-error';
import { profileApi } from './api/profile-api';
import { PersonalInfoModal } from './PersonalInfoModal';

const PROFILE: UserProfile = {
  externalId: '00000000-0000-4000-8000-000000000001',
  user: { firstName: 'Max', lastName: 'Acme', phone: null, email: 'max@acme.example' },
  title: null,
  instagram: '@max',
  linkedIn: null,
  twitter: null,
  location: 'Austin',
  bio: null,
  hasBeenInMultiuserChat: false,
  photoUrl: null,
  language: 'en',
};

function renderModal(profile: UserProfile) {
  const client = new QueryClient();
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <PersonalInfoModal open onClose={() => undefined} profile={profile} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PersonalInfoModal', () => {
  it('has no job title field when the user has no title; requires first name, last name and e-mail', async () => {
    const update = vi.spyOn(profileApi, 'update');
    renderModal(PROFILE);
    expect(screen.queryByRole('textbox', { name: 'Job title' })).toBeNull();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: /first name/i }));
    await user.clear(screen.getByRole('textbox', { name: /^email/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the job title when the user has one and sends the whole profile', async () => {
    const update = vi
      .spyOn(profileApi, 'update')
      .mockResolvedValue({ ...PROFILE, title: 'CEO', user: { ...PROFILE.user, firstName: 'Maxine' } });
    vi.spyOn(session, 'loadCurrentUser').mockResolvedValue(null);
    renderModal({ ...PROFILE, title: 'CFO' });
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Job title' });
    await user.clear(title);
    await user.type(title, 'CEO');
    await user.clear(screen.getByRole('textbox', { name: /first name/i }));
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Maxine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        externalId: PROFILE.externalId,
        user: { firstName: 'Maxine', lastName: 'Acme', email: 'max@acme.example', phone: null },
        title: 'CEO',
        instagram: '@max',
        linkedIn: null,
        twitter: null,
        location: 'Austin',
        bio: null,
      }),
    );
  });

  it('puts a taken e-mail on the e-mail field', async () => {
    vi.spyOn(profileApi, 'update').mockRejectedValue(
      new ApiError('EMAIL_TAKEN', 409, 'An account with this email already exists', {
        fields: [{ path: 'user.email', message: 'An account with this email already exists' }],
      }),
    );
    renderModal(PROFILE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });
});
