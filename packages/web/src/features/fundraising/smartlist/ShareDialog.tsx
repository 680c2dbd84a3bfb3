import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { FunderList } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { fundraisingApi as api } from '../api';
import { useListMutation, useMembers } from '../queries';

/** Collaborators of a list: members of the same company who see and work on it even when it is 'Just me'. */
export function ShareDialog({
  open,
  onClose,
  list,
  me,
}: {
  open: boolean;
  onClose: () => void;
  list: FunderList;
  me: string | null;
}) {
  const { t } = useTranslation();
  const [pick, setPick] = useState('');
  const members = useMembers(open);
  const add = useListMutation((id: string) => api.addCollaborator(list.externalId, id), t('fundraising.share.added'));
  const remove = useListMutation((id: string) => api.removeCollaborator(list.externalId, id));
  const taken = new Set([...list.collaborators.map((c) => c.externalId), list.owner?.externalId, me]);
  const candidates = (members.data?.items ?? []).filter((m) => !taken.has(m.externalId));
  return (
    <Modal open={open} onClose={onClose} title={t('fundraising.share.title', { name: list.name })}>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fundraising.share.text')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label={t('fundraising.share.collaborators')}>
          {list.collaborators.length === 0 && <Typography variant="body2">{t('fundraising.share.none')}</Typography>}
          {list.collaborators.map((c) => (
            <Chip key={c.externalId} label={c.name} onDelete={() => remove.mutate(c.externalId)} />
          ))}
        </Stack>
        <TextField
          select
          label={t('fundraising.share.add')}
          value={pick}
          disabled={add.isPending || candidates.length === 0}
          onChange={(e) => {
            setPick('');
            add.mutate(e.target.value);
          }}
        >
          {candidates.map((m) => (
            <MenuItem key={m.externalId} value={m.externalId}>
              {`${m.firstName} ${m.lastName} (${m.email})`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Modal>
  );
}
