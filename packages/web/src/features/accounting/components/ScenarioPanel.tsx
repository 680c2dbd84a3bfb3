import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Grid, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatNetBurn, formatUsd, scenarioBody, type Runway } from '@atrium/contract';
import { useScenario } from '../api/planning-api';
import { runwayParts } from '../format';

type Field = 'burnChangePercent' | 'roundAmount' | 'roundInMonths';
const FIELDS: Field[] = ['burnChangePercent', 'roundAmount', 'roundInMonths'];

function RunwayFigure({ label, runway, testId }: { label: string; runway: Runway; testId: string }) {
  const { t, i18n } = useTranslation();
  const r = runwayParts(runway, i18n.language);
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: 24, fontWeight: 700 }}>
        {r.profitable ? t('accounting.cards.profitable') : t('accounting.cards.months', { count: r.months })}
      </Typography>
      {!r.profitable && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('accounting.cards.runOut', { month: r.month })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Scenario runway (issue 17 item 7): 'what if' burn changes by ± N % and/or a round of $X closes in M months. The
 * server recomputes runway from the ledger; the result shows beside the actual runway.
 */
export function ScenarioPanel() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    burnChangePercent: '20',
    roundAmount: '',
    roundInMonths: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const scenario = useScenario();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(/[$,\s]/g, '')));
    const parsed = scenarioBody.safeParse({
      burnChangePercent: num(values.burnChangePercent),
      roundAmount: num(values.roundAmount),
      roundInMonths: num(values.roundInMonths),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues)
        next[i.path[0] as Field] ??= t(`accounting.scenario.invalid.${i.path[0] as Field}`);
      setErrors(next);
      return;
    }
    setErrors({});
    scenario.mutate(parsed.data);
  };
  const r = scenario.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="scenario-title">
      <Typography id="scenario-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('accounting.scenario.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('accounting.scenario.help')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                size="small"
                label={t(`accounting.scenario.${f}`)}
                value={values[f]}
                inputMode="decimal"
                error={!!errors[f]}
                helperText={errors[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                slotProps={{
                  input: {
                    ...(f === 'burnChangePercent'
                      ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                      : {}),
                    ...(f === 'roundAmount'
                      ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                      : {}),
                  },
                }}
              />
            ))}
            <Button type="submit" variant="contained" disabled={scenario.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('accounting.scenario.run')}
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {r ? (
            <Stack sx={{ gap: 2 }} aria-live="polite">
              <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }}>
                <RunwayFigure label={t('accounting.scenario.actual')} runway={r.actual} testId="scenario-actual" />
                <RunwayFigure label={t('accounting.scenario.result')} runway={r.scenario} testId="scenario-result" />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('accounting.scenario.burns', {
                  actual: formatNetBurn(r.burn),
                  scenario: formatNetBurn(r.scenarioBurn),
                })}
                {' · '}
                {t('accounting.scenario.cash', { cash: formatUsd(r.cash) })}
              </Typography>
              {r.roundArrives === false && <Alert severity="warning">{t('accounting.scenario.tooLate')}</Alert>}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('accounting.scenario.empty')}
            </Typography>
          )}
        </Grid>
      </Grid>
    </Paper>
  );
}
