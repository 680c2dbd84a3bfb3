import { useEffect, useMemo, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { UserSuggestion } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useUserSuggestions } from './api/user-suggestions';
import { useMyId } from './hooks';
import { initials } from './format';

export interface UserPickerDialogProps {
  open: boolean;
  title: string;
  tenantExternalId: string;
  conversationExternalId?: string;
  /** 2 for a new group, 1 for adding people (spec 2 §5). */
  minSelected: number;
  excludeUserIds: string[];
  busy?: boolean;
  onConfirm: (users: UserSuggestion[]) => void;
  onClose: () => void;
}

/** Confirm is allowed once enough people are chosen and nothing is running. */
export const pickerCanConfirm = (selected: number, minSelected: number, busy?: boolean) =>
  !busy && selected >= minSelected;

/** Multi-select of people (tenant members and experts) with a search; excludes me and present members. */
export function UserPickerDialog({
  open,
  title,
  tenantExternalId,
  conversationExternalId,
  minSelected,
  excludeUserIds,
  busy,
  onConfirm,
  onClose,
}: UserPickerDialogProps) {
  const { t } = useTranslation();
  const myId = useMyId();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<UserSuggestion[]>([]);
  useEffect(() => {
    if (open) {
      setTerm('');
      setSelected([]);
    }
  }, [open]);
  const suggestions = useUserSuggestions(term, tenantExternalId, conversationExternalId, undefined, open);
  const excluded = useMemo(() => new Set([...(myId ? [myId] : []), ...excludeUserIds]), [myId, excludeUserIds]);
  const options = (suggestions.data ?? []).filter((u) => !excluded.has(u.externalId));
  const isSelected = (u: UserSuggestion) => selected.some((s) => s.externalId === u.externalId);
  const toggle = (u: UserSuggestion) =>
    setSelected((s) => (isSelected(u) ? s.filter((x) => x.externalId !== u.externalId) : [...s, u]));

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      footerStart={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('chat.picker.selected', { count: selected.length })}
        </Typography>
      }
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => onConfirm(selected)}
            disabled={!pickerCanConfirm(selected.length, minSelected, busy)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 1.5, pt: 1 }}>
        <TextField
          size="small"
          type="search"
          autoFocus
          label={t('chat.picker.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        {selected.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={t('chat.picker.selectedList')}>
            {selected.map((u) => (
              <Chip key={u.externalId} size="small" label={u.fullName} onDelete={() => toggle(u)} />
            ))}
          </Box>
        )}
        {minSelected > 1 && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('chat.picker.minHint', { count: minSelected })}
          </Typography>
        )}
        {suggestions.isLoading ? (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Stack>
        ) : options.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {t('chat.picker.noUsers')}
          </Typography>
        ) : (
          <List dense aria-label={t('chat.picker.people')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {options.map((u) => (
              <ListItem key={u.externalId} disablePadding>
                <ListItemButton onClick={() => toggle(u)} role="checkbox" aria-checked={isSelected(u)}>
                  <Checkbox
                    edge="start"
                    checked={isSelected(u)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                  <ListItemAvatar>
                    <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(u)}</Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={u.fullName} secondary={u.email} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
