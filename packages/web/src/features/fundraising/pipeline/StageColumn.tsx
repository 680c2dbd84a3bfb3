import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { PipelineStage } from '@atrium/contract';
import { CARD_MIME } from './PipelineCard';
import { stageName } from './stage-label';

/** A stage's column: its name and count, its cards, and a drop target for cards dragged from another column. */
export function StageColumn({
  stage,
  shown,
  onDropCard,
  children,
  fullWidth,
}: {
  stage: PipelineStage;
  shown: number;
  onDropCard: (funder: string) => void;
  children: ReactNode;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const name = stageName(t, stage);
  const accepts = (e: React.DragEvent) => e.dataTransfer.types.includes(CARD_MIME);
  return (
    <Paper
      component="section"
      aria-label={name}
      data-testid="pipeline-column"
      variant="outlined"
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const funder = e.dataTransfer.getData(CARD_MIME);
        if (!funder) return;
        e.preventDefault();
        onDropCard(funder);
      }}
      sx={{
        width: fullWidth ? '100%' : 272,
        flex: fullWidth ? 1 : '0 0 272px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: over ? 'action.hover' : 'background.default',
        borderColor: over ? 'primary.main' : 'divider',
        maxHeight: fullWidth ? 'none' : '70vh',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip
          size="small"
          data-testid="pipeline-column-count"
          label={stage.count}
          aria-label={t('pipeline.columnCount', { count: stage.count })}
        />
      </Stack>
      <Stack sx={{ gap: 1, px: 1, pb: 1, overflowY: 'auto', minHeight: 64 }}>
        {children}
        {stage.count === 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {t('pipeline.columnEmpty')}
          </Typography>
        )}
        {shown < stage.count && (
          <Box sx={{ p: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t('pipeline.showing', { shown, count: stage.count })}
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
