import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Box, Card, Chip, IconButton, ListSubheader, Menu, MenuItem, Stack, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { PipelineCard as Card_, PipelineStage } from '@atrium/contract';
import { useFormatDate } from '../../../lib/dates';
import { stageName } from './stage-label';

/** The drag payload's type: a card's funder id. */
export const CARD_MIME = 'application/x-atrium-funder';

/**
 * One investor on the board: draggable to another column, and movable from its menu (the keyboard way: the menu
 * button is a tab stop, the menu lists the other stages). The menu also opens the investor's stage history.
 */
export function PipelineCard({
  card,
  stages,
  onMove,
  onHistory,
}: {
  card: Card_;
  stages: PipelineStage[];
  onMove: (stage: PipelineStage) => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hintId = useId();
  const name = card.funder.name;
  return (
    <Card
      variant="outlined"
      data-testid="pipeline-card"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_MIME, card.funder.externalId);
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-describedby={hintId}
      sx={{ p: 1.25, cursor: 'grab', opacity: card.disabled ? 0.6 : 1 }}
    >
      <span id={hintId} hidden>
        {t('pipeline.card.dragHint')}
      </span>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Avatar src={card.funder.logoUrl ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
          {name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {card.nextContact && (
            <Typography variant="caption" component="div" color="text.secondary">
              {t('pipeline.card.nextContact', { date: date(`${card.nextContact}T00:00:00`) })}
            </Typography>
          )}
          {card.movedBy && card.movedAt && (
            <Typography variant="caption" component="div" color="text.secondary">
              {t('pipeline.card.movedBy', { name: card.movedBy.name, date: date(card.movedAt) })}
            </Typography>
          )}
          {card.disabled && <Chip size="small" label={t('pipeline.card.disabled')} sx={{ mt: 0.5 }} />}
        </Box>
        <IconButton
          size="small"
          aria-label={t('pipeline.card.move', { name })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('pipeline.card.moveTo')}</ListSubheader>
        {stages
          .filter((s) => s.externalId !== card.stageExternalId)
          .map((s) => (
            <MenuItem
              key={s.externalId}
              onClick={() => {
                setAnchor(null);
                onMove(s);
              }}
            >
              {stageName(t, s)}
            </MenuItem>
          ))}
        <MenuItem
          divider={false}
          onClick={() => {
            setAnchor(null);
            onHistory();
          }}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          {t('pipeline.card.history')}
        </MenuItem>
      </Menu>
    </Card>
  );
}
