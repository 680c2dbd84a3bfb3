import type { ReactNode } from 'react';
import { Box, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PriceSummary } from './PriceSummary';

const STEPS = ['plan', 'addOns', 'billing', 'confirm'] as const;
export type PaywallStep = (typeof STEPS)[number];

/** The paywall's frame: title, the four steps, the step's content and the running total beside it. */
export function PaywallLayout({ step, children }: { step: PaywallStep; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('subscriptions.paywall.title')} subtitle={t('subscriptions.paywall.subtitle')} />
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`subscriptions.paywall.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box>{children}</Box>
        <PriceSummary />
      </Box>
    </>
  );
}
