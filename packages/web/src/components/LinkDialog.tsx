import { useEffect, useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LINK_LIMITS, parseLinkUrl, type LinkUrlError } from '@atrium/contract';
import { FormDialog } from './FormDialog';

export interface LinkValues {
  name: string;
  /** Normalised by the contract's parseLinkUrl (https:// prepended when missing). */
  url: string;
}

export interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** The link being edited; a new link when absent. */
  initial?: LinkValues | null;
  /** Runs with the checked values; a rejected promise keeps the dialog open (the caller shows the failure). */
  onSave: (values: LinkValues) => Promise<unknown>;
}

type Errors = { name?: string; url?: string };

/**
 * Add or edit a link (spec 3 §2.10, §5): a name and a web address. The address is checked as the server checks it
 * (http and https only, no user name or password, at most LINK_LIMITS.urlMax characters) before any call.
 */
export function LinkDialog({ open, onClose, initial, onSave }: LinkDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [initialName, initialUrl] = [initial?.name ?? '', initial?.url ?? ''];
  useEffect(() => {
    if (open) {
      setName(initialName);
      setUrl(initialUrl);
      setErrors({});
    }
  }, [open, initialName, initialUrl]);

  const urlError = (reason: LinkUrlError) => t(`links.errors.${reason}`, { max: LINK_LIMITS.urlMax });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(initial ? 'links.editTitle' : 'links.addTitle')}
      saveLabel={t(initial ? 'links.save' : 'links.add')}
      closeOnSave
      savedMessage={t(initial ? 'links.updated' : 'links.added')}
      onSave={async () => {
        const parsed = parseLinkUrl(url);
        const next: Errors = {
          name: name.trim() ? undefined : t('links.errors.nameEmpty'),
          url: parsed.ok ? undefined : urlError(parsed.error),
        };
        setErrors(next);
        if (next.name || !parsed.ok) throw new Error('invalid');
        await onSave({ name: name.trim(), url: parsed.url });
      }}
    >
      <Stack sx={{ gap: 1 }}>
        <TextField
          autoFocus
          required
          fullWidth
          label={t('links.name')}
          placeholder={t('links.namePlaceholder')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          error={!!errors.name}
          helperText={errors.name ?? ' '}
          slotProps={{ htmlInput: { maxLength: LINK_LIMITS.nameMax } }}
        />
        <TextField
          required
          fullWidth
          type="url"
          label={t('links.url')}
          placeholder={t('links.urlPlaceholder')}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((x) => ({ ...x, url: undefined }));
          }}
          onBlur={() => {
            if (!url.trim()) return;
            const parsed = parseLinkUrl(url);
            setErrors((x) => ({ ...x, url: parsed.ok ? undefined : urlError(parsed.error) }));
          }}
          error={!!errors.url}
          helperText={errors.url ?? t('links.urlHint')}
          slotProps={{ htmlInput: { maxLength: LINK_LIMITS.urlMax, inputMode: 'url', autoComplete: 'url' } }}
        />
      </Stack>
    </FormDialog>
  );
}
