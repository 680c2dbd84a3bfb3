import { useMemo, useState } from 'react';
import {
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { filterDestinations, type Destination } from './move-destinations';

export interface MoveDialogProps {
  open: boolean;
  count: number;
  destinations: Destination[];
  onClose: () => void;
  onMove: (destination: Destination) => Promise<unknown>;
}

/** The move menu of spec 3 §2.10/§5: a folder picker with a search (200 ms debounce); Move stays disabled until chosen. */
export function MoveDialog({ open, count, destinations, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Destination | null>(null);
  const [busy, setBusy] = useState(false);
  const debounced = useDebouncedValue(term, DATA_ROOM_LIMITS.debounce.moveFolderSearch);
  const shown = useMemo(() => filterDestinations(destinations, debounced), [destinations, debounced]);
  const close = () => {
    setTerm('');
    setChosen(null);
    onClose();
  };
  const move = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onMove(chosen);
      setTerm('');
      setChosen(null);
    } finally {
      setBusy(false);
    }
  };
  const groups: Destination['group'][] = ['standard', 'custom'];
  return (
    <Modal
      open={open}
      onClose={close}
      busy={busy}
      title={t('dataRoomFiles.move.title')}
      footerStart={<Typography variant="body2">{t('dataRoomFiles.list.selected', { count })}</Typography>}
      actions={
        <>
          <Button color="inherit" onClick={close} disabled={busy}>
            {t('dataRoomFiles.move.cancel')}
          </Button>
          <Button variant="contained" onClick={move} disabled={!chosen || busy}>
            {t('dataRoomFiles.move.confirm')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={t('dataRoomFiles.move.search')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        sx={{ mt: 1, mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('dataRoomFiles.move.noMatches')}</Typography>
      ) : (
        <List dense aria-label={t('dataRoomFiles.move.destination')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {groups.map((g) => {
            const items = shown.filter((d) => d.group === g);
            if (!items.length) return null;
            return [
              <ListSubheader key={`h-${g}`} disableSticky>
                {t(`dataRoomFiles.move.${g}`)}
              </ListSubheader>,
              ...items.map((d) => (
                <ListItem key={d.key} disablePadding>
                  <ListItemButton
                    selected={chosen?.key === d.key}
                    aria-pressed={chosen?.key === d.key}
                    onClick={() => setChosen(d)}
                    sx={{ pl: 2 + d.depth * 2 }}
                  >
                    <ListItemText
                      primary={d.label}
                      secondary={d.path ? t('dataRoomFiles.move.inPath', { path: d.path }) : undefined}
                    />
                  </ListItemButton>
                </ListItem>
              )),
            ];
          })}
        </List>
      )}
    </Modal>
  );
}
