import { useRef, useState } from 'react';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { PROFILE_PHOTO, PROFILE_PHOTO_MESSAGES, type UserProfile } from '@atrium/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import type { TranslationKey } from '../../lib/i18n-keys';
import { useProfilePhoto } from './api/profile-photo';

const MESSAGE_KEYS: Record<string, TranslationKey> = {
  [PROFILE_PHOTO_MESSAGES.type]: 'profile.photo.errors.type',
  [PROFILE_PHOTO_MESSAGES.size]: 'profile.photo.errors.size',
  [PROFILE_PHOTO_MESSAGES.missing]: 'profile.photo.errors.missing',
};

/** Checks a chosen file as the server will (type and size); the key of the problem, or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): TranslationKey | null {
  if (!PROFILE_PHOTO.types.includes(file.type)) return 'profile.photo.errors.type';
  if (file.size > PROFILE_PHOTO.maxBytes) return 'profile.photo.errors.size';
  return null;
}

/** The profile photo: shown large, changed by choosing a PNG, JPEG or WebP (at most 5 MB), removed after a confirm. */
export function ProfilePhoto({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useProfilePhoto();
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const initials = `${profile.user.firstName[0] ?? ''}${profile.user.lastName[0] ?? ''}`.toUpperCase();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return setError(t(problem));
    setError(null);
    upload.mutate(file, {
      onSuccess: () => notify(t('profile.photo.saved'), 'success'),
      onError: (err) => {
        const key = err instanceof ApiError ? MESSAGE_KEYS[err.message] : undefined;
        setError(key ? t(key) : t('profile.photo.errors.upload'));
      },
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Avatar
        src={profile.photoUrl ?? undefined}
        alt={profile.photoUrl ? t('profile.photo.alt', { name: profile.user.firstName }) : undefined}
        sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        data-testid="profile-photo"
      >
        {initials}
      </Avatar>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {profile.photoUrl ? t('profile.photo.change') : t('profile.photo.add')}
          </Button>
          {profile.photoUrl && (
            <Button color="error" disabled={remove.isPending} onClick={() => setConfirmRemove(true)}>
              {t('profile.photo.remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.photo.hint')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={PROFILE_PHOTO.accept}
          aria-label={t('profile.photo.input')}
          data-testid="profile-photo-input"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        destructive
        title={t('profile.photo.removeTitle')}
        text={t('profile.photo.removeText')}
        confirmLabel={t('profile.photo.remove')}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() =>
          remove
            .mutateAsync()
            .then(() => setConfirmRemove(false))
            .catch(() => {
              setConfirmRemove(false);
              setError(t('profile.photo.errors.remove'));
            })
        }
      />
    </Stack>
  );
}
