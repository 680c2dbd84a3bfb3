import { useState } from 'react';
import { Button, Checkbox, Chip, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, type TaskDetail, type View } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { useFormatDate } from '../../../lib/dates';
import { taskKeys } from '../keys';
import { tasksApi } from '../api/tasks-api';

const STATE_COLOR = { OPEN: 'warning', ANSWERED: 'info', FINALIZED: 'success' } as const;

/** Comments with their states (OPEN, ANSWERED, FINALIZED); staff write internal notes and finalize. */
export function TaskComments({ view, task }: { view: View; task: TaskDetail }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const staff = view === 'portal';
  const finalized = task.flowFinalized;
  const add = useApiMutation({
    mutationFn: () => tasksApi.addComment(view, task.externalId, body.trim(), internal),
    invalidate: [taskKeys.all],
    onSuccess: () => {
      setBody('');
      setInternal(false);
    },
  });
  const setState = useApiMutation({
    mutationFn: (v: { id: string; state: 'OPEN' | 'FINALIZED' }) => tasksApi.setCommentState(v.id, v.state),
    invalidate: [taskKeys.all],
  });

  return (
    <Stack sx={{ gap: 1.5 }} component="section" aria-labelledby="task-comments-title">
      <Typography variant="h6" component="h2" id="task-comments-title">
        {t('tasks.comments.title')}
      </Typography>
      {task.comments.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('tasks.comments.empty')}</Typography>
      )}
      {task.comments.map((c) => (
        <Paper
          key={c.externalId}
          variant="outlined"
          data-testid="task-comment"
          sx={{ p: 1.5, bgcolor: c.internal ? 'action.hover' : undefined }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{c.mine ? t('tasks.comments.you') : c.author.name}</Typography>
            {c.fromProvider && !staff && <Chip size="small" label={t('tasks.comments.provider')} />}
            {c.internal && <Chip size="small" label={t('tasks.internal')} />}
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLOR[c.state]}
              label={t(`tasks.comments.state.${c.state}`)}
              data-testid="comment-state"
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
              {formatDate(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.body}</Typography>
          {staff && !c.internal && (
            <Button
              size="small"
              sx={{ mt: 0.5 }}
              disabled={setState.isPending}
              onClick={() =>
                setState.mutate({ id: c.externalId, state: c.state === 'FINALIZED' ? 'OPEN' : 'FINALIZED' })
              }
            >
              {c.state === 'FINALIZED' ? t('tasks.comments.reopen') : t('tasks.comments.finalize')}
            </Button>
          )}
        </Paper>
      ))}
      {!finalized && (
        <Stack
          component="form"
          sx={{ gap: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) add.mutate();
          }}
        >
          <TextField
            label={t('tasks.comments.label')}
            multiline
            minRows={2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            {staff ? (
              <FormControlLabel
                control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
                label={t('tasks.comments.internal')}
              />
            ) : (
              <span />
            )}
            <Button type="submit" variant="contained" disabled={!body.trim() || add.isPending}>
              {t('tasks.comments.send')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
