import { useEffect, useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOC_CENTER_LIMITS, type DocCenterItem } from '@atrium/contract';
import { FormDialog } from '../../components/FormDialog';
import { useApiMutation } from '../../components/useApi';
import { documentCenterKeys } from './keys';
import { documentCenterApi } from './api/document-center-api';
import { tenantParam, type BrowserSource } from './browser-source';

/** New folder: a name (never empty: 'Folder name cannot be empty', no call) and who can see it (ALL or PERSONAL). */
export function CreateFolderDialog({
  open,
  onClose,
  parentId,
  source,
}: {
  open: boolean;
  onClose: () => void;
  parentId: string | null;
  source: BrowserSource;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<'ALL' | 'PERSONAL'>('ALL');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName('');
      setPrivacy('ALL');
      setError(null);
    }
  }, [open]);
  const create = useApiMutation({
    mutationFn: () => documentCenterApi.createFolder(name.trim(), parentId, privacy, tenantParam(source)),
    invalidate: [documentCenterKeys.all(source.tenant)],
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('documentCenter.folder.createTitle')}
      saveLabel={t('documentCenter.folder.create')}
      closeOnSave
      onSave={async () => {
        if (!name.trim()) {
          setError(t('documentCenter.folder.nameEmpty'));
          throw new Error('empty');
        }
        await create.mutateAsync();
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <TextField
          autoFocus
          required
          label={t('documentCenter.folder.name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: DOC_CENTER_LIMITS.nameMax } }}
        />
        <FormControl>
          <FormLabel id="dc-privacy">{t('documentCenter.folder.privacy')}</FormLabel>
          <RadioGroup
            aria-labelledby="dc-privacy"
            value={privacy}
            onChange={(e) => setPrivacy(e.target.value as 'ALL' | 'PERSONAL')}
          >
            <FormControlLabel value="ALL" control={<Radio />} label={t('documentCenter.folder.privacyAll')} />
            <FormControlLabel value="PERSONAL" control={<Radio />} label={t('documentCenter.folder.privacyPersonal')} />
          </RadioGroup>
        </FormControl>
      </Stack>
    </FormDialog>
  );
}

/** Rename a folder, file or link; an empty name is refused without a call. */
export function RenameDialog({
  item,
  onClose,
  source,
}: {
  item: DocCenterItem | null;
  onClose: () => void;
  source: BrowserSource;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (item) {
      setName(item.name);
      setError(null);
    }
  }, [item]);
  const rename = useApiMutation({
    mutationFn: () => documentCenterApi.rename(item!.externalId, name.trim()),
    invalidate: [documentCenterKeys.all(source.tenant)],
  });
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={t('documentCenter.folder.renameTitle')}
      saveLabel={t('documentCenter.actions.rename')}
      closeOnSave
      onSave={async () => {
        if (!name.trim()) {
          setError(t('documentCenter.folder.nameEmpty'));
          throw new Error('empty');
        }
        await rename.mutateAsync();
      }}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label={t('documentCenter.folder.name')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: DOC_CENTER_LIMITS.nameMax } }}
      />
    </FormDialog>
  );
}
