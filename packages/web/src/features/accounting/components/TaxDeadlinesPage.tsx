import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { TAX_FILING_STATUSES, type TaxDeadline, type TaxFilingStatus } from '@atrium/contract';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { useSetTaxStatus, useTaxDeadlines } from '../api/queries';
import { dayLabel } from '../format';
import { TaxViewSwitch } from './TaxViewSwitch';

const STATUS_COLOR: Record<TaxFilingStatus, 'default' | 'warning' | 'success'> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'warning',
  FILED: 'success',
};

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Parameters of a rule text: numbers in en-US grouping ('2,000'). */
const ruleParams = (params: TaxDeadline['params']) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString('en-US') : v]),
  );

export function DeadlineRow({
  d,
  canSet,
  customer,
  formHeading = 'h2',
}: {
  d: TaxDeadline;
  canSet: boolean;
  customer?: string;
  /** The level of the form's heading: h3 under the timeline's month headings. */
  formHeading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const setStatus = useSetTaxStatus(t('accounting.tax.updated'), customer);
  // Each rule has its own parameters; the key is one of TaxFilingId's, all present in both languages.
  const ruleText = t as unknown as (key: string, params: Record<string, string>) => string;
  const due = d.dueDate ? dayLabel(d.dueDate, i18n.language) : t('accounting.tax.eventDriven');
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid={`deadline-${d.filingId}-${d.dueDate ?? 'event'}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 2 }, alignItems: { md: 'center' } }}>
        <Stack sx={{ width: { md: 150 }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{due}</Typography>
          {d.extendedDate && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('accounting.tax.extended', { date: dayLabel(d.extendedDate, i18n.language) })}
            </Typography>
          )}
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component={formHeading} sx={{ fontWeight: 600 }}>
              {d.form}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`accounting.tax.authorities.${d.authority}`)} />
            {d.period && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('accounting.tax.period')}: {d.period}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {ruleText(`accounting.rules.${d.ruleKey}`, ruleParams(d.params))}
          </Typography>
        </Stack>
        <Stack sx={{ width: { md: 170 }, flexShrink: 0 }}>
          {canSet ? (
            <TextField
              select
              size="small"
              value={d.status}
              disabled={setStatus.isPending}
              label={t('accounting.tax.status')}
              slotProps={{ htmlInput: { 'aria-label': t('accounting.tax.statusOf', { form: d.form, date: due }) } }}
              onChange={(e) =>
                setStatus.mutate({
                  filingId: d.filingId,
                  dueDate: d.dueDate,
                  status: e.target.value as TaxFilingStatus,
                })
              }
            >
              {TAX_FILING_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`accounting.tax.statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Chip
              label={t(`accounting.tax.statuses.${d.status}`)}
              color={STATUS_COLOR[d.status]}
              sx={{ alignSelf: { xs: 'flex-start', md: 'flex-end' } }}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The deadlines of the selected company, or (staff, `customer`) of a client company, with the upcoming/all filter. */
export function TaxDeadlineList({
  title,
  subtitle,
  customer,
  children,
}: {
  title: string;
  subtitle?: string;
  customer?: string;
  /** Shown under the header (the portal's company picker). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const q = useTaxDeadlines(customer);
  const [show, setShow] = useState<'upcoming' | 'all'>('upcoming');
  const list = useMemo(() => {
    const all = q.data?.deadlines ?? [];
    const today = todayIso();
    return show === 'all' ? all : all.filter((d) => !d.dueDate || d.dueDate >= today);
  }, [q.data, show]);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={show}
            onChange={(_, v) => v && setShow(v)}
            sx={{ bgcolor: 'background.paper' }}
          >
            <ToggleButton value="upcoming">{t('accounting.tax.upcoming')}</ToggleButton>
            <ToggleButton value="all">{t('accounting.tax.all')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      {children}
      {q.data && !q.data.activityAnswered && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('accounting.tax.activityMissing')}
        </Alert>
      )}
      {!q.data ? (
        <Stack sx={{ gap: 1 }} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState title={t('accounting.tax.empty')} />
      ) : (
        <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }} aria-label={title}>
          {list.map((d) => (
            <DeadlineRow
              key={`${d.filingId}-${d.dueDate ?? 'event'}`}
              d={d}
              canSet={q.data.canSetStatus}
              customer={customer}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

/** /one/accounting/tax-deadlines: the filings the company owes, their dates, rules and statuses. */
export default function TaxDeadlinesPage() {
  const { t } = useTranslation();
  return (
    <TaxDeadlineList title={t('accounting.tax.title')} subtitle={t('accounting.tax.subtitle')}>
      <Box sx={{ mb: 2 }}>
        <TaxViewSwitch current="list" />
      </Box>
    </TaxDeadlineList>
  );
}
