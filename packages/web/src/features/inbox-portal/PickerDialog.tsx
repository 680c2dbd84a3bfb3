import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@atrium/contract';
import { Modal } from '../../components/Modal';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useCompanies } from './api/companies';
import { useEmployees } from './api/employees';
import type { Picked } from './filters';

interface Option extends Picked {
  secondary?: string;
}

interface PickerDialogProps {
  open: boolean;
  title: string;
  searchLabel: string;
  initial: Picked[];
  options: Option[];
  loading: boolean;
  error: boolean;
  term: string;
  onTerm: (term: string) => void;
  onClose: () => void;
  onApply: (picked: Picked[]) => void;
}

/** A multi-select list with a search box; Apply hands back the picked values, Clear empties them. */
function PickerDialog({
  open,
  title,
  searchLabel,
  initial,
  options,
  loading,
  error,
  term,
  onTerm,
  onClose,
  onApply,
}: PickerDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked[]>(initial);
  useEffect(() => {
    if (open) setPicked(initial);
    // Only on opening: the dialog edits its own copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: the dialog edits its own copy
  }, [open]);
  const isPicked = (id: string) => picked.some((p) => p.externalId === id);
  const toggle = (o: Option) =>
    setPicked((list) =>
      isPicked(o.externalId)
        ? list.filter((p) => p.externalId !== o.externalId)
        : [...list, { externalId: o.externalId, name: o.name }],
    );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footerStart={
        <Typography variant="body2">{t('inboxPortal.picker.selected', { count: picked.length })}</Typography>
      }
      actions={
        <>
          <Button onClick={() => setPicked([])} disabled={picked.length === 0}>
            {t('inboxPortal.picker.clear')}
          </Button>
          <Button variant="contained" onClick={() => onApply(picked)}>
            {t('inboxPortal.picker.apply')}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 1, pt: 1 }}>
        <TextField
          type="search"
          size="small"
          autoFocus
          label={searchLabel}
          value={term}
          onChange={(e) => onTerm(e.target.value)}
        />
        {error && <Alert severity="error">{t('inboxPortal.picker.error')}</Alert>}
        {loading && (
          <CircularProgress size={24} sx={{ alignSelf: 'center', my: 2 }} aria-label={t('inboxPortal.loading')} />
        )}
        {!loading && !error && options.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {t('inboxPortal.picker.none')}
          </Typography>
        )}
        <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
          {options.map((o) => (
            <ListItemButton
              key={o.externalId}
              onClick={() => toggle(o)}
              role="option"
              aria-selected={isPicked(o.externalId)}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  checked={isPicked(o.externalId)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={o.name} secondary={o.secondary} />
            </ListItemButton>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}

type PickerProps = Pick<PickerDialogProps, 'open' | 'initial' | 'onClose' | 'onApply'>;

/** Person filter: staff from the team list, 20 matching the term, searched 150 ms after typing stops. */
export function EmployeePickerDialog(props: PickerProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), CHAT_LIMITS.debounce.employeeSearch);
  const q = useEmployees(debounced, props.open);
  const options = (q.data ?? []).map((e) => ({
    externalId: e.externalId,
    name: `${e.firstName} ${e.lastName}`.trim(),
    secondary: e.email,
  }));
  return (
    <PickerDialog
      {...props}
      title={t('inboxPortal.picker.employeesTitle')}
      searchLabel={t('inboxPortal.picker.employeesSearch')}
      options={options}
      loading={q.isLoading}
      error={q.isError}
      term={term}
      onTerm={setTerm}
    />
  );
}

/** Companies filter: every client company, matched by name as one types (no debounce: the list is local). */
export function CompanyPickerDialog(props: PickerProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const q = useCompanies(props.open);
  const options = useMemo(() => {
    const needle = term.trim().toLowerCase();
    return (q.data ?? [])
      .filter((c) => c.name.toLowerCase().includes(needle))
      .map((c) => ({ externalId: c.externalId, name: c.name }));
  }, [q.data, term]);
  return (
    <PickerDialog
      {...props}
      title={t('inboxPortal.picker.companiesTitle')}
      searchLabel={t('inboxPortal.picker.companiesSearch')}
      options={options}
      loading={q.isLoading}
      error={q.isError}
      term={term}
      onTerm={setTerm}
    />
  );
}
