import { useEffect, useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useTranslation } from 'react-i18next';
import { RECURRENCE_FREQUENCIES, serviceByCode, type ProductFlow, type RecurrenceFrequency } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { useFormatDate } from '../../../lib/dates';
import { planningApi, useRecurrence } from '../api/planning-api';
import { planningKeys } from '../keys-planning';
import { flowKeys, taskKeys } from '../keys';
import { dueDateValue } from './StatusChip';

/**
 * On /product-manager/:id: whether the flow recurs (monthly, quarterly, yearly), when the next period's tasks come and
 * the periods created so far; managers set, change or clear it (the API refuses anyone else).
 */
export function FlowRecurrenceCard({ flow }: { flow: ProductFlow }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const query = useRecurrence(flow.externalId);
  const current = query.data ?? null;
  const suggested = serviceByCode(flow.serviceCode)?.recurrence ?? null;
  const [frequency, setFrequency] = useState<RecurrenceFrequency>(current?.frequency ?? suggested ?? 'MONTHLY');
  useEffect(() => {
    if (current) setFrequency(current.frequency);
  }, [current]);
  const invalidate = [planningKeys.recurrence(flow.externalId), flowKeys.all, taskKeys.all];
  const save = useApiMutation({
    mutationFn: () => planningApi.setRecurrence(flow.externalId, frequency),
    invalidate,
    successMessage: t('planning.recurrence.saved'),
  });
  const clear = useApiMutation({
    mutationFn: () => planningApi.clearRecurrence(flow.externalId),
    invalidate,
    successMessage: t('planning.recurrence.cleared'),
  });
  if (query.isPending) return null;
  const editable = !flow.finalized;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="flow-recurrence">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flex: 1, minWidth: 0 }}>
          <EventRepeatIcon color="action" />
          <Stack sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {t('planning.recurrence.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {current
                ? t('planning.recurrence.next', {
                    label: current.nextPeriodLabel,
                    date: formatDate(dueDateValue(current.nextPeriodStart)),
                  })
                : suggested
                  ? t('planning.recurrence.suggested', {
                      frequency: t(`planning.recurrence.frequency.${suggested}`).toLowerCase(),
                    })
                  : t('planning.recurrence.none')}
            </Typography>
            {current && current.periods.length > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('planning.recurrence.opened', { list: current.periods.map((p) => p.label).join(', ') })}
              </Typography>
            )}
          </Stack>
        </Stack>
        {editable && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('planning.recurrence.every')}
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as RecurrenceFrequency)}
              sx={{ minWidth: 150 }}
            >
              {RECURRENCE_FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {t(`planning.recurrence.frequency.${f}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => save.mutate()}
              disabled={save.isPending || current?.frequency === frequency}
            >
              {current ? t('planning.recurrence.change') : t('planning.recurrence.set')}
            </Button>
            {current && (
              <Button color="error" onClick={() => clear.mutate()} disabled={clear.isPending}>
                {t('planning.recurrence.clear')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
