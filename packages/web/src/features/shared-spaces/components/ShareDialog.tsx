import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { SHARED_SPACES_LIMITS as L, shareLinkOf, type VirtualDataRoom } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { roomsApi } from '../api/rooms';
import { sharedSpacesKeys } from '../keys';
import { useSharedTenant } from '../useTenant';
import { addEmails, fromServer, type GuestRowState } from './guest-list';
import { GuestExpiryField } from './GuestExpiryField';
import { PermissionSelect } from './PermissionSelect';

/** The share dialog of spec 3 §2.13: guests, permission pickers, add by e-mail with suggestions, copy link. */
export function ShareDialog({ room, onClose }: { room: VirtualDataRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useSharedTenant();
  const qc = useQueryClient();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const [rows, setRows] = useState<GuestRowState[]>([]);
  const [input, setInput] = useState('');
  const [saving, setSaving] = useState(false);
  const term = useDebouncedValue(input.trim(), L.guestSuggestionDebounceMs);
  const guests = useQuery({
    queryKey: sharedSpacesKeys.guests(tenant, room.externalId),
    queryFn: () => roomsApi.guests(room.externalId),
  });
  useEffect(() => {
    if (guests.data) setRows(fromServer(guests.data));
  }, [guests.data]);
  useEffect(() => {
    if (guests.isError) enqueueSnackbar(t('sharedSpaces.sharing.messages.errorFetchingGuests'), { variant: 'error' });
  }, [guests.isError, t]);
  const suggestions = useQuery({
    queryKey: sharedSpacesKeys.suggestions(tenant, room.externalId, term),
    queryFn: () => roomsApi.suggestions(tenant, room.externalId, term),
    enabled: term.length > 0,
  });
  const listed = new Set(rows.map((r) => r.email));
  const options = (suggestions.data ?? []).map((s) => s.email).filter((e) => !listed.has(e));

  const add = (value: string) => {
    const r = addEmails(rows, [value], room.defaultPermission);
    if (r.invalid.length) {
      enqueueSnackbar(t('sharedSpaces.sharing.messages.invalidEmail'), { variant: 'warning' });
      return;
    }
    setRows(r.list);
    setInput('');
  };
  const remove = async (row: GuestRowState) => {
    if (row.externalId) {
      try {
        await roomsApi.removeGuest(room.externalId, row.externalId);
      } catch {
        enqueueSnackbar(t('sharedSpaces.sharing.messages.errorDeleting'), { variant: 'error' });
        return;
      }
    }
    setRows((rs) => rs.filter((r) => r.email !== row.email));
  };
  const confirm = async () => {
    setSaving(true);
    try {
      const saved = await roomsApi.saveGuests(
        room.externalId,
        rows.map((r) => ({ guest: { email: r.email }, permissionType: r.permissionType, expiresAt: r.expiresAt })),
      );
      setRows(fromServer(saved));
      await qc.invalidateQueries({ queryKey: sharedSpacesKeys.all(tenant) });
      enqueueSnackbar(t('sharedSpaces.sharing.messages.saved'), { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(t('sharedSpaces.sharing.messages.errorCreating'), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const copyLink = async () => {
    await navigator.clipboard?.writeText(shareLinkOf(window.location.origin, room.externalId)).catch(() => undefined);
    enqueueSnackbar(t('sharedSpaces.sharing.messages.linkCopied'), { variant: 'info' });
  };
  const setPermission = (email: string, p: GuestRowState['permissionType']) =>
    setRows((rs) => rs.map((r) => (r.email === email ? { ...r, permissionType: p } : r)));
  const setExpiry = (email: string, expiresAt: string | null) =>
    setRows((rs) => rs.map((r) => (r.email === email ? { ...r, expiresAt } : r)));
  const expiryField = (r: GuestRowState) => (
    <GuestExpiryField email={r.email} value={r.expiresAt} onChange={(v) => setExpiry(r.email, v)} />
  );

  const removeButton = (r: GuestRowState) => (
    <IconButton aria-label={`${t('sharedSpaces.remove')} ${r.email}`} onClick={() => void remove(r)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      maxWidth="md"
      title={t('sharedSpaces.sharing.title', { name: room.name })}
      footerStart={<Button onClick={() => void copyLink()}>{t('sharedSpaces.sharing.copyLink')}</Button>}
      actions={
        <Button variant="contained" disabled={saving} onClick={() => void confirm()}>
          {t('sharedSpaces.sharing.confirm')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2 }}>
        <Autocomplete
          freeSolo
          fullWidth
          options={options}
          inputValue={input}
          onInputChange={(_, v) => setInput(v)}
          onChange={(_, v) => typeof v === 'string' && v && add(v)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('sharedSpaces.sharing.email')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && input.trim()) {
                  e.preventDefault();
                  add(input);
                }
              }}
            />
          )}
        />
        <Button variant="outlined" disabled={!input.trim()} onClick={() => add(input)}>
          {t('sharedSpaces.sharing.add')}
        </Button>
      </Stack>
      {rows.length === 0 && <Alert severity="info">{t('sharedSpaces.sharing.empty')}</Alert>}
      {rows.length > 0 && mobile && (
        <Stack sx={{ gap: 1 }}>
          {rows.map((r) => (
            <Card key={r.email} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1, wordBreak: 'break-all' }}>{r.email}</Typography>
                {removeButton(r)}
              </Stack>
              <Stack sx={{ gap: 1.5, mt: 1 }}>
                <PermissionSelect
                  label={t('sharedSpaces.sharing.access')}
                  value={r.permissionType}
                  onChange={(p) => setPermission(r.email, p)}
                />
                {expiryField(r)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {rows.length > 0 && !mobile && (
        <TableContainer sx={{ maxHeight: 300 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('sharedSpaces.sharing.guest')}</TableCell>
                <TableCell>{t('sharedSpaces.sharing.access')}</TableCell>
                <TableCell>{t('sharedSpaces.sharing.until')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.email} data-testid="guest-row">
                  <TableCell>{r.email}</TableCell>
                  <TableCell>
                    <PermissionSelect
                      label={t('sharedSpaces.sharing.access')}
                      value={r.permissionType}
                      onChange={(p) => setPermission(r.email, p)}
                    />
                  </TableCell>
                  <TableCell>{expiryField(r)}</TableCell>
                  <TableCell align="right">{removeButton(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ mt: 1 }} />
    </Modal>
  );
}
