import { useEffect, type ReactNode } from 'react';
import { Box, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '@atrium/contract';
import { LanguageSwitch } from '../../auth';

export type OnboardingStep = 'personal' | 'company' | 'activity';
const STEPS: OnboardingStep[] = ['personal', 'company', 'activity'];

/** The onboarding frame (spec 1 §2.5): steps 1 Personal, 2 Company, 3 Activity, and a side panel per step. */
export function OnboardingLayout({ step, children }: { step: OnboardingStep; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`onboarding.steps.${step}`);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT.displayName}`;
  }, [title]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' } }}
    >
      <Paper
        square
        elevation={0}
        component="aside"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: { xs: 3, md: 5 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {PRODUCT.displayName}
        </Typography>
        <Typography variant="h6" component="p" data-testid="side-panel-title">
          {t(`onboarding.panel.${step}.title`)}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>{t(`onboarding.panel.${step}.text`)}</Typography>
      </Paper>
      <Stack sx={{ p: { xs: 2, sm: 4 }, gap: 3, maxWidth: 860, width: '100%', mx: 'auto' }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LanguageSwitch />
        </Stack>
        <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
          {STEPS.map((s, i) => (
            <Step key={s}>
              <StepLabel>{`${i + 1} ${t(`onboarding.steps.${s}`)}`}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
