import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatUsd, type SpendingBreakdown } from '@atrium/contract';
import { monthLabel } from '../format';
import { useSpendingKeyLabel } from './spending-labels';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Month over month: spending of the top categories (or vendors) stacked per month, the rest as Other. */
export function SpendingTrendChart({ trend }: { trend: SpendingBreakdown['trend'] }) {
  const { i18n } = useTranslation();
  const label = useSpendingKeyLabel();
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: trend.data.map((r) => monthLabel(r.month, i18n.language, 'short')) }]}
      yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : compactUsd.format(v)), width: 60 }]}
      series={trend.keys.map((k) => ({
        label: label(k),
        stack: 'total',
        data: trend.data.map((r) => r.values[k] ?? 0),
        valueFormatter: (v: number | null) => (v === null ? '' : formatUsd(v)),
      }))}
    />
  );
}
