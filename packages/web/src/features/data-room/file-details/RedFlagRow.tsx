import { useState } from 'react';
import { Box, Button, Chip, IconButton, ListItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ACTIVE_RED_FLAG_STATUSES, type RedFlag } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFormatDate } from '../../../lib/dates';
import type { useRedFlagActions } from '../api/red-flag-actions';

/**
 * One red flag: name (renamed in place, Enter saves), its file on room-level lists, Fix / Dismiss while active, Re-Flag
 * once dismissed or fixed (a fixed flag says who fixed it and when), delete.
 */
export function RedFlagRow({
  flag,
  showFileName,
  actions,
}: {
  flag: RedFlag;
  showFileName: boolean;
  actions: ReturnType<typeof useRedFlagActions>;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(flag.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const active = ACTIVE_RED_FLAG_STATUSES.includes(flag.status);
  const busy = actions.setStatus.isPending || actions.rename.isPending;

  const submitRename = () => {
    const next = name.trim();
    if (!next) return;
    if (next === flag.name) return setRenaming(false);
    actions.rename.mutate({ flag, name: next }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 1 }} data-testid="red-flag-row">
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        {renaming ? (
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={t('dataRoomFile.redFlags.renameLabel')}
            helperText={t('dataRoomFile.redFlags.renameHint')}
            value={name}
            error={!name.trim()}
            disabled={actions.rename.isPending}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submitRename();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                setName(flag.name);
                setRenaming(false);
              }
            }}
          />
        ) : (
          <Stack sx={{ gap: 0.25 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ wordBreak: 'break-word' }}>{flag.name}</Typography>
              {flag.source === 'AI' && (
                <Tooltip title={t('dataRoomFile.redFlags.aiHint')}>
                  <Chip size="small" label={t('dataRoomFile.redFlags.ai')} variant="outlined" />
                </Tooltip>
              )}
              {(flag.status === 'ASSIGNED' || flag.status === 'FIXED') && (
                <Chip size="small" label={t(`dataRoomFile.redFlags.status.${flag.status}`)} />
              )}
            </Stack>
            {flag.quote && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', fontStyle: 'italic', wordBreak: 'break-word' }}
                title={t('dataRoomFile.redFlags.quoteHint')}
              >
                {t('dataRoomFile.redFlags.quote', { sentence: flag.quote })}
              </Typography>
            )}
            {flag.status === 'FIXED' && flag.fixedAt && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="red-flag-fixed">
                {flag.fixedBy
                  ? t('dataRoomFile.redFlags.fixedBy', { name: flag.fixedBy.name, date: formatDate(flag.fixedAt) })
                  : t('dataRoomFile.redFlags.fixedOn', { date: formatDate(flag.fixedAt) })}
              </Typography>
            )}
            {showFileName && flag.file && (
              <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                {flag.file.name}
              </Typography>
            )}
          </Stack>
        )}
      </Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 0.5, ml: 'auto' }}
        role="group"
        aria-label={t('dataRoomFile.redFlags.actionsFor', { name: flag.name })}
      >
        {active && (
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => actions.setStatus.mutate({ flag, status: 'FIXED' })}
          >
            {t('dataRoomFile.redFlags.fix')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => actions.setStatus.mutate({ flag, status: active ? 'DISMISSED' : 'CREATED' })}
        >
          {active ? t('dataRoomFile.redFlags.dismiss') : t('dataRoomFile.redFlags.reflag')}
        </Button>
        <Tooltip title={t('dataRoomFile.redFlags.rename')}>
          <span>
            <IconButton
              aria-label={t('dataRoomFile.redFlags.rename')}
              disabled={busy || renaming}
              onClick={() => {
                setName(flag.name);
                setRenaming(true);
              }}
            >
              <EditOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('dataRoomFile.redFlags.delete')}>
          <IconButton aria-label={t('dataRoomFile.redFlags.delete')} onClick={() => setConfirmDelete(true)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        destructive
        title={t('dataRoomFile.redFlags.deleteTitle')}
        text={t('dataRoomFile.redFlags.deleteText', { name: flag.name })}
        confirmLabel={t('dataRoomFile.redFlags.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          actions.remove
            .mutateAsync(flag)
            .then(() => setConfirmDelete(false))
            .catch(() => undefined)
        }
      />
    </ListItem>
  );
}
