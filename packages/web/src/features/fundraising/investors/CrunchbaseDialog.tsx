import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FunderPage } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useApiMutation } from '../../../components/useApi';
import { ApiError } from '../../../lib/api-error';
import { placeOf } from '../format';
import { investorToolsApi } from '../investor-tools-api';
import { FunderAvatar } from './FunderAvatar';

const MIN_CHARS = 2;

/**
 * The live Crunchbase search (the `search-crunchbase` add-on): a name search run on Enter or Search (each one asks
 * Crunchbase and keeps what it finds in the investor database), the investors found with a checkbox each, and Add to
 * Smartlist for the chosen ones. A refusal (no add-on, not set up) shows the server's message; an outage (503) offers
 * Retry.
 */
export function CrunchbaseDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  /** The chosen investors (now in the database) go to the Add to Smartlist dialog. */
  onAdd: (funderExternalIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [asked, setAsked] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const search = useApiMutation<FunderPage, string>({
    mutationFn: (n) => investorToolsApi.crunchbaseSearch(n),
    errorMode: 'none',
  });
  const { reset } = search;
  useEffect(() => {
    if (!open) {
      setName('');
      setAsked('');
      setChosen(new Set());
      reset();
    }
  }, [open, reset]);

  const tooShort = name.trim().length < MIN_CHARS;
  const run = (term: string) => {
    setAsked(term);
    setChosen(new Set());
    search.mutate(term);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooShort && !search.isPending) run(name.trim());
  };
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const err = search.error;
  const outage = err instanceof ApiError && (err.status === 503 || err.code === 'NO_RESPONSE_RECEIVED');
  const items = search.data?.items ?? [];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('investorTools.crunchbase.title')}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} color="inherit">
            {t('common.close')}
          </Button>
          <Button variant="contained" disabled={chosen.size === 0} onClick={() => onAdd([...chosen])}>
            {t('investorTools.crunchbase.add', { count: chosen.size })}
          </Button>
        </>
      }
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('investorTools.crunchbase.text')}
        </Typography>
        <Stack component="form" direction="row" sx={{ gap: 1, alignItems: 'flex-start' }} onSubmit={submit} noValidate>
          <TextField
            label={t('investorTools.crunchbase.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText={t('investorTools.crunchbase.minChars', { count: MIN_CHARS })}
            size="small"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={tooShort || search.isPending}
            startIcon={search.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('investorTools.crunchbase.search')}
          </Button>
        </Stack>
        {err && (
          <Alert
            severity="error"
            action={
              outage ? (
                <Button color="inherit" size="small" onClick={() => run(asked)}>
                  {t('common.retry')}
                </Button>
              ) : undefined
            }
          >
            {err.message || t('errors.unexpected')}
          </Alert>
        )}
        {search.isSuccess && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {items.length
                ? t('investorTools.crunchbase.found', { count: items.length })
                : t('investorTools.crunchbase.none', { name: asked })}
            </Typography>
          </Box>
        )}
        {items.length > 0 && (
          <List dense aria-label={t('investorTools.crunchbase.results')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {items.map((f) => {
              const labelId = `cb-${f.externalId}`;
              return (
                <ListItem key={f.externalId} disablePadding data-testid="crunchbase-row">
                  <ListItemButton onClick={() => toggle(f.externalId)} dense>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        checked={chosen.has(f.externalId)}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    </ListItemIcon>
                    <Box sx={{ mr: 1.5 }}>
                      <FunderAvatar funder={f} />
                    </Box>
                    <ListItemText
                      slotProps={{ primary: { id: labelId } }}
                      primary={f.name}
                      secondary={[
                        t(`fundraising.types.${f.type}`),
                        placeOf(f),
                        f.stages.map((s) => t(`fundraising.stages.${s}`)).join(', '),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
