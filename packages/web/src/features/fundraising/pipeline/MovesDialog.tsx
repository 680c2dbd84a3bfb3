import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Modal } from '../../../components/Modal';
import { useFormatDate } from '../../../lib/dates';
import { usePipelineMoves } from './queries';
import { stageName } from './stage-label';

/** An investor's moves between stages in this list, newest first, with who moved it and when. */
export function MovesDialog({
  listId,
  funder,
  onClose,
}: {
  listId: string;
  funder: { externalId: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const moves = usePipelineMoves(listId, funder?.externalId ?? null);
  return (
    <Modal open={!!funder} onClose={onClose} title={t('pipeline.history.title', { name: funder?.name ?? '' })}>
      {!moves.data ? (
        <Skeleton variant="rounded" height={80} />
      ) : moves.data.length === 0 ? (
        <Typography color="text.secondary">{t('pipeline.history.empty')}</Typography>
      ) : (
        <List dense>
          {moves.data.map((m, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={
                  m.from
                    ? t('pipeline.history.move', { from: stageName(t, m.from), to: stageName(t, m.to) })
                    : t('pipeline.history.first', { to: stageName(t, m.to) })
                }
                secondary={t('pipeline.history.by', {
                  name: m.by?.name ?? t('pipeline.history.unknown'),
                  date: date(m.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Modal>
  );
}
