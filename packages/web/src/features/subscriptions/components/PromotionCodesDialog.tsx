import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CreatePromotionCodeBody } from '@atrium/contract';
import { Modal } from '../../../components/Modal';
import { DataTable } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/notify';
import i18n from '../../../lib/i18n';
import { useCreatePromotionCode, useDeactivatePromotionCode, usePromotionCodes } from '../api/promotion-codes';
import { discountLabel } from '../money';
import { formatDate } from '../../../lib/dates';

// Messages are worded at parse time in the user's language: the built-in checks through zod's global error
// (lib/validation.ts), the others here.
const newCodeForm = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, { error: () => i18n.t('subscriptions.promo.codeFormat') }),
    kind: z.enum(['amount', 'percent']),
    value: z.coerce.number().positive(),
    expiresOn: z.string().optional(),
    maxRedemptions: z.union([z.literal(''), z.coerce.number().int().min(1)]).optional(),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, {
    path: ['value'],
    error: () => i18n.t('common.validation.atMost', { max: 100 }),
  });

/**
 * The Promotion Codes dialog (spec 3 §2.15): a read-only table of every code, amounts with a $ prefix and percentages
 * with a % suffix; a failed load shows the error and clears the table (spec 3 §8). Admins also create codes and
 * deactivate them from here (issue 4).
 */
export function PromotionCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const codes = usePromotionCodes(open);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof newCodeForm>, unknown, z.output<typeof newCodeForm>>({
    resolver: zodResolver(newCodeForm),
    defaultValues: { code: '', kind: 'percent', value: '' as never, expiresOn: '', maxRedemptions: '' },
  });
  const create = useCreatePromotionCode({
    onSuccess: () => {
      setFormError(null);
      form.reset();
    },
    onError: (err) => setFormError(errorMessage(err)),
  });
  const deactivate = useDeactivatePromotionCode();
  const { errors } = form.formState;
  // On failure the table is cleared: no stale rows under an error.
  const rows = codes.isError ? [] : (codes.data ?? []);

  return (
    <Modal open={open} onClose={onClose} title={t('subscriptions.promo.title')} maxWidth="lg">
      {codes.isError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="promo-error">
          {codes.error.message}
        </Alert>
      )}
      <DataTable
        aria-label={t('subscriptions.promo.title')}
        size="small"
        containerSx={{ mb: 3 }}
        columns={[
          { id: 'code', header: t('subscriptions.promo.code'), cellSx: { fontWeight: 600 }, cell: (c) => c.code },
          {
            id: 'couponId',
            header: t('subscriptions.promo.couponId'),
            cellSx: { fontFamily: 'monospace', fontSize: 12 },
            cell: (c) => c.couponId,
          },
          { id: 'discount', header: t('subscriptions.promo.discount'), cell: discountLabel },
          {
            id: 'active',
            header: t('subscriptions.promo.active'),
            cell: (c) => (c.active ? t('subscriptions.promo.yes') : t('subscriptions.promo.no')),
          },
          {
            id: 'createdAt',
            header: t('subscriptions.promo.createdAt'),
            cell: (c) => formatDate(c.createdAt, i18n.language),
          },
          {
            id: 'expiresAt',
            header: t('subscriptions.promo.expiresAt'),
            cell: (c) => (c.expiresAt ? formatDate(c.expiresAt, i18n.language) : '—'),
          },
          {
            id: 'redemptions',
            header: t('subscriptions.promo.redemptions'),
            cell: (c) => (c.maxRedemptions != null ? `${c.timesRedeemed} / ${c.maxRedemptions}` : c.timesRedeemed),
          },
          {
            id: 'actions',
            header: null,
            align: 'right',
            cell: (c) =>
              c.active && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => deactivate.mutate(c.couponId)}
                  aria-label={t('subscriptions.promo.deactivateNamed', { code: c.code })}
                >
                  {t('subscriptions.promo.deactivate')}
                </Button>
              ),
          },
        ]}
        rows={rows}
        rowKey={(c) => c.couponId}
        rowTestId="promo-row"
        loading={open && codes.isPending}
        loadingRows={3}
        empty={t('subscriptions.promo.empty')}
        emptyInTable
      />

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('subscriptions.promo.newTitle')}
      </Typography>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit((v) => create.mutate(toBody(v)))}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
          <TextField
            {...form.register('code')}
            label={t('subscriptions.promo.code')}
            size="small"
            error={!!errors.code}
            helperText={errors.code?.message}
            required
          />
          <TextField
            select
            size="small"
            label={t('subscriptions.promo.kind')}
            value={form.watch('kind')}
            onChange={(e) => form.setValue('kind', e.target.value as 'amount' | 'percent')}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="percent">{t('subscriptions.promo.percentOff')}</MenuItem>
            <MenuItem value="amount">{t('subscriptions.promo.amountOff')}</MenuItem>
          </TextField>
          <TextField
            {...form.register('value')}
            type="number"
            size="small"
            label={t('subscriptions.promo.value')}
            error={!!errors.value}
            helperText={errors.value?.message}
            required
          />
          <TextField
            {...form.register('expiresOn')}
            type="date"
            size="small"
            label={t('subscriptions.promo.expiresAt')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...form.register('maxRedemptions')}
            type="number"
            size="small"
            label={t('subscriptions.promo.maxRedemptions')}
            error={!!errors.maxRedemptions}
          />
          <Button type="submit" variant="contained" loading={create.isPending} sx={{ flexShrink: 0 }}>
            {t('subscriptions.promo.create')}
          </Button>
        </Stack>
      </Box>
    </Modal>
  );
}

/** The button on the admin tools page that opens the dialog (spec 1 §2.8). */
export function PromotionCodesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('subscriptions.promo.open')}
      </Button>
      <PromotionCodesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The form's values as the server takes them: one of amount or percent off, the expiry at the day's end (UTC). */
function toBody(v: z.output<typeof newCodeForm>): CreatePromotionCodeBody {
  return {
    code: v.code,
    amountOff: v.kind === 'amount' ? v.value : null,
    percentOff: v.kind === 'percent' ? v.value : null,
    expiresAt: v.expiresOn ? new Date(`${v.expiresOn}T23:59:59Z`).toISOString() : null,
    maxRedemptions: v.maxRedemptions === '' || v.maxRedemptions === undefined ? null : v.maxRedemptions,
  };
}
