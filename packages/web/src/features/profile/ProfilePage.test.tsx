import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { UserProfile } from '@atrium/contract';
import * as session from '../../session/session';
import { ApiError } from '../../lib/api-error';
import { profileApi } from './api/profile-api';
import { ProfileForm } from './ProfileForm';
import { ProfilePhoto, photoProblem } from './ProfilePhoto';

const PROFILE: UserProfile = {
  externalId: '00000000-0000-4000-8000-000000000001',
  user: { firstName: 'Max', lastName: 'Acme', phone: null, email: 'max@acme.example' },
  title: 'Head of Rockets',
  instagram: null,
  linkedIn: null,
  twitter: null,
  location: null,
  bio: null,
  hasBeenInMultiuserChat: false,
  photoUrl: null,
  language: 'en',
};

function renderWith(node: React.ReactNode) {
  const client = new QueryClient();
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </SnackbarProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ProfileForm', () => {
  it('shows a title off the list as Other with its text, and saves links, location and bio', async () => {
    const update = vi.spyOn(profileApi, 'update').mockImplementation(async () => PROFILE);
    vi.spyOn(session, 'loadCurrentUser').mockResolvedValue(null);
    renderWith(<ProfileForm profile={PROFILE} />);
    expect(screen.getByRole('textbox', { name: /your job title/i })).toHaveValue('Head of Rockets');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'https://linkedin.com/in/max');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Austin, TX');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Builds rockets.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        externalId: PROFILE.externalId,
        user: { firstName: 'Max', lastName: 'Acme', email: 'max@acme.example', phone: null },
        title: 'Head of Rockets',
        linkedIn: 'https://linkedin.com/in/max',
        twitter: null,
        instagram: null,
        location: 'Austin, TX',
        bio: 'Builds rockets.',
      }),
    );
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('picks a listed job title, and requires the text when Other is chosen with none', async () => {
    const update = vi.spyOn(profileApi, 'update').mockImplementation(async () => PROFILE);
    vi.spyOn(session, 'loadCurrentUser').mockResolvedValue(null);
    renderWith(<ProfileForm profile={{ ...PROFILE, title: null }} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /your job title/i })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Job title' }));
    await user.click(screen.getByRole('option', { name: 'Other (type it)' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Job title' }));
    await user.click(screen.getByRole('option', { name: 'CFO' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ title: 'CFO' })));
  });
});

describe('ProfilePhoto', () => {
  it('refuses a file that is not a PNG, JPEG or WebP, or is over 5 MB, before uploading', async () => {
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe('profile.photo.errors.type');
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('profile.photo.errors.size');
    expect(photoProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    const upload = vi.spyOn(profileApi, 'uploadPhoto');
    renderWith(<ProfilePhoto profile={PROFILE} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Profile photo file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a PNG, JPEG or WebP image.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a photo, and shows the server refusal in words', async () => {
    const upload = vi
      .spyOn(profileApi, 'uploadPhoto')
      .mockResolvedValueOnce({ ...PROFILE, photoUrl: '/api/files/signed/abc' })
      .mockRejectedValueOnce(new ApiError('VALIDATION_ERROR', 400, 'The photo must be at most 5 MB'));
    renderWith(<ProfilePhoto profile={PROFILE} />);
    const user = userEvent.setup();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo file'), png);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(png));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('The photo must be at most 5 MB.')).toBeInTheDocument();
  });
});
