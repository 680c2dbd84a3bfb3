import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterDomLink, useParams } from 'react-router';
import { Alert, Box, Button, Link, MenuItem, Skeleton, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import type { PipelineCard as Card, PipelineStage } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { notify } from '../../../lib/notify';
import { useMoveCard, usePipelineBoard } from './queries';
import { PipelineCard } from './PipelineCard';
import { StageColumn } from './StageColumn';
import { StagesDialog } from './StagesDialog';
import { MovesDialog } from './MovesDialog';
import { stageName } from './stage-label';

/**
 * /one/fundraising/pipeline/:externalId: a smartlist's investors in columns by stage. Cards move by drag and drop or
 * from their menu; on phones one column shows at a time, picked from the stage picker.
 */
export default function PipelinePage() {
  const { t } = useTranslation();
  const { externalId = '' } = useParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const board = usePipelineBoard(externalId);
  const move = useMoveCard(externalId);
  const [managing, setManaging] = useState(false);
  const [historyOf, setHistoryOf] = useState<Card['funder'] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  if (board.isError) return <Alert severity="error">{board.error.message}</Alert>;
  if (!board.data) return <Skeleton variant="rounded" height={360} />;
  const b = board.data;
  const total = b.stages.reduce((n, s) => n + s.count, 0);
  const moveTo = (card: Card | undefined, stage: PipelineStage) => {
    if (!card || card.stageExternalId === stage.externalId) return;
    move.mutate(
      { funder: card.funder.externalId, stage: stage.externalId },
      { onSuccess: () => notify(t('pipeline.moved', { name: card.funder.name, stage: stageName(t, stage) }), 'info') },
    );
  };
  const column = (s: PipelineStage) => {
    const cards = b.cards.filter((c) => c.stageExternalId === s.externalId);
    return (
      <StageColumn
        key={s.externalId}
        stage={s}
        shown={cards.length}
        fullWidth={phone}
        onDropCard={(funder) =>
          moveTo(
            b.cards.find((c) => c.funder.externalId === funder),
            s,
          )
        }
      >
        {cards.map((c) => (
          <PipelineCard
            key={c.funder.externalId}
            card={c}
            stages={b.stages}
            onMove={(to) => moveTo(c, to)}
            onHistory={() => setHistoryOf(c.funder)}
          />
        ))}
      </StageColumn>
    );
  };
  const current = b.stages.find((s) => s.externalId === picked) ?? b.stages[0];

  return (
    <Box>
      <Link
        component={RouterDomLink}
        to={`/one/fundraising/smart-list/${externalId}`}
        sx={{ display: 'inline-block', mb: 1 }}
      >
        {t('pipeline.back')}
      </Link>
      <PageHeader
        title={b.list.name}
        subtitle={t('pipeline.subtitle', { count: total })}
        actions={b.canEditStages && <Button onClick={() => setManaging(true)}>{t('pipeline.manageStages')}</Button>}
      />
      {total === 0 && <EmptyState title={t('pipeline.emptyTitle')} text={t('pipeline.emptyText')} />}
      {phone ? (
        <Stack sx={{ gap: 1.5 }}>
          <TextField
            select
            size="small"
            label={t('pipeline.stagePicker')}
            value={current.externalId}
            onChange={(e) => setPicked(e.target.value)}
          >
            {b.stages.map((s) => (
              <MenuItem key={s.externalId} value={s.externalId}>
                {`${stageName(t, s)} (${s.count})`}
              </MenuItem>
            ))}
          </TextField>
          {column(current)}
        </Stack>
      ) : (
        <Stack direction="row" sx={{ gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
          {b.stages.map(column)}
        </Stack>
      )}
      {b.canEditStages && <StagesDialog board={b} open={managing} onClose={() => setManaging(false)} />}
      <MovesDialog listId={externalId} funder={historyOf} onClose={() => setHistoryOf(null)} />
    </Box>
  );
}
